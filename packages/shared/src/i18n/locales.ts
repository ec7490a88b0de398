import en from './catalogues/en.json' with { type: 'json' };

/**
 * The languages NourishWell speaks. English is the default and holds every text; another
 * language is its catalogue file (catalogues/<code>.json) and a line here. A language
 * lists the areas it is complete for: the catalogue check fails when one of those areas
 * lacks a key English has (decision 029).
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language by its own name, as the switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिंदी' };

/** The part of a key before its first dot: "journal.title" is in the area "journal". */
export const areaOf = (key: string) => key.slice(0, key.indexOf('.'));

/** The areas each language is complete for; English is complete by definition. */
export const COMPLETE_AREAS: Record<Locale, readonly string[] | 'all'> = {
  en: 'all',
  hi: [
    'common',
    'language',
    'shell',
    'home',
    'profile',
    'goals',
    'journal',
    'nutrition',
    'messages',
    'calculator',
    'public',
    'foods',
    'planWeek',
    'chat',
    'measurements',
    'nutritionist',
    'notices',
    'privacy',
    'security',
    'consent',
    'booking',
    'errors',
    'auth',
    'enquiries',
    'pay',
    'terms',
    'privacyNotice',
    'dataConcern',
    'blog',
    'notFound',
    'mealPlan',
    'invoicePdf',
    'packages',
    'adminEnquiries',
  ],
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Every text's key: the English catalogue's keys, so a wrong key is a type error. */
export type MessageKey = keyof typeof en;

/** A catalogue: ICU MessageFormat texts by key. */
export type Catalogue = Partial<Record<MessageKey, string>>;

export const englishCatalogue: Record<MessageKey, string> = en;
