import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, like, sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { instagramAccounts, instagramMessages } from '../server/db/schema/index.ts';
import { DEMO_ARTIST_ID, seedDemoArtist } from '../server/db/seed.ts';
import { signWebhookBody } from '../server/providers/instagram/signatures.ts';
import { createDiskStorage } from '../server/providers/storage/disk-storage.ts';
import { startBenchApp } from './start-bench-app.ts';

const RATE_PER_SECOND = 200;
const SECONDS = 30;
const CLIENTS = 300;
/** One delivery in this many is sent twice, as Meta redelivers: it must not be stored twice. */
const REDELIVER_EVERY = 50;
const TARGET_P99_MS = 50;
const APP_SECRET = 'bench-webhook-secret';
const ACCOUNT_ID = '17841400000000001';
const LINES = [
  'Hi! How much for a small fine line rose on my wrist?',
  'love your work!!',
  'I want a blackwork wolf on my forearm, about 6 inches, budget $500',
  'can you do a tiny heart behind my ear?',
  'hey',
];

/**
 * Issue #10: signed Instagram webhooks at 200/s for 30 s against the production app (in this process, on a
 * fresh PGlite database, or on the fresh PostgreSQL database DATABASE_URL names) whose demo artist has a
 * connected account. Prints the ack
 * p50/p99, how long the durable queue took to drain after the last ack, and lost/duplicated messages counted
 * from the database. The account has no token, so replies are refused rather than sent: the figures are the
 * ingress, the queue and the consultation engine, not Meta's Send API.
 */
export async function benchWebhooks() {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkdesk-bench-webhooks-'));
  const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await database.migrate();
  const storage = createDiskStorage(dataDir);
  await seedDemoArtist(database.db, storage);
  await database.db
    .insert(instagramAccounts)
    .values({ artistId: DEMO_ARTIST_ID, igUserId: ACCOUNT_ID, username: 'bench.account', isSandbox: true });
  const { url, jobs, close } = await startBenchApp({
    database,
    dataDir,
    env: {
      INSTAGRAM_SANDBOX: 'true',
      INSTAGRAM_APP_SECRET: APP_SECRET,
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
    },
  });
  try {
    const acks: number[] = [];
    let failures = 0;
    // A bounded pool of keep-alive connections, as Meta's senders keep; an error counts, never stops the run.
    const agent = new Agent({ keepAlive: true, maxSockets: 64 });
    const post = async (body: string) => {
      const started = performance.now();
      const status = await postSigned(agent, `${url}/api/webhooks/instagram`, body).catch(() => 0);
      acks.push(performance.now() - started);
      if (status !== 200) failures += 1;
    };
    const total = RATE_PER_SECOND * SECONDS;
    const inFlight: Promise<void>[] = [];
    const startedAt = performance.now();
    for (let index = 0; index < total; index++) {
      // Open-loop pacing: request n leaves at n / rate seconds, whatever the server's answers do.
      const due = startedAt + (index * 1000) / RATE_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const body = deliveryBody(index);
      inFlight.push(post(body));
      if (index % REDELIVER_EVERY === 0) inFlight.push(post(body));
    }
    await Promise.all(inFlight);
    agent.destroy();
    const lastAck = performance.now();
    const sorted = acks.sort((a, b) => a - b);
    const at = (quantile: number) =>
      sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)]!;
    // The acks first: the drain can take long on a busy machine, and they do not depend on it.
    console.log(
      `\nPOST /api/webhooks/instagram, signed, ${RATE_PER_SECOND}/s for ${SECONDS} s (${total} deliveries + ${Math.ceil(total / REDELIVER_EVERY)} redelivered; ${database.kind})`,
    );
    console.log(`  ack p50 ${at(0.5).toFixed(1)} ms   p99 ${at(0.99).toFixed(1)} ms   non-200: ${failures}`);
    console.log(`  target p99 ≤ ${TARGET_P99_MS} ms: ${at(0.99) <= TARGET_P99_MS ? 'met' : 'NOT met'}`);
    await jobs.whenIdle();
    const drainSeconds = (performance.now() - lastAck) / 1000;

    const [counts] = await database.db
      .select({
        stored: sql<number>`count(*)::int`,
        distinctMids: sql<number>`count(distinct ${instagramMessages.mid})::int`,
      })
      .from(instagramMessages)
      .where(and(eq(instagramMessages.author, 'client'), like(instagramMessages.mid, 'bench-%')));
    console.log(`  queue drained ${drainSeconds.toFixed(1)} s after the last ack`);
    console.log(
      `  lost = ${total - counts!.distinctMids}   duplicated = ${counts!.stored - counts!.distinctMids}   (from instagram_messages)`,
    );
  } finally {
    await close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** POSTs a signed delivery over node:http; resolves with the status once the answer is read. */
function postSigned(agent: Agent, target: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(
      target,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-hub-signature-256': signWebhookBody(body, APP_SECRET),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

/** One delivery with one client's DM; clients take turns so threads grow as real ones do. */
function deliveryBody(index: number): string {
  return JSON.stringify({
    object: 'instagram',
    entry: [
      {
        id: ACCOUNT_ID,
        time: Date.now(),
        messaging: [
          {
            sender: { id: String(17841500000000000n + BigInt(index % CLIENTS)) },
            recipient: { id: ACCOUNT_ID },
            timestamp: Date.now(),
            message: { mid: `bench-${index}`, text: LINES[index % LINES.length] },
          },
        ],
      },
    ],
  });
}
