import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** The server process's CPU time (user + system) per request, when `serverPid` was given. */
  serverCpuMicrosPerRequest?: number;
}

export interface Load {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Builds each request's body, so every request can differ (e.g. a fresh chat session). */
  body?: () => string;
  connections?: number;
  seconds?: number;
  /** The server's process id: its CPU time per request is read from /proc, which the machine's load barely moves. */
  serverPid?: number;
}

/** Loads one URL from this process over loopback for a fixed time, with bounded connections. */
export async function measure({
  url,
  method = 'GET',
  headers = {},
  body,
  connections = 10,
  seconds = 8,
  serverPid,
}: Load) {
  const options = {
    url,
    method,
    headers,
    connections,
    ...(body ? { requests: [{ setupRequest: (request: object) => ({ ...request, body: body() }) }] } : {}),
  };
  // A short warm-up so JIT and caches are settled before the measured run.
  await autocannon({ ...options, duration: 2 });
  const cpuBefore = serverPid ? cpuSecondsOf(serverPid) : 0;
  const result = await autocannon({ ...options, duration: seconds });
  const cpuSeconds = serverPid ? cpuSecondsOf(serverPid) - cpuBefore : 0;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    ...(serverPid ? { serverCpuMicrosPerRequest: (cpuSeconds * 1e6) / result.requests.total } : {}),
  } satisfies Measurement;
}

/** utime + stime of a process (fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 1/100 s on Linux). */
function cpuSecondsOf(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces, so fields are counted from after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export function printComparison(title: string, rows: Array<[string, Measurement]>) {
  console.log(`\n${title}`);
  for (const [name, m] of rows) {
    console.log(
      `  ${name.padEnd(40)} ${m.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${String(m.p50Ms).padStart(4)} ms   p99 ${String(m.p99Ms).padStart(4)} ms${m.serverCpuMicrosPerRequest ? `   server CPU ${m.serverCpuMicrosPerRequest.toFixed(0)} µs/request` : ''}${m.non2xx ? `   (${m.non2xx} non-2xx!)` : ''}`,
    );
  }
}

/** "Inkdesk serves 0.123× the baseline's req/s; its p50 is 3.0× the baseline's". */
export function printRatio(subject: string, measured: Measurement, baseline: Measurement) {
  console.log(
    `  ratio: ${subject} serves ${(measured.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)}× the baseline's req/s; ` +
      `p50 ${(measured.p50Ms / Math.max(baseline.p50Ms, 1)).toFixed(1)}×, p99 ${(measured.p99Ms / Math.max(baseline.p99Ms, 1)).toFixed(1)}× the baseline's`,
  );
}
