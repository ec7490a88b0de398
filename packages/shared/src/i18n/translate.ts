import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { valuesInDigits, writesOwnDigits } from './digits.ts';
import type { Locale, MessageKey } from './locales.ts';

/** Values a text takes: {count} for plurals, {name}, {date} already formatted. */
export type MessageValues = Record<string, string | number>;

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * A translator for one language: its compiled texts, and English's for a key it lacks
 * (a language complete for an area never lacks one there; see the catalogue check).
 * `intlLocale` is how it writes numbers ("hi-IN-u-nu-deva": Devanagari digits, her
 * choice); without it, the language's own default.
 */
export function translator(
  locale: Locale,
  compiled: Messages,
  english: Messages,
  intlLocale?: string,
): { i18n: I18n; t: Translate } {
  const i18n = setupI18n({
    locale,
    ...(intlLocale ? { locales: [intlLocale] } : {}),
    messages: { [locale]: { ...english, ...compiled } },
  });
  if (!intlLocale || !writesOwnDigits(intlLocale))
    return { i18n, t: (key, values) => i18n._(key, values) };
  return { i18n, t: (key, values) => i18n._(key, valuesInDigits(values, intlLocale)) };
}
