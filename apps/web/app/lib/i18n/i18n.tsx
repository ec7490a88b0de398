import type { Messages } from '@lingui/core';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { sayError, translator, type Locale, type Translate } from '@nourishwell/shared';
import { intlLocale, setDevanagariDigits } from '#web/lib/format.ts';
import { pickTexts, type IslandErrors, type IslandTexts } from './island-texts.tsx';
import { speakAs } from './spoken.ts';
import { englishAtHand, loadTexts, type Texts } from './texts.ts';

export interface Speaking {
  locale: Locale;
  t: Translate;
  /** An English error text of the shared texts in this language (decision 029, "Error texts"). */
  sayError: (text: string) => string;
  /** Its compiled texts, English's where it lacks one: what an island is given (`useIslandTexts`). */
  messages: Messages;
  /** English's compiled texts, by which an English error text is known (`useIslandErrors`). */
  english: Messages;
}

const speaking = ({ locale, english, own }: Texts, intl?: string): Speaking => {
  const { t } = translator(locale, own, english, intl);
  // English is the texts' own language: said as written.
  const say =
    locale === 'en' ? (text: string) => text : (text: string) => sayError(english, t, text);
  return { locale, t, sayError: say, messages: { ...english, ...own }, english };
};

let english: { texts: Messages; speaking: Speaking } | undefined;

/** English as far as it is loaded (texts.ts), said again only when more of it has come. */
function inEnglish(): Speaking {
  const texts = englishAtHand();
  if (english?.texts !== texts)
    english = { texts, speaking: speaking({ locale: 'en', english: texts, own: texts }) };
  return english.speaking;
}

/** English's texts outside React (a page's meta): `englishT('calculator.metaTitle')`. */
export const englishT: Translate = (key, values) => inEnglish().t(key, values);

/** Outside any provider (the English public pages): English. */
const I18nContext = createContext<Speaking | null>(null);

const useSpeaking = (): Speaking => useContext(I18nContext) ?? inEnglish();

interface ProviderProps {
  locale: Locale;
  /**
   * Its texts when they are already at hand, so it speaks them from the first render: the
   * dashboard's, awaited by its `clientLoader` (`loadTexts`), or the Hindi public pages',
   * prerendered at build time (`hindiTexts`).
   */
  texts?: Texts;
  /** Her numbers and dates in Devanagari digits (१२३), her choice on her account; Hindi only. */
  devanagariDigits?: boolean;
  children: ReactNode;
}

/**
 * The language of what is inside it: its texts and `lang` on the document, so a screen
 * reader speaks it right. Without `texts`, English (as far as loaded) until the language's
 * base and dashboard parts have arrived: what a test of a screen alone does.
 */
export function I18nProvider({ locale, texts, devanagariDigits = false, children }: ProviderProps) {
  const [loaded, setLoaded] = useState<Texts>();
  const own = texts ?? (loaded?.locale === locale ? loaded : undefined);
  // Set before the screens under it render: the formatters read it (lib/format.ts).
  setDevanagariDigits(devanagariDigits);
  useEffect(() => {
    if (own || locale === 'en') return;
    let current = true;
    // A client's parts: the provider without texts runs on her pages outside the dashboard
    // (changing her password) and in tests; the staff part is the staff layout's to load.
    void loadTexts(locale, ['dashboard']).then((found) => current && setLoaded(found));
    return () => {
      current = false;
    };
  }, [locale, own]);
  // Her digits in the texts' numbers too; a new value, so every screen that speaks re-renders.
  const value = useMemo(
    () =>
      own
        ? speaking(own, devanagariDigits && own.locale === 'hi' ? intlLocale('hi') : undefined)
        : inEnglish(),
    [own, devanagariDigits],
  );
  useEffect(() => {
    // Given back when it goes (her dashboard left for a page in the app's own language):
    // the API client reads the page's language from here where no provider runs.
    const before = document.documentElement.lang;
    document.documentElement.lang = value.locale;
    return () => {
      document.documentElement.lang = before;
    };
  }, [value.locale]);
  // The API client and the forms' failure texts speak it too (they cannot read the context).
  useEffect(() => speakAs(value), [value]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The text of a key in the language in use: `t('language.label')`. */
export const useT = (): Translate => useSpeaking().t;

export const useLocale = (): Locale => useSpeaking().locale;

/** Says an English error text of the shared texts (a schema's message) in the language in use. */
export const useSayError = (): ((text: string) => string) => useSpeaking().sayError;

/** The compiled texts of the language in use, English's where it lacks one. */
export const useMessages = (): Messages => useSpeaking().messages;

/**
 * How another language speaks, for a text written for someone who reads it (a day of her
 * plan that her nutritionist sends her): its base and dashboard parts, loaded on first
 * use. The language in use until they have come, and when `locale` is that one or none.
 */
export function useSpeakingIn(locale: Locale | undefined): Speaking {
  const current = useSpeaking();
  const other = locale !== undefined && locale !== current.locale;
  const [texts, setTexts] = useState<Texts>();
  useEffect(() => {
    if (!other) return;
    let live = true;
    void loadTexts(locale, ['dashboard']).then((found) => live && setTexts(found));
    return () => {
      live = false;
    };
  }, [other, locale]);
  const theirs = useMemo(
    () => (texts && texts.locale === locale ? speaking(texts) : undefined),
    [texts, locale],
  );
  return (other && theirs) || current;
}

/** The compiled texts of an area in the language in use, for an island's `texts` prop. */
export const useIslandTexts = (area: string): IslandTexts => pickTexts(useMessages(), area);

/**
 * The error texts an island form's own checks may say, for its `errors` prop (the groups of
 * the `errors` area its schema's texts are in): none in English, which says them as written,
 * so an English page's HTML carries nothing more.
 */
export function useIslandErrors(groups: readonly string[]): IslandErrors | undefined {
  const { locale, english, messages } = useSpeaking();
  if (locale === 'en') return undefined;
  const pick = (texts: Messages) =>
    Object.assign({}, ...groups.map((group) => pickTexts(texts, `errors.${group}`))) as IslandTexts;
  return { english: pick(english), own: pick(messages) };
}
