import type { Config } from '@react-router/dev/config';
import { HINDI_PUBLIC_PAGES, PUBLIC_PAGES } from '@nourishwell/shared';
import { regenerateServiceWorker } from './pwa.config.ts';

/**
 * A single-page app whose public pages are also prerendered to static HTML at build
 * time, so they read without JavaScript (decision 022). Dashboards and the
 * password-reset page render in the browser from `__spa-fallback.html`.
 */
export default {
  ssr: false,
  // The not-found page in each language: /hi/404 answers an unknown address under /hi.
  prerender: [...PUBLIC_PAGES, ...HINDI_PUBLIC_PAGES, '/404', '/hi/404'],
  // The app shell exists only now: the service worker's precache list is made again.
  buildEnd: ({ viteConfig }) => regenerateServiceWorker(viteConfig.plugins),
} satisfies Config;
