import { Agent, request } from 'node:http';

const WARM_UP = 5;
/**
 * Of 50 samples the p95 is the third slowest, which one garbage collection moved by 10 ms between runs (a
 * 100-lead PGlite page: 10.0, 20.5 and 10.3 ms in three quiet runs, 10.2 ms over 1,000 requests); of 200 it
 * is the tenth, and stays within a millisecond or two of the long-run figure.
 */
export const SAMPLES = 200;
/** A list that takes seconds per call is sampled only this often. */
const SLOW_SAMPLES = 3;
const SLOW_MS = 2_000;

interface Sample {
  ms: number;
  bytes: number;
}

/** What one request carries: a session's cookie, or an API key (`authorization`). */
export type RequestHeaders = Record<string, string>;

/** One GET as a browser sends it (br/gzip accepted), timed to the last byte; the bytes are what crossed the wire. */
function get(url: string, headers: RequestHeaders, agent: Agent): Promise<Sample & { status: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(
      url,
      { agent, headers: { ...headers, 'accept-encoding': 'br, gzip' }, timeout: 120_000 },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, bytes }),
        );
        response.on('error', reject);
      },
    )
      .on('error', reject)
      .on('timeout', function (this: { destroy(error: Error): void }) {
        this.destroy(new Error('no answer in 120 s'));
      })
      .end();
  });
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)]!;

/**
 * p50/p95 of one request at a time, and the page's size; a failure (any answer but 200) is reported, not thrown.
 * `headersOf(n)` gives the n-th request's headers, so a run can spread itself over several API keys' limits.
 */
export async function timeRequests(url: string, headersOf: (index: number) => RequestHeaders) {
  const agent = new Agent({ keepAlive: true });
  let sent = 0;
  const next = async () => {
    const answer = await get(url, headersOf(sent++), agent);
    if (answer.status !== 200) throw new Error(`HTTP ${answer.status} after ${answer.ms.toFixed(0)} ms`);
    return answer;
  };
  try {
    const first = await next();
    const slow = first.ms > SLOW_MS;
    for (let index = 0; index < (slow ? 0 : WARM_UP); index++) await next();
    const samples: Sample[] = [first];
    for (let index = 1; index < (slow ? SLOW_SAMPLES : SAMPLES); index++) samples.push(await next());
    const times = samples.map((sample) => sample.ms).sort((a, b) => a - b);
    return {
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      kb: first.bytes / 1024,
      n: samples.length,
    };
  } catch (error) {
    return { failure: (error as Error).message };
  } finally {
    agent.destroy();
  }
}

/** One URL and the headers of its n-th request, for timeAlternately. */
export interface Target {
  url: string;
  headersOf: (index: number) => RequestHeaders;
}

/**
 * p50/p95 and page size of each target, their requests taken in turn (one of each, then again), so a change in the
 * machine's load during the run falls on all of them alike and their ratio holds; a non-200 stops the run.
 */
export async function timeAlternately(targets: Target[]) {
  const agent = new Agent({ keepAlive: true });
  const samples: Sample[][] = targets.map(() => []);
  try {
    for (let round = 0; round < WARM_UP + SAMPLES; round++) {
      for (const [index, { url, headersOf }] of targets.entries()) {
        const answer = await get(url, headersOf(round), agent);
        if (answer.status !== 200) throw new Error(`${url}: HTTP ${answer.status}`);
        if (round >= WARM_UP) samples[index]!.push(answer);
      }
    }
  } finally {
    agent.destroy();
  }
  return samples.map((taken) => {
    const times = taken.map((sample) => sample.ms).sort((a, b) => a - b);
    return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), kb: taken[0]!.bytes / 1024 };
  });
}
