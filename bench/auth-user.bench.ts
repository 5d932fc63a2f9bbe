import { signIn, TestBrowser } from '../tests/fixtures/test-browser.ts';
import { startBareServer, startBenchServer } from './bench-server.ts';
import { measure, printComparison, printRatio } from './measure.ts';

/**
 * GET /api/auth/user with a signed-in session (cookie → session ⋈ user → JSON) against a bare node:http
 * server returning the same JSON: the ratio is what our stack costs per request.
 */
export async function benchAuthUser() {
  const app = await startBenchServer();
  const browser = new TestBrowser(app.url);
  await signIn(browser, { email: 'bench@example.com', name: 'Ben Chmark' });
  const userResponse = await browser.request('/api/auth/user');
  if (userResponse.status !== 200)
    throw new Error(`Sign-in for the benchmark failed: ${userResponse.status}`);
  const bare = await startBareServer(await userResponse.text());

  const baseline = await measure({ url: bare.url });
  const inkdesk = await measure({
    url: `${app.url}/api/auth/user`,
    headers: { cookie: browser.cookieHeader },
    serverPid: app.pid,
  });
  printComparison(`GET /api/auth/user, signed in (${app.databaseKind}), 10 connections, 8 s each`, [
    ['bare node:http, same JSON (baseline)', baseline],
    ['Inkdesk /api/auth/user', inkdesk],
  ]);
  printRatio('Inkdesk', inkdesk, baseline);

  await bare.close();
  await app.close();
}
