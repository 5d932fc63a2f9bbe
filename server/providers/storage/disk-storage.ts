import { createReadStream } from 'node:fs';
import { access, constants, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { CONTENT_TYPES, type ObjectStorage, SAFE_KEY } from './types.ts';

function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key)) throw new Error(`Refusing unsafe storage key: ${key}`);
}

/** Objects as files under DATA_DIR/objects; the content type follows the key's extension. */
export function createDiskStorage(dataDir: string): ObjectStorage {
  const root = resolve(dataDir, 'objects');
  // Folders already made, so a write is one syscall rather than mkdir + write.
  const madeFolders = new Set<string>();
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, key);
  };
  return {
    kind: 'disk',
    async put(key, body) {
      const path = pathOf(key);
      const folder = dirname(path);
      if (!madeFolders.has(folder)) {
        await mkdir(folder, { recursive: true });
        madeFolders.add(folder);
      }
      await writeFile(path, body);
    },
    async get(key) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      const extension = key.split('.').pop() ?? '';
      return {
        body: createReadStream(path),
        size: info.size,
        contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      };
    },
    async has(key) {
      return (await stat(pathOf(key)).catch(() => undefined))?.isFile() ?? false;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}
