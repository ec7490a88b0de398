import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale, MessageKey } from './locales.ts';

/** Values a text takes: {count} for plurals, {name}, {date} already formatted. */
export type MessageValues = Record<string, string | number>;

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * A translator for one language: its compiled texts, and English's for a key it lacks
 * (a language complete for an area never lacks one there; see the catalogue check).
 */
export function translator(
  locale: Locale,
  compiled: Messages,
  english: Messages,
): { i18n: I18n; t: Translate } {
  const i18n = setupI18n({
    locale,
    messages: { [locale]: { ...english, ...compiled } },
  });
  return { i18n, t: (key, values) => i18n._(key, values) };
}
