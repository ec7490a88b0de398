import { hindiPath, type Locale } from '@nourishwell/shared';

interface PageMetaInput {
  title: string;
  description: string;
  /**
   * The page's English path, for its Open Graph address. Its languages (`hreflang`) go in
   * the server's `Link` header, with absolute addresses (static-spa.ts).
   */
  path: string;
  /** The page's language: a Hindi page is the same path under /hi. English by default. */
  locale?: Locale;
}

/** Title, description and Open Graph tags for a public page. */
export function pageMeta({ title, description, path, locale = 'en' }: PageMetaInput) {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: 'NourishWell' },
    { property: 'og:url', content: locale === 'hi' ? hindiPath(path) : path },
    { name: 'twitter:card', content: 'summary' },
  ];
}
