import english from '@nourishwell/shared/i18n/catalogues/en.json?compiled';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { translator, type Locale, type Translate } from '@nourishwell/shared';

interface Speaking {
  locale: Locale;
  t: Translate;
}

/** Every language but English, loaded only when chosen (English is in the app itself). */
const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: typeof english }>> = {
  hi: () => import('@nourishwell/shared/i18n/catalogues/hi.json?compiled'),
};

const inEnglish: Speaking = { locale: 'en', t: translator('en', english, english).t };

const I18nContext = createContext<Speaking>(inEnglish);

/**
 * The language of what is inside it: its texts (English until the language's catalogue
 * has arrived, a few kB) and `lang` on the document, so a screen reader speaks it right.
 */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [loaded, setLoaded] = useState<Partial<Record<Locale, Speaking>>>({ en: inEnglish });
  const speaking = loaded[locale] ?? inEnglish;
  useEffect(() => {
    if (locale === 'en' || loaded[locale]) return;
    void LOADERS[locale]()
      .then(({ default: texts }) =>
        setLoaded((known) => ({
          ...known,
          [locale]: { locale, t: translator(locale, texts, english).t },
        })),
      )
      // Not loaded (offline before it was ever fetched): English, which is always here.
      .catch(() => undefined);
  }, [locale, loaded]);
  useEffect(() => {
    document.documentElement.lang = speaking.locale;
  }, [speaking.locale]);
  return <I18nContext.Provider value={speaking}>{children}</I18nContext.Provider>;
}

/** The text of a key in the language in use: `t('language.label')`. */
export const useT = (): Translate => useContext(I18nContext).t;

export const useLocale = (): Locale => useContext(I18nContext).locale;
