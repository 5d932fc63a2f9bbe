import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The size of the scripts a page loaded, in KB after gzip (level 9), counted file by file as a browser
 * fetches them. `scriptPaths` are URL paths (/assets/…) into the built client.
 */
export function scriptsKbGzip(clientDir: string, scriptPaths: string[]): number {
  const bytes = scriptPaths.reduce(
    (total, path) => total + gzipSync(readFileSync(join(clientDir, path)), { level: 9 }).length,
    0,
  );
  return bytes / 1024;
}
