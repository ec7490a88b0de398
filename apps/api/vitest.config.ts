import { configDefaults, defineConfig } from 'vitest/config';

/** API tests run on PGlite by default, and on PostgreSQL when API_TEST_DATABASE=postgres. */
const target = process.env.API_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

export default defineConfig({
  test: {
    name: `api-${target}`,
    include: ['test/**/*.test.ts'],
    // The architecture checks read the source files and lint them, not the database: they
    // run once, in the PGlite run.
    exclude: [
      ...configDefaults.exclude,
      ...(target === 'postgres' ? ['test/architecture/**'] : []),
    ],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One module graph per worker, not one per file: importing the app for each of the 112
    // files cost 190 s of a 600 s PGlite run; each file still builds its own app on its own
    // database, and nothing in the suite keeps state in a module (decision 025).
    isolate: false,
    // Vitest's default is one worker fewer than the cores: one on CI's two. PGlite runs in
    // the worker's own process, so a second worker uses the core that sat idle. On
    // PostgreSQL one worker kept about one core busy, server included: two took the run from
    // 91 s to 55 s (decision 025). The clock sweep, which runs two instants side by side,
    // asks for one each (API_TEST_WORKERS=1).
    maxWorkers: Number(process.env.API_TEST_WORKERS ?? 2),
    // Vitest runs projects with different worker counts only in separate groups: the API
    // files run after the shared and web ones when `npm test` runs them in one call.
    sequence: { groupOrder: 1 },
  },
});
