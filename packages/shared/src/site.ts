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
