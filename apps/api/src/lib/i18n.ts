import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  sayError,
  translator,
  withDigits,
  type Locale,
  type Translate,
} from '@nourishwell/shared';
import { CATALOGUES } from '@nourishwell/shared/i18n/catalogues.ts';
import { compileCatalogue } from '@nourishwell/shared/i18n/compile.ts';

/** The texts of one language and how it writes dates, for a message to one person. */
export interface Texts {
  locale: Locale;
  t: Translate;
  /** The day in a zone: "Tue, 1 Dec 2026"; "मंगलवार, 1 दिसंबर 2026". */
  date: (at: Date, timeZone: string) => string;
  /** The time of day in a zone: "10:00"; "10:00 am". */
  clock: (at: Date, timeZone: string) => string;
  /** The zone as the message names it: "Asia/Kolkata"; "भारतीय मानक समय". */
  zone: (timeZone: string, at: Date) => string;
  /** A calendar date ("2026-11-20") as day and month: "20 Nov"; "20 नवंबर". */
  dayMonth: (date: string) => string;
  /** An English error text of the shared texts in this language; any other text as it is. */
  error: (text: string) => string;
  /** The day in a zone in words, as the privacy letters write it: "22 February 2027"; "22 फ़रवरी 2027". */
  dayInWords: (at: Date, timeZone: string) => string;
}

/**
 * How each language writes dates through `Intl`. English keeps the texts it always had
 * (en-GB, short names, the zone's own name); Hindi writes names in full, since the short
 * Hindi forms ("दिस॰") are less familiar than the words, and the zone as Hindi names it.
 */
const WRITING: Record<
  Locale,
  { intl: string; inWords: string; names: 'short' | 'long'; zoneByName: boolean }
> = {
  en: { intl: 'en-GB', inWords: 'en-IN', names: 'short', zoneByName: false },
  hi: { intl: 'hi-IN', inWords: 'hi-IN', names: 'long', zoneByName: true },
};

function textsOf(
  locale: Locale,
  digits: boolean,
  compiled: ReturnType<typeof compileCatalogue>,
  english: typeof compiled,
): Texts {
  const { names, zoneByName } = WRITING[locale];
  // Her digits (Devanagari when she chose them) in every number and date of her message.
  const intl = withDigits(WRITING[locale].intl, digits);
  const inWords = withDigits(WRITING[locale].inWords, digits);
  const { t } = translator(
    locale,
    compiled,
    english,
    intl === WRITING[locale].intl ? undefined : intl,
  );
  return {
    locale,
    t,
    // English is the texts' own language: said as written.
    error: locale === 'en' ? (text) => text : (text) => sayError(english, t, text),
    date: (at, timeZone) =>
      new Intl.DateTimeFormat(intl, {
        timeZone,
        weekday: names,
        day: 'numeric',
        month: names,
        year: 'numeric',
      }).format(at),
    clock: (at, timeZone) =>
      new Intl.DateTimeFormat(intl, { timeZone, hour: '2-digit', minute: '2-digit' }).format(at),
    zone: (timeZone, at) =>
      (zoneByName &&
        new Intl.DateTimeFormat(intl, { timeZone, timeZoneName: 'long' })
          .formatToParts(at)
          .find((part) => part.type === 'timeZoneName')?.value) ||
      timeZone,
    dayMonth: (date) =>
      new Intl.DateTimeFormat(intl, { day: 'numeric', month: names, timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      ),
    dayInWords: (at, timeZone) =>
      new Intl.DateTimeFormat(inWords, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone,
      }).format(at),
  };
}

// Each catalogue is compiled once, when the server starts (decision 029).
const english = compileCatalogue(CATALOGUES.en);
const COMPILED = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    locale === 'en' ? english : compileCatalogue(CATALOGUES[locale]),
  ]),
) as Record<Locale, typeof english>;
const TEXTS = Object.fromEntries(
  LOCALES.map((locale) => [locale, textsOf(locale, false, COMPILED[locale], english)]),
) as Record<Locale, Texts>;
const IN_DEVANAGARI = Object.fromEntries(
  LOCALES.map((locale) => [locale, textsOf(locale, true, COMPILED[locale], english)]),
) as Record<Locale, Texts>;

/**
 * The texts of a language; English for one NourishWell does not speak. With
 * `devanagariDigits` (her choice, issue 33) a Hindi text writes its numbers and dates in
 * Devanagari digits; English is never changed by it.
 */
export const textsFor = (locale: string | null | undefined, devanagariDigits = false): Texts =>
  (devanagariDigits ? IN_DEVANAGARI : TEXTS)[isLocale(locale) ? locale : DEFAULT_LOCALE];

/**
 * The texts of a message to one person: a client's in her language and digits, staff's in
 * English (the practice works in English; only a client chooses her language).
 */
export const textsForPerson = (person: {
  role: string;
  language: string | null | undefined;
  devanagariDigits?: boolean | null;
}) =>
  person.role === 'client'
    ? textsFor(person.language, person.devanagariDigits ?? false)
    : textsFor(DEFAULT_LOCALE);

/** The header in which NourishWell's own web app names the language it speaks. */
export const LANGUAGE_HEADER = 'x-nourishwell-language';

/**
 * The language an answer's error texts are in: the one our web app names in
 * `X-NourishWell-Language`, or English. Not `Accept-Language`: a browser sends its own on
 * every request (a phone set to Hindi, while she reads the English app), so only a header
 * our own code writes may switch the texts (decision 029, "Error texts").
 */
export const requestLanguage = (headers: Record<string, string | string[] | undefined>): Locale => {
  const named = headers[LANGUAGE_HEADER];
  return isLocale(named) ? named : DEFAULT_LOCALE;
};
