import { nanoid } from 'nanoid';
import { startBareServer, startBenchServer } from './bench-server.ts';
import { sampleLockWaits } from './lock-waits.ts';
import { measure, printComparison, printRatio } from './measure.ts';
import { quotaCheckP50Ms } from './quota-check.ts';

/**
 * A client's third turn as the browser sends it. Each request is a new session, and the server stores only the
 * client's messages after the last assistant reply it is sent (decision 013, merge-transcript.ts), so the engine
 * reads one client message and a new transcript is inserted: the load below times first turns. Longer
 * transcripts are timed one turn at a time in turnTimeByTranscriptLength.
 */
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

/** Varied client lines for long chats: details, questions, changes of mind, as clients write them. */
const CLIENT_LINES = [
  'I want a geometric wolf head',
  'left inner forearm',
  'about 5 inches',
  'black and grey',
  'budget around $400',
  'do you take walk-ins?',
  'actually maybe a bit bigger, like 6 inches',
  'can the wolf have a moon behind it?',
  'how much is the deposit?',
  'I have a reference, it is a photo of my dog',
  'what are your hours?',
  'could we add some dotwork shading',
  'is it ok if I bring a friend',
];

/**
 * Opens a chat whose next turn reads exactly `length` messages: the server stores the client's messages and
 * its own replies, so each turn adds two, and a first turn of two client messages (a send that failed,
 * then its retry) makes the count even.
 */
async function chatOfLength(url: string, length: number) {
  const sessionId = nanoid();
  const history: Array<{ role: 'user' | 'assistant'; content: string }> = [];
  let line = 0;
  const nextLine = () => CLIENT_LINES[line++ % CLIENT_LINES.length]!;
  const turn = async (count: number) => {
    for (let index = 0; index < count; index++) history.push({ role: 'user', content: nextLine() });
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId, messages: history }),
    });
    if (response.status !== 200) throw new Error(`Consult for the benchmark failed: ${response.status}`);
    history.push({ role: 'assistant', content: ((await response.json()) as { response: string }).response });
  };
  let stored = 0;
  const first = length % 2 === 0 ? 2 : 1;
  return {
    /** The timed turn: the one that reads `length` messages. */
    async timedTurn(): Promise<number> {
      const count = stored === 0 ? first : 1;
      const started = performance.now();
      await turn(count);
      return performance.now() - started;
    },
    async warmUp() {
      while (stored + (stored === 0 ? first : 1) < length) {
        const count = stored === 0 ? first : 1;
        await turn(count);
        stored += count + 1;
      }
    },
  };
}

/**
 * Issue #11: a turn's time against the length of the transcript it reads, one turn at a time. Every turn
 * re-reads and re-writes the stored transcript, so some growth is expected; it must not outgrow the
 * transcript itself (50 messages may cost at most 50 × a one-message turn, and should cost far less).
 */
export async function turnTimeByTranscriptLength(url: string, sessions = 15) {
  const lengths = [1, 10, 25, 50];
  // One whole chat first: the JIT, the caches and every concept mockup of the script are warm for all lengths.
  const warm = await chatOfLength(url, 50);
  await warm.warmUp();
  await warm.timedTurn();
  const p50s: number[] = [];
  for (const length of lengths) {
    const times: number[] = [];
    for (let session = 0; session < sessions; session++) {
      const chat = await chatOfLength(url, length);
      await chat.warmUp();
      times.push(await chat.timedTurn());
    }
    times.sort((a, b) => a - b);
    p50s.push(times[Math.floor(times.length / 2)]!);
  }
  console.log(`  turn time by transcript length (one turn at a time, p50 of ${sessions} chats each):`);
  lengths.forEach((length, index) => {
    const ratio = p50s[index]! / p50s[0]!;
    console.log(
      `    ${String(length).padStart(2)} messages: ${p50s[index]!.toFixed(2)} ms (${ratio.toFixed(2)}× the 1-message turn; transcript ${length}×)`,
    );
  });
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
  // The baseline's round trip is what loopback and this client cost; the rest is the server's own time.
  const serverTime = alone - bareAlone;
  console.log(
    `  one turn at a time (no queueing), p50: Inkdesk ${alone.toFixed(2)} ms, baseline ${bareAlone.toFixed(2)} ms\n` +
      `  targets: p50 ≤ 5 ms of server time per turn (measured ${serverTime.toFixed(2)} ms: ${alone.toFixed(2)} ms round trip ` +
      `less the baseline's ${bareAlone.toFixed(2)} ms; ${inkdesk.p50Ms} ms queued behind 49 others), ` +
      `≥ 300 turns/s (measured ${inkdesk.requestsPerSecond.toFixed(0)})`,
  );

  await turnTimeByTranscriptLength(`${app.url}/api/chat/consult`);
  console.log(
    `  plan quota check per turn (decision 070), p50: ${quotaCheckP50Ms().toFixed(4)} ms in the process, target ≤ 0.2 ms; ` +
      'database round trips added: none (the claim is a CTE of the statement that stores the transcript)',
  );

  await bare.close();
  await app.close();
}
