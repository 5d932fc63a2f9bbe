import pg from 'pg';
import { signIn, TestBrowser } from '../tests/fixtures/test-browser.ts';
import { withDatabase } from '../tests/setup/global-database.ts';
import { startBenchServer } from './bench-server.ts';
import { SAMPLES, timeRequests } from './time-requests.ts';

/** Issue #13: per page of leads, at 10,000 leads of one artist and at 1,000,000 across artists. */
const TARGET_P95_MS = 20;
const TARGET_KB = 50;
const ADMIN_EMAIL = 'bench-admin@example.com';

/** A fresh database on the BENCH_DATABASE_URL server for one seeded app, dropped on close. */
async function scratchDatabase(serverUrl: string, label: string) {
  const name = `inkdesk_bench_pages_${process.pid}_${label.replace(/\W+/g, '_').toLowerCase()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  return {
    url: withDatabase(serverUrl, name),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Pages of one scale: the app seeded with `leads` across `artists`, read by `viewer` (an artist or the admin). */
async function benchScale({
  label,
  leads,
  artists,
  viewer,
  serverUrl,
  paths,
}: {
  label: string;
  leads: number;
  artists: number;
  viewer: 'artist' | 'admin';
  serverUrl: string | undefined;
  paths: Array<[string, string]>;
}) {
  const database = serverUrl ? await scratchDatabase(serverUrl, label) : null;
  const seeding = performance.now();
  const app = await startBenchServer({
    BENCH_SEED_LEADS: String(leads),
    BENCH_SEED_ARTISTS: String(artists),
    ADMIN_EMAILS: ADMIN_EMAIL,
    // Empty: PGlite, even when this process was given a server for the other scale.
    BENCH_DATABASE_URL: database?.url ?? '',
  });
  const seconds = (performance.now() - seeding) / 1000;
  try {
    const browser = new TestBrowser(app.url);
    // The seeded artist's email: signing in links to their account (a verified email, issue #12).
    const email = viewer === 'admin' ? ADMIN_EMAIL : 'bench-artist-1@example.com';
    await signIn(browser, { email, name: viewer === 'admin' ? 'Bench Admin' : 'Bench Artist 1' });
    console.log(
      `\n${label}: ${leads.toLocaleString('en-US')} leads across ${artists} artist(s), as ${viewer === 'admin' ? 'an admin' : 'the artist'} (${app.databaseKind}; seeded and started in ${seconds.toFixed(0)} s), one request at a time`,
    );
    console.log(
      `  ${'request'.padEnd(58)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'on the wire'.padStart(14)}`,
    );
    for (const [name, path] of paths) {
      const result = await timeRequests(`${app.url}${path}`, () => ({ cookie: browser.cookieHeader }));
      if ('failure' in result) {
        console.log(`  ${name.padEnd(58)}  failed: ${result.failure}`);
        continue;
      }
      const isBaseline = path === '/api/auth/user';
      const met = result.p95 <= TARGET_P95_MS && result.kb <= TARGET_KB ? 'met' : 'MISSED';
      console.log(
        `  ${name.padEnd(58)}${`${result.p50.toFixed(1)} ms`.padStart(10)}${`${result.p95.toFixed(1)} ms`.padStart(10)}${`${result.kb.toFixed(1)} KB`.padStart(14)}  ${result.n < SAMPLES ? `(${result.n} samples) ` : ''}${isBaseline ? '' : `target ${met}`}`,
      );
    }
  } finally {
    await app.close();
    await database?.drop();
  }
}

/**
 * Issue #13: GET /api/admin/leads a page at a time, p95 ≤ 20 ms and ≤ 50 KB per page, at 10,000 leads of one
 * artist (PGlite, the embedded default) and at 1,000,000 leads across 50 artists read by an admin (PostgreSQL
 * only: BENCH_DATABASE_URL; PGlite would take many minutes to seed). Bytes are as sent with br/gzip accepted.
 */
export async function benchLeadPages() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  await benchScale({
    label: 'Lead pages, 10k',
    leads: 10_000,
    artists: 1,
    viewer: 'artist',
    serverUrl: undefined,
    paths: [
      ['GET /api/auth/user (baseline: any signed-in request)', '/api/auth/user'],
      ['GET /api/admin/leads (first page)', '/api/admin/leads'],
      ['GET /api/admin/leads?fitScore=high (Leads tab: High)', '/api/admin/leads?fitScore=high&pageSize=20'],
      ['GET /api/admin/leads?page=200 (deep page)', '/api/admin/leads?page=200'],
      ['GET /api/admin/leads?pageSize=100 (the cap)', '/api/admin/leads?pageSize=100'],
    ],
  });
  if (!serverUrl) {
    console.log('\nLead pages, 1M: skipped (set BENCH_DATABASE_URL to a PostgreSQL server to run it)');
    return;
  }
  await benchScale({
    label: 'Lead pages, 1M',
    leads: 1_000_000,
    artists: 50,
    viewer: 'admin',
    serverUrl,
    paths: [
      ['GET /api/auth/user (baseline: any signed-in request)', '/api/auth/user'],
      ['GET /api/admin/leads (first page)', '/api/admin/leads'],
      ['GET /api/admin/leads?status=booked&fitScore=high', '/api/admin/leads?status=booked&fitScore=high'],
      ['GET /api/admin/leads?page=100', '/api/admin/leads?page=100'],
      // A surname in 2.5 % of the leads, a full name in one of 1,600 (under the count cap, and too thin for a
      // walk newest first), a letter in most of them, and a filter under the letter (docs/decisions/009).
      [
        'GET /api/admin/leads/search?q=okafor (Lead Management)',
        '/api/admin/leads/search?q=okafor&pageSize=20',
      ],
      ['GET /api/admin/leads/search?q=maya.okafor', '/api/admin/leads/search?q=maya.okafor&pageSize=20'],
      ['GET /api/admin/leads/search?q=a', '/api/admin/leads/search?q=a&pageSize=20'],
      [
        'GET /api/admin/leads/search?q=a&status=booked',
        '/api/admin/leads/search?q=a&status=booked&pageSize=20',
      ],
    ],
  });
}
