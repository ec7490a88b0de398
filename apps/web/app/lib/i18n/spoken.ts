import { DEFAULT_LOCALE, isLocale, type Locale } from '@nourishwell/shared';

/** The language the app speaks now, and how it says an English error text in it. */
export interface Speaker {
  locale: Locale;
  sayError: (text: string) => string;
}

// The I18nProviders mounted, the innermost last. Code outside React (the API client, a
// form's failure text) asks here: it cannot read a context.
const speakers: Speaker[] = [];

/** `speaker` speaks until the returned function is called (an I18nProvider's effect). */
export function speakAs(speaker: Speaker): () => void {
  speakers.push(speaker);
  return () => {
    const at = speakers.lastIndexOf(speaker);
    if (at >= 0) speakers.splice(at, 1);
  };
}

/**
 * The page's language where no I18nProvider runs: a static public page and its islands
 * carry it in `<html lang>`, set from the address ("/hi/…" is Hindi).
 */
function documentLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The language in use: her dashboard's, a Hindi page's, else English. */
export const spokenLocale = (): Locale => speakers.at(-1)?.locale ?? documentLocale();

/** An English error text of the shared texts in the language in use; any other text as it is. */
export const sayErrorNow = (text: string): string => speakers.at(-1)?.sayError(text) ?? text;

/**
 * What a call to the API says of the language: `X-NourishWell-Language` is the one the
 * server trusts (a browser never writes it), `Accept-Language` says the same in HTTP's
 * words instead of the browser's own list (decision 029, "Error texts").
 */
export function languageHeaders(): Record<string, string> {
  const locale = spokenLocale();
  return { 'accept-language': locale, 'x-nourishwell-language': locale };
}
