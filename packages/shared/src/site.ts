/** Blog articles 1–6, one per BMI band (see calculator.ts); the list page shows two. */
export const BLOG_IDS = [1, 2, 3, 4, 5, 6] as const;

/**
 * Every public page, prerendered to HTML at build time and listed in sitemap.xml.
 * `/resetpassword` is public but private to its link, so it is rendered in the browser
 * and kept out of search engines.
 */
export const PUBLIC_PAGES = [
  '/',
  '/blogs',
  ...BLOG_IDS.map((id) => `/blogs/${id}`),
  '/calculator',
  '/aboutus',
  '/terms',
  '/privacy',
  '/signup',
  '/reachout',
  '/data-concern',
  '/login',
  '/forgotpassword',
] as const;

/**
 * The public pages that also have a Hindi version (issue 33), by their English path; the
 * Hindi one is the same path under /hi (`/` is `/hi/`). The rest follow page by page.
 * `/resetpassword` is among them though not prerendered (see PUBLIC_PAGES): the emailed
 * link's page, rendered in the browser in either language.
 */
export const HINDI_PAGES = [
  '/',
  '/blogs',
  ...BLOG_IDS.map((id) => `/blogs/${id}` as const),
  '/calculator',
  '/aboutus',
  '/login',
  '/signup',
  '/reachout',
  '/forgotpassword',
  '/resetpassword',
  '/terms',
  '/privacy',
  '/data-concern',
] as const satisfies readonly ((typeof PUBLIC_PAGES)[number] | '/resetpassword')[];

/** A page's Hindi address: '/' is '/hi/', '/calculator' is '/hi/calculator'. */
export const hindiPath = (page: string) => (page === '/' ? '/hi/' : `/hi${page}`);

/** A page's address in a language: its Hindi one when it has one, else the English page. */
export const pathIn = (locale: string, page: string) =>
  locale === 'hi' && (HINDI_PAGES as readonly string[]).includes(page) ? hindiPath(page) : page;

/** A page's English address, from either of its addresses ('/hi/calculator' → '/calculator'). */
export function englishPathOf(pathname: string): string {
  if (pathname !== '/hi' && !pathname.startsWith('/hi/')) return pathname;
  return pathname.slice('/hi'.length).replace(/^$/, '/');
}

/**
 * A public page's versions for search engines (`hreflang`), by its English path: English,
 * Hindi, and English as the default for any other language; none for a page in English
 * only. Paths, not addresses: the server makes them absolute from APP_URL, since search
 * engines ignore relative ones and a prerendered page cannot know where it is served.
 */
export function languageVersions(page: string): { hreflang: string; path: string }[] {
  if (!(HINDI_PAGES as readonly string[]).includes(page)) return [];
  return [
    { hreflang: 'en', path: page },
    { hreflang: 'hi', path: hindiPath(page) },
    { hreflang: 'x-default', path: page },
  ];
}

/** The Hindi pages as prerendered (the folders of build/client: /hi, /hi/calculator). */
export const HINDI_PUBLIC_PAGES = HINDI_PAGES.filter((page) =>
  (PUBLIC_PAGES as readonly string[]).includes(page),
).map((page) => hindiPath(page).replace(/\/$/, ''));
