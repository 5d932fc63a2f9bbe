import { setTimeout as delay } from 'node:timers/promises';

/**
 * Playwright starts its `webServer` entries one after another, each waited for before the next is launched, so
 * the servers' first boots (initdb, then every migration on an empty PGlite) added up before the first journey
 * (decision 076). playwright.config.ts launches them with no URL to wait on, and this last entry waits for all
 * their health URLs at once, then stays up (a webServer that exits fails the run) until Playwright stops it.
 */
const urls = process.argv.slice(2);
const POLL_MS = 100;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function awaitUrl(url: string) {
  while (!(await answers(url))) await delay(POLL_MS);
}

await Promise.all(urls.map(awaitUrl));
console.log(`Every server answers: ${urls.join(' ')}`);
setInterval(() => {}, 2 ** 30);
