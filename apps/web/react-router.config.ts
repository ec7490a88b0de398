import type { Config } from '@react-router/dev/config';

/**
 * A single-page app whose public pages are also prerendered to static HTML at build
 * time, so they read without JavaScript (DESIGN §6, §10). Dashboards render in the
 * browser from `__spa-fallback.html`.
 */
export default {
  ssr: false,
  prerender: ['/', '/login', '/404'],
} satisfies Config;
