import { request } from 'node:http';
import autocannon from 'autocannon';
import { startBenchServer } from './bench-server.ts';

const LOAD_CONNECTIONS = 200;
const LOAD_SECONDS = 10;
const PROBE_EVERY_MS = 100;

/** One health check on a new connection (no keep-alive), as a load balancer's probe: its latency in ms. */
function probeOnce(url: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const probe = request(`${url}/api/health`, { agent: false, timeout: 60_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(performance.now() - started));
    });
    probe.on('error', () => resolve(Number.POSITIVE_INFINITY));
    probe.end();
  });
}

/** Probes every PROBE_EVERY_MS until `until` settles; returns every latency. */
async function probeDuring(url: string, until: Promise<unknown>): Promise<number[]> {
  const latencies: Promise<number>[] = [];
  let isDone = false;
  until.finally(() => {
    isDone = true;
  });
  while (!isDone) {
    latencies.push(probeOnce(url));
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  return Promise.all(latencies);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

const describeLatencies = (latencies: number[]) =>
  `p50 ${percentile(latencies, 50).toFixed(1)} ms   p95 ${percentile(latencies, 95).toFixed(1)} ms   max ${Math.max(...latencies).toFixed(1)} ms`;

/**
 * Issue #13 item 4: 200 keep-alive clients with no pauses on a database-backed public endpoint, while a probe
 * opens a new connection for GET /api/health every 100 ms. The baseline is the same probe on the idle server,
 * in the same run.
 */
export async function benchSaturation() {
  const app = await startBenchServer();
  const idle: number[] = [];
  for (let probe = 0; probe < 20; probe++) idle.push(await probeOnce(app.url));

  const load = new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      // In worker threads: the probes below time new connections on this thread's event loop, not the load's.
      {
        url: `${app.url}/api/demo/items`,
        connections: LOAD_CONNECTIONS,
        duration: LOAD_SECONDS,
        workers: 2,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
  const [result, underLoad] = await Promise.all([load, probeDuring(app.url, load)]);
  const shed = result.statusCodeStats?.['503']?.count ?? 0;

  console.log(
    `\nSaturation (${app.databaseKind}): ${LOAD_CONNECTIONS} keep-alive clients on GET /api/demo/items for ${LOAD_SECONDS} s, ` +
      `a new-connection GET /api/health every ${PROBE_EVERY_MS} ms`,
  );
  console.log(`  health check, idle server (baseline)      ${describeLatencies(idle)}`);
  console.log(`  health check, under load                  ${describeLatencies(underLoad)}`);
  console.log(
    `  load: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ` +
      `${result['2xx']} answered 2xx, ${shed} shed with 503, ${result.errors + result.timeouts} errors/timeouts`,
  );
  console.log(
    `  ratio: under load the health check's p95 is ${(percentile(underLoad, 95) / Math.max(percentile(idle, 95), 0.1)).toFixed(1)}× the idle p95`,
  );
  await app.close();
}
