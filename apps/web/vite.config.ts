import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config.ts';
import { compiledCatalogues } from './vite/compiled-catalogues.ts';

export default defineConfig({
  plugins: [compiledCatalogues(), tailwindcss(), reactRouter(), VitePWA(pwaOptions)],
  // PUBLIC_* variables (links that leave the site) are baked into the prerendered pages.
  envPrefix: ['VITE_', 'PUBLIC_'],
  // Names this build, so the dashboard's saved reads from an older one are not reused.
  define: {
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(
      process.env.VITE_BUILD_ID ?? new Date().toISOString(),
    ),
  },
  server: {
    port: 5173,
    // In development the API runs on its own port; the built app is served by the API.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
