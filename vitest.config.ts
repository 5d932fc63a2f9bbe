import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests sit beside the code. Server tests run in Node with one database per worker
 * (tests/setup/test-database.ts); client tests run in jsdom. A stray console.error fails any test.
 */
export default defineConfig({
  test: {
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    globalSetup: ['tests/setup/global-database.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: { name: 'client', include: ['client/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
    ],
  },
});
