import english from '@nourishwell/shared/i18n/catalogues/en.json?compiled';
import type { Messages } from '@lingui/core';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { sayError, translator, type Locale, type Translate } from '@nourishwell/shared';
import { intlLocale, setDevanagariDigits } from '#web/lib/format.ts';
import { pickTexts, type IslandTexts } from './island-texts.tsx';
import { speakAs } from './spoken.ts';

interface Speaking {
  locale: Locale;
  t: Translate;
  /** An English error text of the shared texts in this language (decision 029, "Error texts"). */
  sayError: (text: string) => string;
  /** Its compiled texts, English's where it lacks one: what an island is given (`useIslandTexts`). */
  messages: Messages;
}

const speaking = (locale: Locale, texts: Messages, intl?: string): Speaking => {
  const messages = { ...english, ...texts };
  const { t } = translator(locale, messages, english, intl);
  // English is the texts' own language: said as written.
  const say =
    locale === 'en' ? (text: string) => text : (text: string) => sayError(english, t, text);
  return { locale, t, sayError: say, messages };
};

/** Every language but English, loaded only when chosen (English is in the app itself). */
const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: typeof english }>> = {
  hi: () => import('@nourishwell/shared/i18n/catalogues/hi.json?compiled'),
};

const inEnglish: Speaking = speaking('en', english);

/** English's texts outside React (a page's meta): `englishT('calculator.metaTitle')`. */
export const englishT = inEnglish.t;

const I18nContext = createContext<Speaking>(inEnglish);

interface ProviderProps {
  locale: Locale;
  /**
   * The language's compiled catalogue when it is already at hand: it speaks from the first
   * render (the Hindi public pages, prerendered at build time) instead of loading it.
   */
  messages?: Messages;
  /** Her numbers and dates in Devanagari digits (१२३), her choice on her account; Hindi only. */
  devanagariDigits?: boolean;
  children: ReactNode;
}

/**
 * The language of what is inside it: its texts (English until the language's catalogue
 * has arrived, a few kB) and `lang` on the document, so a screen reader speaks it right.
 */
export function I18nProvider({
  locale,
  messages,
  devanagariDigits = false,
  children,
}: ProviderProps) {
  const [loaded, setLoaded] = useState<Partial<Record<Locale, Speaking>>>(() =>
    messages ? { en: inEnglish, [locale]: speaking(locale, messages) } : { en: inEnglish },
  );
  // Set before the screens under it render: the formatters read it (lib/format.ts).
  setDevanagariDigits(devanagariDigits);
  const texts = loaded[locale] ?? inEnglish;
  // Her digits in the texts' numbers too; a new value, so every screen that speaks re-renders.
  const current = useMemo(
    () =>
      devanagariDigits && texts.locale === 'hi'
        ? speaking(texts.locale, texts.messages, intlLocale(texts.locale))
        : texts,
    [texts, devanagariDigits],
  );
  useEffect(() => {
    if (locale === 'en' || loaded[locale]) return;
    void LOADERS[locale]()
      .then(({ default: texts }) =>
        setLoaded((known) => ({
          ...known,
          [locale]: speaking(locale, texts),
        })),
      )
      // Not loaded (offline before it was ever fetched): English, which is always here.
      .catch(() => undefined);
  }, [locale, loaded]);
  useEffect(() => {
    // Given back when it goes (her dashboard left for a page in the app's own language):
    // the API client reads the page's language from here where no provider runs.
    const before = document.documentElement.lang;
    document.documentElement.lang = current.locale;
    return () => {
      document.documentElement.lang = before;
    };
  }, [current.locale]);
  // The API client and the forms' failure texts speak it too (they cannot read the context).
  useEffect(() => speakAs(current), [current]);
  return <I18nContext.Provider value={current}>{children}</I18nContext.Provider>;
}

/** The text of a key in the language in use: `t('language.label')`. */
export const useT = (): Translate => useContext(I18nContext).t;

export const useLocale = (): Locale => useContext(I18nContext).locale;

/** Says an English error text of the shared texts (a schema's message) in the language in use. */
export const useSayError = (): ((text: string) => string) => useContext(I18nContext).sayError;

/** The compiled texts of the language in use, English's where it lacks one. */
export const useMessages = (): Messages => useContext(I18nContext).messages;

/** The compiled texts of an area in the language in use, for an island's `texts` prop. */
export const useIslandTexts = (area: string): IslandTexts => pickTexts(useMessages(), area);
