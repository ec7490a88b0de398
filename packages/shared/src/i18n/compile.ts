import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Catalogue } from './locales.ts';

/**
 * A catalogue compiled for Lingui's runtime: each ICU text parsed once, ahead of use, so
 * the runtime carries no parser. The web compiles at build time (apps/web's catalogue
 * plugin), the server once at start; only they import this file.
 */
export function compileCatalogue(catalogue: Catalogue): Messages {
  const compiled: Messages = {};
  for (const [key, text] of Object.entries(catalogue))
    if (typeof text === 'string') compiled[key] = compileMessage(text);
  return compiled;
}
