import { defineConfig } from 'vitest/config';

// Each workspace has its own project config; `npm test` runs them all (scripts/test.mjs).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
  },
});
