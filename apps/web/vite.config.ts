import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // PUBLIC_* variables (links that leave the site) are baked into the prerendered pages.
  envPrefix: ['VITE_', 'PUBLIC_'],
  server: {
    port: 5173,
    // In development the API runs on its own port; the built app is served by the API.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
