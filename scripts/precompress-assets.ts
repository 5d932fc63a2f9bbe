import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
/** Below this, a compressed copy saves less than the headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes .br and .gz beside each text asset, at maximum compression, once per build; the server sends
 * them to browsers that accept them (@fastify/static `preCompressed`).
 */
export function precompressAssets(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    precompressFile(join(entry.parentPath, entry.name));
  }
}

/** Writes the file's .br and .gz beside it, unless it is too small to gain. */
export function precompressFile(path: string): void {
  const content = readFileSync(path);
  if (content.length < MIN_BYTES) return;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
}
