import { nanoid } from 'nanoid';
import { startBareServer, startBenchServer } from './bench-server.ts';
import { sampleLockWaits } from './lock-waits.ts';
import { measure, printComparison, printRatio } from './measure.ts';

/** A client's third turn: the engine reads the whole conversation, and the transcript is upserted. */
const conversation = [
  { role: 'user', content: 'I want a geometric wolf head' },
  { role: 'assistant', content: 'A geometric wolf head, great choice! Where on your body would it go?' },
  { role: 'user', content: 'left inner forearm, about 5 inches, black and grey, budget around $400' },
];

/** The median time of one turn when nothing else is queued: the server's own time plus loopback. */
async function sequentialP50(url: string, body: () => string, turns = 300): Promise<number> {
  const times: number[] = [];
  for (let turn = 0; turn < turns; turn++) {
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(),
    });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/**
 * POST /api/chat/consult with the built-in engine at 50 connections, each request a new chat session so
 * every turn inserts a transcript and its analytics events. Baseline: bare node:http with the same answer.
 */
export async function benchConsult() {
  const app = await startBenchServer();
  const body = () => JSON.stringify({ sessionId: nanoid(), messages: conversation });
  const sample = await fetch(`${app.url}/api/chat/consult`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body(),
  });
  if (sample.status !== 200) throw new Error(`Consult for the benchmark failed: ${sample.status}`);
  const bare = await startBareServer(await sample.text());

  const load = {
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body,
    connections: 50,
  };
  const baseline = await measure({ url: bare.url, ...load });
  // On PostgreSQL, how often turns queue on a row lock (issue #13: the day's analytics counter).
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const lockWaits = databaseUrl ? await sampleLockWaits(databaseUrl) : null;
  const inkdesk = await measure({ url: `${app.url}/api/chat/consult`, ...load });
  const lockReport = await lockWaits?.stop();
  printComparison(`POST /api/chat/consult, built-in engine (${app.databaseKind}), 50 connections, 8 s each`, [
    ['bare node:http, same answer (baseline)', baseline],
    ['Inkdesk consult turn', inkdesk],
  ]);
  printRatio('Inkdesk', inkdesk, baseline);
  if (lockReport) console.log(`  row locks during the Inkdesk load: ${lockReport}`);
  const alone = await sequentialP50(`${app.url}/api/chat/consult`, body);
  const bareAlone = await sequentialP50(bare.url, body);
  console.log(
    `  one turn at a time (no queueing), p50: Inkdesk ${alone.toFixed(2)} ms, baseline ${bareAlone.toFixed(2)} ms\n` +
      `  targets: p50 ≤ 5 ms per turn (measured ${alone.toFixed(2)} ms alone, ${inkdesk.p50Ms} ms queued behind 49 others), ` +
      `≥ 300 turns/s (measured ${inkdesk.requestsPerSecond.toFixed(0)})`,
  );

  await bare.close();
  await app.close();
}
