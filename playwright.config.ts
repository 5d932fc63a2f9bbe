import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 5173);
const BASE_URL = `http://localhost:${PORT}`;
/**
 * Issue #14's booking journey pays a deposit: a second app configured for Stripe, pointed at the local fake
 * Stripe (tests/fakes/fake-stripe-server.ts) on the port after it. The other journeys keep the embedded default.
 */
export const STRIPE_APP_PORT = PORT + 1;
const FAKE_STRIPE_PORT = PORT + 2;
/** The shared-state journeys' own server (see SHARED_STATE_JOURNEYS). */
const SHARED_STATE_PORT = PORT + 3;
const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
  STRIPE_PRICE_STARTER: 'price_starter_e2e',
  STRIPE_PRICE_PROFESSIONAL: 'price_professional_e2e',
};
/**
 * The event-loop check of load shedding is off (decision 025): Chromium, the servers and Playwright share CI's
 * two cores, and a starved loop there is the machine, not the app.
 */
const APP_ENV = {
  ADMIN_EMAILS: 'admin@example.com',
  LOG_LEVEL: 'warn',
  LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
  // Every journey's clients come from one address (the loopback), as at a convention booth: the per-IP save limit
  // is raised so a journey never waits out its minute (the limit itself is tested in save-rate-limit.test.ts).
  CHAT_SAVES_PER_IP_PER_MINUTE: '1000',
  // The portfolio journey deletes a sandbox post, as an artist would on Instagram (decision 057).
  INSTAGRAM_SANDBOX_CONTROLS: 'true',
};
const isCi = Boolean(process.env.CI);
/**
 * A migrated PGlite data dir (scripts/make-e2e-pglite-template.ts) each app server starts from, when named:
 * scripts/test.sh makes one per run. Without it a server runs initdb and every migration at its first boot.
 */
const PGLITE_TEMPLATE = process.env.E2E_PGLITE_TEMPLATE;
/** CI's Node 20 lane runs one journey that takes no deposit: the Stripe app and its fake are not started. */
const isDefaultAppOnly = process.env.E2E_DEFAULT_APP_ONLY === '1';

/**
 * Journeys that read or change what every artist shares (the admin's lists, counts and experiments, which steer
 * every chat, and the Outbox whose newest page they read) run one at a time against a server and database of
 * their own; the others each make their own artist and share the default server. The two projects run beside
 * each other on CI's two workers (decisions 048, 076): when the shared-state journeys ran first, alone, one
 * core waited on a single journey for minutes.
 */
const SHARED_STATE_JOURNEYS =
  /(access|admin-[a-z-]+|booking|confirm-email|leads|request-page-deletion)\.spec\.ts$/;

/**
 * Journeys in Debian's Chromium against the production build, served by `npm start`'s server on a
 * throwaway PGlite data dir. They share one server and one database; tests within a file run in order.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  projects: [
    {
      name: 'shared-state',
      testMatch: SHARED_STATE_JOURNEYS,
      workers: 1,
      use: { baseURL: `http://localhost:${SHARED_STATE_PORT}` },
    },
    { name: 'own-artist', testIgnore: SHARED_STATE_JOURNEYS },
  ],
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  // CI's first journey meets a freshly installed Chromium and a cold server on two cores.
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // On CI a failure is read from the log alone: nobody opens a trace there, and recording one (its screencast
    // above all) cost Chromium a quarter of its CPU on every journey (decision 076).
    trace: isCi ? 'off' : 'retain-on-failure',
    screenshot: isCi ? 'off' : 'only-on-failure',
    launchOptions: {
      // Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) through a wrapper that merges the switches below
      // with Playwright's own list of disabled features (Chromium reads one such switch only).
      executablePath: fileURLToPath(new URL('tests/e2e/chromium.sh', import.meta.url)),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Every new window preloads the address bar's suggestion popup, two WebUI pages in a renderer of their
        // own, that no journey ever opens: a fifth of Chromium's CPU across the journeys (decision 076).
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
      ],
    },
  },
  webServer: startedTogether([
    appServer(PORT),
    ...(isDefaultAppOnly ? [] : [appServer(SHARED_STATE_PORT), ...stripeServers()]),
  ]),
});

interface Server {
  command: string;
  /** Answers 200 once the server is ready. */
  readyUrl: string;
  env: Record<string, string>;
}

/**
 * Playwright launches `webServer` entries one at a time and waits for each before the next, so the servers'
 * first boots added up before the first journey (decision 076). Here each is launched with nothing to wait
 * on, and one last entry (tests/e2e/await-servers.ts) waits for all of them together.
 */
function startedTogether(servers: Server[]) {
  return [
    ...servers.map(({ command, env }) => ({ command, env, reuseExistingServer: false })),
    {
      command: `npx tsx tests/e2e/await-servers.ts ${servers.map(({ readyUrl }) => readyUrl).join(' ')}`,
      wait: { stdout: /Every server answers/ },
      // A first boot runs initdb and migrations; on a loaded two-core machine that has taken close to a minute.
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ];
}

/** `npm start`'s built server on the embedded defaults, on a throwaway PGlite data dir of its port. */
function appServer(port: number, env: Record<string, string> = {}): Server {
  const url = `http://localhost:${port}`;
  const dataDir = `.tmp/e2e-data-${port}`;
  const fromTemplate = PGLITE_TEMPLATE
    ? ` && mkdir -p ${dataDir} && cp -a ${PGLITE_TEMPLATE} ${dataDir}/pglite`
    : '';
  return {
    command: `rm -rf ${dataDir}${fromTemplate} && npm run serve`,
    readyUrl: `${url}/api/health`,
    env: { ...APP_ENV, ...env, PORT: String(port), DATA_DIR: dataDir, APP_URL: url },
  };
}

function stripeServers(): Server[] {
  return [
    {
      command: 'npx tsx tests/fakes/fake-stripe-server.ts',
      readyUrl: `http://127.0.0.1:${FAKE_STRIPE_PORT}/health`,
      env: {
        ...STRIPE_KEYS,
        FAKE_STRIPE_PORT: String(FAKE_STRIPE_PORT),
        FAKE_STRIPE_WEBHOOK_URL: `http://localhost:${STRIPE_APP_PORT}/api/webhooks/stripe`,
      },
    },
    appServer(STRIPE_APP_PORT, { ...STRIPE_KEYS, STRIPE_API_URL: `http://127.0.0.1:${FAKE_STRIPE_PORT}` }),
  ];
}
