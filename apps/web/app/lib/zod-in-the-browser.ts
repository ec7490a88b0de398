import { z } from 'zod';

/**
 * Zod compiles object schemas with `new Function` when it may. Our CSP forbids that in the
 * browser, so zod's probe for it only reported a CSP violation on every page with a schema
 * (Lighthouse best practices). Turned off before any schema is built: this module is
 * imported first by the app's root and by the islands runtime.
 */
z.config({ jitless: true });
