import { defineConfig } from 'vitest/config';
import { compiledCatalogues } from './vite/compiled-catalogues.ts';

// Unit tests of components and helpers; without the React Router plugin, which
// builds the whole app and does not run under Vitest. The catalogues compile as in the app.
export default defineConfig({
  plugins: [compiledCatalogues()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    // Above the 5 s that findBy… and waitFor wait (test/setup.ts), so a screen that never
    // settles fails with Testing Library's account of the page, not a bare timeout.
    testTimeout: 15_000,
    // Both cores (vitest's default leaves one idle on two); the shared project, which runs
    // in the same group, asks for the same (decision 025).
    maxWorkers: 2,
    // One jsdom and one process per worker, not per file: building them for each of the
    // hundred files was two thirds of the web tests' time (80 s → 24 s). test/setup.ts
    // starts each file's modules, document and offline store afresh (decision 025).
    isolate: false,
  },
});
