import { englishPathOf, HINDI_PAGES, hindiPath, type Locale } from '@nourishwell/shared';

export { englishPathOf };

/** The language of a public page by its address: Hindi under /hi, English elsewhere. */
export const localeOfPath = (pathname: string): Locale =>
  pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en';

const hasHindi = (page: string) => (HINDI_PAGES as readonly string[]).includes(page);

/**
 * Where a link of the public pages leads in a language: its Hindi page when there is one
 * ('/#package' → '/hi/#package'), else the English page (not every page is in Hindi yet).
 */
export function linkIn(locale: Locale, to: string): string {
  if (locale === 'en') return to;
  const [page = '/', hash] = to.split('#');
  if (!hasHindi(page)) return to;
  return hash === undefined ? hindiPath(page) : `${hindiPath(page)}#${hash}`;
}

/**
 * The other language's address of the page at `pathname`: its Hindi version, or the Hindi
 * home when the page has none yet; from a Hindi page, its English one.
 */
export function otherLanguagePath(pathname: string): string {
  if (localeOfPath(pathname) === 'hi') return englishPathOf(pathname);
  const page = pathname.replace(/(.)\/$/, '$1');
  return hindiPath(hasHindi(page) ? page : '/');
}
