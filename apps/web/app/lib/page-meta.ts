import { hindiPath, type Locale } from '@nourishwell/shared';
import { inBothLanguages } from './i18n/public-paths.ts';

interface PageMetaInput {
  title: string;
  description: string;
  /** The page's English path, for its canonical Open Graph address and its languages. */
  path: string;
  /** The page's language: a Hindi page is the same path under /hi. English by default. */
  locale?: Locale;
}

/**
 * The page in each of its languages, for search engines (`hreflang`); English is the
 * default for any other language. Only for a page that is there in both.
 */
function alternates(path: string) {
  if (!inBothLanguages(path)) return [];
  return [
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: path },
    { tagName: 'link', rel: 'alternate', hrefLang: 'hi', href: hindiPath(path) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: path },
  ] as const;
}

/** Title, description, Open Graph tags and the page's languages for a public page. */
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
    ...alternates(path),
  ];
}
