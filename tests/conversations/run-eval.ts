import { performance } from 'node:perf_hooks';
import { loadCases } from './cases/index.ts';
import { loopbackAddress } from './eval/http-client.ts';
import { judgeCase } from './eval/judge-case.ts';
import { formatReport, missedTargets, summarize } from './eval/report.ts';
import { makeReferenceImage, runCase } from './eval/run-case.ts';
import { runPool } from './eval/run-pool.ts';
import { startEvalApp } from './eval/start-eval-app.ts';

/** Cases in flight at once: enough to keep the app busy while one waits on PGlite, few enough not to be shed. */
const DEFAULT_CONCURRENCY = 8;

/**
 * `npm run eval [-- --report-only] [-- --only <id or category>] [-- --concurrency <n>]`: every conversation of
 * tests/conversations through the real HTTP API on a fresh in-memory database; exits 1 under the issue #11
 * targets unless --report-only.
 */
async function main(argv: readonly string[]) {
  const reportOnly = argv.includes('--report-only');
  const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined;
  const concurrency = argv.includes('--concurrency')
    ? Number(argv[argv.indexOf('--concurrency') + 1])
    : DEFAULT_CONCURRENCY;
  const cases = loadCases().filter((testCase) => !only || testCase.id === only || testCase.category === only);
  const started = performance.now();
  const app = await startEvalApp();
  const startup = performance.now() - started;
  try {
    const imageData = await makeReferenceImage();
    const verdicts = await runPool(cases, concurrency, async (testCase, index) => {
      const run = await runCase(app, testCase, { clientAddress: loopbackAddress(index), imageData });
      return judgeCase(testCase, run, app.artists[testCase.artist].bookingUrl);
    });
    console.log(
      formatReport(verdicts, { totalMs: performance.now() - started, startupMs: startup, concurrency }),
    );
    const missed = missedTargets(summarize(verdicts));
    if (missed.length === 0) console.log('\nAll targets met.');
    else console.log(`\nTargets missed: ${missed.join('; ')}`);
    return missed.length === 0 || reportOnly ? 0 : 1;
  } finally {
    await app.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
