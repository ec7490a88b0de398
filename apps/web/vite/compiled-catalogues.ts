import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const QUERY = /\.json\?compiled(?:&part=(\w+))?$/;

/** The areas of a part, from the one list the shared package reads too (i18n/parts.json). */
async function areasOf(catalogue: string, part: string, watch: (file: string) => void) {
  const file = path.join(path.dirname(catalogue), '..', 'parts.json');
  watch(file);
  const parts = JSON.parse(await readFile(file, 'utf8')) as Record<string, string[]>;
  const areas = parts[part];
  if (!areas) throw new Error(`No catalogue part "${part}" in ${file}`);
  return new Set(areas);
}

/**
 * `import texts from '…/catalogues/hi.json?compiled&part=dashboard'`: a part of a
 * language's catalogue (its areas, listed in `parts.json`) compiled at build time for
 * Lingui's runtime, so the browser gets no ICU parser and a page only the texts of its
 * part (decision 029). Without `&part`, every text the browser may use. It compiles each
 * text itself, as the shared package's `compileCatalogue` does, because a Vite config
 * loads under Node 22 (the lowest we support), which cannot import a TypeScript file
 * from another package.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'nourishwell-compiled-catalogues',
    enforce: 'pre',
    async load(id) {
      const query = QUERY.exec(id);
      if (!query) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const catalogue = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      const part = query[1];
      const watch = (f: string) => this.addWatchFile(f);
      const areas = part ? await areasOf(file, part, watch) : undefined;
      // The server part's areas (`messages`, `invoicePdf`) are what the server sends: emails,
      // WhatsApp, SMS and PDFs; never the browser's.
      const serverOnly = areas ? undefined : await areasOf(file, 'server', watch);
      const wanted = (key: string) => {
        const area = key.slice(0, key.indexOf('.'));
        return areas ? areas.has(area) : !serverOnly?.has(area);
      };
      const compiled = Object.fromEntries(
        Object.entries(catalogue)
          .filter(([key]) => wanted(key))
          .map(([key, text]) => [key, compileMessage(text)]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
