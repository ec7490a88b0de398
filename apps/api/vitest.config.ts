import { defineConfig } from 'vitest/config';

/** API tests run on PGlite by default, and on PostgreSQL when API_TEST_DATABASE=postgres. */
const target = process.env.API_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

export default defineConfig({
  test: {
    name: `api-${target}`,
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
