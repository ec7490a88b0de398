import englishBase from '@nourishwell/shared/i18n/catalogues/en.json?compiled&part=base';
import type { Messages } from '@lingui/core';
import type { Locale, WEB_PARTS } from '@nourishwell/shared';

/** A part the browser loads (packages/shared/src/i18n/parts.json). */
export type WebPart = (typeof WEB_PARTS)[number];

type Loader = () => Promise<{ default: Messages }>;

/**
 * Each part of each language, a chunk of its own but English's base, which is in the app:
 * the public pages and signing in speak it from the start. A part joins with a line for
 * each language here (and one in compiled-catalogue.d.ts).
 */
const PARTS: Record<Locale, Record<WebPart, Loader>> = {
  en: {
    base: () => Promise.resolve({ default: englishBase }),
    dashboard: () => import('@nourishwell/shared/i18n/catalogues/en.json?compiled&part=dashboard'),
    staff: () => import('@nourishwell/shared/i18n/catalogues/en.json?compiled&part=staff'),
  },
  hi: {
    base: () => import('@nourishwell/shared/i18n/catalogues/hi.json?compiled&part=base'),
    dashboard: () => import('@nourishwell/shared/i18n/catalogues/hi.json?compiled&part=dashboard'),
    staff: () => import('@nourishwell/shared/i18n/catalogues/hi.json?compiled&part=staff'),
  },
};

/** A language's compiled texts for some parts, with English's for the same parts. */
export interface Texts {
  locale: Locale;
  /** What a text the language lacks falls back to. */
  english: Messages;
  /** The language's own (English's, for English). */
  own: Messages;
}

/** Each part is fetched once a page; a failed fetch is tried again next time. */
const fetched = new Map<string, Promise<Messages>>();

function fetchPart(locale: Locale, part: WebPart): Promise<Messages> {
  const key = `${locale}:${part}`;
  let texts = fetched.get(key);
  if (!texts) {
    texts = PARTS[locale][part]().then((module) => module.default);
    texts.catch(() => fetched.delete(key));
    fetched.set(key, texts);
  }
  return texts;
}

let englishSoFar: Messages = englishBase;

/**
 * English as far as this page has loaded it: the base, and every part loaded since (what a
 * text outside an `I18nProvider` is said from: the English public pages, a page's meta).
 */
export const englishAtHand = (): Messages => englishSoFar;

async function partsOf(locale: Locale, parts: readonly WebPart[]): Promise<Messages> {
  const all = await Promise.all(
    [...new Set<WebPart>(['base', ...parts])].map((part) => fetchPart(locale, part)),
  );
  return Object.assign({}, ...all) as Messages;
}

/**
 * A language's texts for the base and `parts`, awaited by a route's `clientLoader` so its
 * screen shows neither a key nor English in a Hindi page. Her language's parts not
 * fetched (offline before they ever were): English, which is then all she has.
 */
export async function loadTexts(locale: Locale, parts: readonly WebPart[]): Promise<Texts> {
  const [english, own] = await Promise.all([
    partsOf('en', parts),
    locale === 'en' ? undefined : partsOf(locale, parts).catch(() => undefined),
  ]);
  englishSoFar = { ...englishSoFar, ...english };
  return own ? { locale, english, own } : { locale: 'en', english, own: english };
}
