import { performance } from 'node:perf_hooks';
import { loadCases } from './cases/index.ts';
import { loopbackAddress } from './eval/http-client.ts';
import { judgeCase } from './eval/judge-case.ts';
import { formatReport, missedTargets, summarize } from './eval/report.ts';
import { makeReferenceImage, runCase } from './eval/run-case.ts';
import { startEvalApp } from './eval/start-eval-app.ts';

/**
 * `npm run eval [-- --report-only] [-- --only <id or category>]`: every conversation of tests/conversations
 * through the real HTTP API on a fresh in-memory database; exits 1 under the issue #11 targets unless
 * --report-only.
 */
async function main(argv: readonly string[]) {
  const reportOnly = argv.includes('--report-only');
  const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined;
  const cases = loadCases().filter((testCase) => !only || testCase.id === only || testCase.category === only);
  const started = performance.now();
  const app = await startEvalApp();
  try {
    const imageData = await makeReferenceImage();
    const verdicts = [];
    for (const [index, testCase] of cases.entries()) {
      const run = await runCase(app, testCase, { clientAddress: loopbackAddress(index), imageData });
      verdicts.push(judgeCase(testCase, run, app.artists[testCase.artist].bookingUrl));
    }
    console.log(formatReport(verdicts, performance.now() - started));
    const missed = missedTargets(summarize(verdicts));
    if (missed.length === 0) console.log('\nAll targets met.');
    else console.log(`\nTargets missed: ${missed.join('; ')}`);
    return missed.length === 0 || reportOnly ? 0 : 1;
  } finally {
    await app.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
