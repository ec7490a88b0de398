import en from './catalogues/en.json' with { type: 'json' };
import hi from './catalogues/hi.json' with { type: 'json' };
import type { Catalogue, Locale } from './locales.ts';

/**
 * Every language's texts, for the server and the catalogue check. The web loads only the
 * parts a page uses (parts.ts), compiled at build time (apps/web/vite/compiled-catalogues.ts).
 */
export const CATALOGUES: Record<Locale, Catalogue> = { en, hi };
