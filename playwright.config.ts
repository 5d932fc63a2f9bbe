import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 5173);
const BASE_URL = `http://localhost:${PORT}`;

/**
 * Journeys in Debian's Chromium against the production build, served by `npm start`'s server on a
 * throwaway PGlite data dir. Tests run serially: they share one server and one database.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  // CI's first journey meets a freshly installed Chromium and a cold server on two cores.
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf .tmp/e2e-data-${PORT} && npm run serve`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    // A first boot runs initdb and migrations; on a loaded two-core machine that has taken close to a minute.
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: `.tmp/e2e-data-${PORT}`,
      APP_URL: BASE_URL,
      ADMIN_EMAILS: 'admin@example.com',
      LOG_LEVEL: 'warn',
    },
  },
});
