import type { Messages } from '@lingui/core';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { translator, WEB_PARTS, type Locale, type Translate } from '@nourishwell/shared';
import { pickTexts, type IslandTexts } from './island-texts.tsx';
import { englishAtHand, loadTexts, type Texts } from './texts.ts';

interface Speaking {
  locale: Locale;
  t: Translate;
  /** Its compiled texts, English's where it lacks one: what an island is given (`useIslandTexts`). */
  messages: Messages;
}

const speaking = ({ locale, english, own }: Texts): Speaking => ({
  locale,
  t: translator(locale, own, english).t,
  messages: { ...english, ...own },
});

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
  children: ReactNode;
}

/**
 * The language of what is inside it: its texts and `lang` on the document, so a screen
 * reader speaks it right. Without `texts`, English (as far as loaded) until the language's
 * every part has arrived: what a test of a screen alone does.
 */
export function I18nProvider({ locale, texts, children }: ProviderProps) {
  const [loaded, setLoaded] = useState<Texts>();
  const own = texts ?? (loaded?.locale === locale ? loaded : undefined);
  useEffect(() => {
    if (own || locale === 'en') return;
    let current = true;
    void loadTexts(locale, WEB_PARTS).then((found) => current && setLoaded(found));
    return () => {
      current = false;
    };
  }, [locale, own]);
  const value = useMemo(() => (own ? speaking(own) : inEnglish()), [own]);
  useEffect(() => {
    document.documentElement.lang = value.locale;
  }, [value.locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The text of a key in the language in use: `t('language.label')`. */
export const useT = (): Translate => useSpeaking().t;

export const useLocale = (): Locale => useSpeaking().locale;

/** The compiled texts of the language in use, English's where it lacks one. */
export const useMessages = (): Messages => useSpeaking().messages;

/** The compiled texts of an area in the language in use, for an island's `texts` prop. */
export const useIslandTexts = (area: string): IslandTexts => pickTexts(useMessages(), area);
