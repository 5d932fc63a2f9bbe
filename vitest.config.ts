import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Unit and integration tests sit beside the code. Server tests run in Node with one database per worker
 * (tests/setup/test-database.ts); client tests run in jsdom. A stray console.error fails any test.
 */
export default defineConfig({
  test: {
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    globalSetup: ['tests/setup/global-database.ts'],
    // Vitest's default is one worker fewer than the cores: a single worker on CI's two cores, while a test
    // file spends much of its time waiting on PostgreSQL. Two workers there keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Test files of one worker share its module cache instead of importing the whole app again each (decision
    // 048: imports were a quarter of the suite's time). Each file still builds its own app, database and clock;
    // nothing in the product keeps state in a module between apps, and no test mocks a module.
    isolate: false,
    // Worker threads, not forked processes: the same 4,390 tests ran in 390 s against 418 s, with 6 % less CPU
    // (decision 076). Nothing in a test changes the process's directory or exits it.
    pool: 'threads',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          // tests/ holds the suites that span the app (tenant isolation, malformed requests); tests/e2e is
          // Playwright's (*.spec.ts), never Vitest's.
          include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/e2e/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/testing-library-timeouts.ts'],
        },
      },
    ],
  },
});
