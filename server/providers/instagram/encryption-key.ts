import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Env } from '../../env.ts';

/**
 * The key that encrypts Instagram tokens. ENCRYPTION_KEY when set (env.ts checks its length and requires it
 * where real tokens or a deployment are at stake, decision 016). Otherwise a key is generated once and kept in
 * DATA_DIR/encryption-key, so tokens survive restarts on a developer's machine; `onGenerated` says so.
 * Undefined when Instagram is off: no token can be stored.
 */
export function resolveEncryptionKey(env: Env, onGenerated: (path: string) => void): Buffer | undefined {
  if (env.ENCRYPTION_KEY) return Buffer.from(env.ENCRYPTION_KEY, 'base64');
  if (env.instagramMode === 'off') return undefined;
  const path = resolve(join(env.DATA_DIR, 'encryption-key'));
  if (existsSync(path)) {
    const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
    if (key.length !== 32)
      throw new Error(`${path} does not hold a 32-byte base64 key; delete it to make a new one`);
    return key;
  }
  const key = randomBytes(32);
  mkdirSync(env.DATA_DIR, { recursive: true });
  writeFileSync(path, `${key.toString('base64')}\n`, { mode: 0o600 });
  onGenerated(path);
  return key;
}
