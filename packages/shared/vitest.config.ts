import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts'],
    // As the web project, with which it runs in one group (decision 025).
    maxWorkers: 2,
  },
});
