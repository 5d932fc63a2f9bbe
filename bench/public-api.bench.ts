import { loadavg } from 'node:os';
import { signIn, TestBrowser } from '../tests/fixtures/test-browser.ts';
import { requestJson } from '../tests/fixtures/test-requests.ts';
import { startBenchServer } from './bench-server.ts';
import { SAMPLES, timeAlternately } from './time-requests.ts';

const LEADS = 10_000;
/** The first artist serve-for-bench seeds (tests/fixtures/seed-many-leads.ts). */
const ARTIST = { id: 'bench-artist-1', email: 'bench-artist-1@example.com', name: 'Bench Artist 1' };
/**
 * A key may make 120 calls a minute (decision 077): the run spreads its requests over enough keys to stay under
 * that, so what is timed is the API's answer, limiter and key lookup included, and never a 429.
 */
const KEYS = 3;
/** Issue #13's page target, which the dashboard's page meets: the API's page is held to the same. */
const TARGET_P95_MS = 20;

const loads = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/**
 * Issue #29: `GET /api/v1/leads` with a key at 10,000 leads of one artist, against the same page (25 leads, newest
 * first) read with a session from the dashboard's `GET /api/admin/leads`, one request at a time, the two in turn, on
 * one server (PGlite, or BENCH_DATABASE_URL), and their ratio: what the key lookup, the scope and plan check, the
 * per-key limiter and the keyset cursor cost over a session's read.
 */
export async function benchPublicApi() {
  const app = await startBenchServer({
    BENCH_SEED_LEADS: String(LEADS),
    BENCH_SEED_ARTISTS: '1',
    BENCH_API_ACCESS_ARTIST: ARTIST.id,
  });
  try {
    const browser = new TestBrowser(app.url);
    await signIn(browser, { email: ARTIST.email, name: ARTIST.name });
    const keys: string[] = [];
    for (let index = 0; index < KEYS; index++) {
      const created = await requestJson(app.url, browser, 'POST', '/api/api-keys', {
        name: `Bench ${index + 1}`,
        scopes: ['leads:read'],
      });
      if (created.status !== 201) throw new Error(`Creating an API key failed: ${created.status}`);
      keys.push(created.body.key);
    }
    console.log(
      `\nPublic API, ${LEADS.toLocaleString('en-US')} leads of one artist (${app.databaseKind}), ${SAMPLES} of each, one request at a time, taken in turn; load average ${loads()} (1, 5, 15 min)`,
    );
    console.log(
      `  ${'request'.padEnd(52)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'on the wire'.padStart(14)}`,
    );
    const withKey = (index: number) => ({ authorization: `Bearer ${keys[index % KEYS]}` });
    const rows = [
      {
        name: 'GET /api/admin/leads?pageSize=25 (session)',
        path: '/api/admin/leads?pageSize=25',
        headersOf: () => ({ cookie: browser.cookieHeader }),
      },
      { name: 'GET /api/v1/leads (key, 25 a page)', path: '/api/v1/leads', headersOf: withKey },
    ];
    const [session, key] = await timeAlternately(
      rows.map((row) => ({ url: `${app.url}${row.path}`, headersOf: row.headersOf })),
    );
    for (const [index, result] of [session!, key!].entries()) {
      console.log(
        `  ${rows[index]!.name.padEnd(52)}${`${result.p50.toFixed(1)} ms`.padStart(10)}${`${result.p95.toFixed(1)} ms`.padStart(10)}${`${result.kb.toFixed(1)} KB`.padStart(14)}`,
      );
    }
    console.log(
      `  p95 with a key / with a session: ${(key!.p95 / session!.p95).toFixed(2)}×   target p95 ≤ ${TARGET_P95_MS} ms: ${key!.p95 <= TARGET_P95_MS ? 'met' : 'MISSED'}   load average after: ${loads()}`,
    );
  } finally {
    await app.close();
  }
}
