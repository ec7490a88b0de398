import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { writeStaticPages } from './static-pages.ts';
import { compiledCatalogues } from './vite/compiled-catalogues.ts';

const islandsDir = path.resolve(import.meta.dirname, 'app/islands');
const clientDir = path.resolve(import.meta.dirname, 'build/client');

/** Once the islands are written, the public pages are made static and pointed at them. */
function staticPages(): Plugin {
  return {
    name: 'nourishwell-static-pages',
    writeBundle(_options, bundle) {
      const runtime = Object.values(bundle).find(
        (chunk) => chunk.type === 'chunk' && chunk.isEntry,
      );
      if (!runtime) throw new Error('the islands build wrote no runtime');
      writeStaticPages(clientDir, `/${runtime.fileName}`);
    },
  };
}

/**
 * The second build of `npm run build` (decision 022), after React Router's: the islands
 * of the static public pages. The same components as the app, with 'react' answered by
 * Preact's compatibility layer and 'react-router' by plain links. Runs on the app's
 * production build only; `npm run dev` serves the public pages as the React app.
 */
export default defineConfig({
  envPrefix: ['VITE_', 'PUBLIC_'],
  define: {
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(process.env.VITE_BUILD_ID ?? 'islands'),
  },
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react-router$/, replacement: path.join(islandsDir, 'router-links.tsx') },
    ],
  },
  build: {
    outDir: clientDir,
    emptyOutDir: false,
    copyPublicDir: false,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { islands: path.join(islandsDir, 'runtime.ts') },
      // TanStack Query's "use client" markers mean nothing here (api.ts imports it for the
      // app; islands use none of it).
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      output: {
        entryFileNames: 'islands/[name]-[hash].js',
        chunkFileNames: 'islands/[name]-[hash].js',
        assetFileNames: 'islands/[name]-[hash][extname]',
      },
    },
  },
  // The shared dialog parts say their words through the catalogue, compiled as in the app.
  plugins: [compiledCatalogues(), staticPages()],
});
