import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import type { Db } from '../server/db/client.ts';
import { openDatabase } from '../server/db/client.ts';
import { bookingOffers, bookings, conversations, emails, leads } from '../server/db/schema/index.ts';
import { DEMO_ARTIST_ID, seedDemoArtist } from '../server/db/seed.ts';
import { requestPageUrl } from '../server/features/booking/core/request-link.ts';
import { createDiskStorage } from '../server/providers/storage/disk-storage.ts';
import { startBenchApp } from './start-bench-app.ts';

const CLIENTS = 200;
const SLOTS = 20;
const REMINDERS = 10_000;
const BATCH = 500;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const LINK_SECRET = 'bench-request-link-secret-0123456789abcdef';

/**
 * Issue #14: 200 clients pick at once among 20 offered slots (10 per slot) on the production app (in this
 * process, on a fresh PGlite database, or on the PostgreSQL database DATABASE_URL names). Prints bookings made
 * and double-booked, both counted from the database, and the pick's p50/p99 against a baseline measured in the
 * same run: the same 200 clients reading their request page at once. Then 10,000 due 'booking-reminder' jobs
 * and how long the queue takes to process them. A shed request (503, decision 025) is asked again after
 * Retry-After, as a client would; its latency counts from the first attempt.
 */
export async function benchBooking() {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkdesk-bench-booking-'));
  const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await database.migrate();
  const db = database.db;
  await seedDemoArtist(db, createDiskStorage(dataDir));
  const { url, jobs, close } = await startBenchApp({
    database,
    dataDir,
    // 200 clients are 200 addresses: the bench is their proxy on loopback and names each in X-Forwarded-For,
    // so the per-IP limit of the request page sees clients, not one load generator.
    env: {
      LOG_LEVEL: 'warn',
      REQUEST_LINK_SECRET: LINK_SECRET,
      TRUST_PROXY: '127.0.0.1',
      ALLOW_LOCAL_SIGNIN: 'true',
    },
  });
  const linkEnv = {
    APP_URL: url,
    DATA_DIR: dataDir,
    REQUEST_LINK_SECRET: LINK_SECRET,
    REQUEST_LINK_PREVIOUS_SECRETS: [],
  };
  try {
    const firstSlot = new Date(Date.now() + 7 * DAY);
    const slotStarts = Array.from(
      { length: SLOTS },
      (_, index) => new Date(firstSlot.getTime() + index * 3 * HOUR),
    );
    const leadIds = await insertLeads(db, CLIENTS, 'racer');
    await insertInBatches(
      leadIds.flatMap((leadId) =>
        slotStarts.map((startsAt) => ({
          artistId: DEMO_ARTIST_ID,
          leadId,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 2 * HOUR),
          sessionKind: 'small' as const,
        })),
      ),
      (rows) => db.insert(bookingOffers).values(rows),
    );
    const pages = await Promise.all(
      leadIds.map(async (leadId) => {
        const pageUrl = await requestPageUrl({ db, env: linkEnv, leadId });
        return `${url}/api/requests/${pageUrl.split('/r/')[1]}`;
      }),
    );
    const offerIds = new Map<string, string>();
    for (const offer of await db.select().from(bookingOffers)) {
      offerIds.set(`${offer.leadId}:${offer.startsAt.toISOString()}`, offer.id);
    }

    const baseline = await timed(pages.map((page, index) => () => call(clientAddress(index), page)));
    const picks = await timed(
      pages.map((page, index) => () => {
        const startsAt = slotStarts[index % SLOTS]!.toISOString();
        const offerId = offerIds.get(`${leadIds[index]}:${startsAt}`)!;
        return call(clientAddress(index), `${page}/booking`, { offerId });
      }),
    );
    const [counts] = await db
      .select({
        made: sql<number>`count(*) filter (where ${bookings.status} = 'confirmed')::int`,
        doubleBooked: sql<number>`(select count(*)::int from ${bookings} a join ${bookings} b
          on a.artist_id = b.artist_id and a.id < b.id and a.status <> 'cancelled' and b.status <> 'cancelled'
          and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at))`,
      })
      .from(bookings);
    const statuses = tally(picks.statuses);
    console.log(
      `\nPOST /api/requests/:token/booking: ${CLIENTS} clients at once for ${SLOTS} slots (${database.kind})`,
    );
    console.log(
      `  answers: ${Object.entries(statuses)
        .map(([status, count]) => `${count}× ${status}`)
        .join(', ')}`,
    );
    console.log(
      `  bookings made = ${counts!.made} (expected ${SLOTS})   double-booked = ${counts!.doubleBooked}   (from bookings)`,
    );
    console.log(
      `  pick p50 ${picks.p50.toFixed(1)} ms   p99 ${picks.p99.toFixed(1)} ms   (503s retried: ${picks.retries})`,
    );
    console.log(
      `  baseline, GET the request page at once: p50 ${baseline.p50.toFixed(1)} ms   p99 ${baseline.p99.toFixed(1)} ms`,
    );
    console.log(`  ratio: pick p99 is ${(picks.p99 / baseline.p99).toFixed(1)}× the page read's p99`);

    await jobs.whenIdle();
    await benchReminders(db, jobs);
  } finally {
    await close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** 10,000 confirmed bookings a day and more ahead, one due reminder each, processed by the app's workers. */
async function benchReminders(db: Db, jobs: Awaited<ReturnType<typeof startBenchApp>>['jobs']) {
  const leadIds = await insertLeads(db, REMINDERS, 'reminded');
  const firstStart = Date.now() + 400 * DAY;
  const booked = await insertInBatches<typeof bookings.$inferInsert, { id: string; startsAt: Date }>(
    leadIds.map((leadId, index) => ({
      artistId: DEMO_ARTIST_ID,
      leadId,
      startsAt: new Date(firstStart + index * HOUR),
      endsAt: new Date(firstStart + index * HOUR + HOUR),
      sessionKind: 'consultation' as const,
      status: 'confirmed' as const,
    })),
    (rows) => db.insert(bookings).values(rows).returning({ id: bookings.id, startsAt: bookings.startsAt }),
  );
  const queuedAt = performance.now();
  for (let index = 0; index < booked.length; index += BATCH) {
    await Promise.all(
      booked.slice(index, index + BATCH).map((booking) =>
        jobs.send('booking-reminder', {
          bookingId: booking.id,
          artistId: DEMO_ARTIST_ID,
          startsAt: booking.startsAt.toISOString(),
          hoursBefore: 24,
        }),
      ),
    );
  }
  const startedAt = performance.now();
  await jobs.whenIdle(['booking-reminder']);
  const seconds = (performance.now() - startedAt) / 1000;
  const [sent] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(emails)
    .where(eq(emails.kind, 'booking-reminder'));
  console.log(`\n'booking-reminder' jobs: ${REMINDERS} due at once`);
  console.log(
    `  queued in ${((startedAt - queuedAt) / 1000).toFixed(1)} s; processed in ${seconds.toFixed(1)} s (${(REMINDERS / seconds).toFixed(0)}/s)`,
  );
  console.log(`  reminder emails queued = ${sent?.count} (expected ${REMINDERS})`);
}

async function insertLeads(db: Db, count: number, prefix: string): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; offset < count; offset += BATCH) {
    const size = Math.min(BATCH, count - offset);
    const saved = await db
      .insert(conversations)
      .values(
        Array.from({ length: size }, () => ({ sessionId: nanoid(), artistId: DEMO_ARTIST_ID, messages: [] })),
      )
      .returning({ id: conversations.id });
    const rows = await db
      .insert(leads)
      .values(
        saved.map((conversation, index) => ({
          artistId: DEMO_ARTIST_ID,
          conversationId: conversation.id,
          email: `${prefix}-${offset + index}@example.com`,
          name: `Client ${offset + index}`,
          fitScore: 'high' as const,
          matchPercentage: 80,
          detailedRating: 80,
          projectSummary: 'A small fine line rose',
          matchBreakdown: {
            criteria: [],
            missingFields: [],
            gates: [],
            fitReason: 'High',
            suggestedReply: 'Hi!',
          },
        })),
      )
      .returning({ id: leads.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

async function insertInBatches<Row, Out>(
  rows: Row[],
  insert: (batch: Row[]) => PromiseLike<Out[] | unknown>,
): Promise<Out[]> {
  const out: Out[] = [];
  for (let index = 0; index < rows.length; index += BATCH) {
    const result = await insert(rows.slice(index, index + BATCH));
    if (Array.isArray(result)) out.push(...(result as Out[]));
  }
  return out;
}

interface CallResult {
  status: number;
  retries: number;
}

/** Client n's own address, as its proxy (the bench) reports it. */
const clientAddress = (index: number) => `10.20.${index >> 8}.${index & 255}`;

/** One client's request; a 503 is asked again after its Retry-After, as the shedding asks (decision 025). */
async function call(address: string, target: string, body?: unknown, retries = 0): Promise<CallResult> {
  const response = await fetch(target, {
    method: body ? 'POST' : 'GET',
    headers: { 'x-forwarded-for': address, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  await response.arrayBuffer();
  if (response.status === 503 && retries < 20) {
    await new Promise((resolve) =>
      setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000),
    );
    return call(address, target, body, retries + 1);
  }
  return { status: response.status, retries };
}

/** Starts every call at once; the latency of each is from its start to its (last) answer. */
async function timed(calls: Array<() => Promise<CallResult>>) {
  const latencies: number[] = [];
  const results = await Promise.all(
    calls.map(async (run) => {
      const started = performance.now();
      const result = await run();
      latencies.push(performance.now() - started);
      return result;
    }),
  );
  const sorted = latencies.sort((a, b) => a - b);
  const at = (quantile: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)]!;
  return {
    p50: at(0.5),
    p99: at(0.99),
    statuses: results.map((result) => result.status),
    retries: results.reduce((sum, result) => sum + result.retries, 0),
  };
}

function tally(values: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
