import { defineConfig } from 'vitest/config';

// Unit tests of components and helpers; without the React Router plugin, which
// builds the whole app and does not run under Vitest.
export default defineConfig({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['./test/setup.ts'],
  },
});
