import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { WIDGET_LOADER_FILE } from '../server/lib/client-hosting.ts';

const LOADER = resolve(import.meta.dirname, '../dist/client', WIDGET_LOADER_FILE);
/** Issue #28 item 6: what a site's visitors load before they open the chat (decision 074). */
export const WIDGET_BUDGET_KB_GZIP = 10;

/** The loader's raw and gzip bytes (level 9, as initial-js.ts counts), before any chat is opened. */
export function widgetLoaderBytes(path = LOADER): { raw: number; gzip: number } {
  const content = readFileSync(path);
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

/**
 * `npm run bench -- widget`: the website widget's initial bytes. Before opening, a page with the tag loads the
 * loader alone (no iframe, no chat bundle: tests/e2e/widget.spec.ts checks), so its size is the whole cost.
 */
export async function benchWidget() {
  if (!existsSync(LOADER)) throw new Error(`No ${LOADER}: run \`npm run build\` first.`);
  const { raw, gzip } = widgetLoaderBytes();
  const line = (label: string, value: string, target = '') =>
    console.log(`  ${label.padEnd(18)} ${value.padStart(10)}   ${target}`);
  console.log(`\nWebsite widget loader (/${WIDGET_LOADER_FILE}), initial bytes before the chat opens`);
  line('raw', `${(raw / 1024).toFixed(2)} KB`, `${raw} bytes`);
  line('gzip', `${(gzip / 1024).toFixed(2)} KB`, `${gzip} bytes, budget ≤ ${WIDGET_BUDGET_KB_GZIP} KB`);
  if (gzip > WIDGET_BUDGET_KB_GZIP * 1024) throw new Error('The widget loader is over its 10 KB gzip budget');
}
