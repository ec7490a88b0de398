import { readFile } from 'node:fs/promises';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const SUFFIX = '.json?compiled';
const SERVER_ONLY = 'messages.';

/**
 * `import texts from '…/catalogues/hi.json?compiled'`: a language's catalogue compiled at
 * build time for Lingui's runtime, so the browser gets no ICU parser (decision 029). It
 * compiles each text itself, as the shared package's `compileCatalogue` does, because a
 * Vite config loads under Node 22 (the lowest we support), which cannot import a
 * TypeScript file from another package.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'nourishwell-compiled-catalogues',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -'?compiled'.length);
      this.addWatchFile(file);
      const catalogue = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      // `messages.*` are what the server sends (emails, WhatsApp, SMS): not the browser's.
      const compiled = Object.fromEntries(
        Object.entries(catalogue)
          .filter(([key]) => !key.startsWith(SERVER_ONLY))
          .map(([key, text]) => [key, compileMessage(text)]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
