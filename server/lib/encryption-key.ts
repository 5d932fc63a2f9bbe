import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Env } from '../env.ts';
import { createTokenCipher, type TokenCipher } from './token-cipher.ts';

/**
 * The key that encrypts secrets at rest: Instagram tokens (decision 016) and webhook signing secrets (decision
 * 079). ENCRYPTION_KEY when set (env.ts checks its length and requires it where real Instagram tokens or a
 * deployment are at stake). Otherwise a key is generated once and kept in DATA_DIR/encryption-key, so secrets
 * survive restarts on one machine; `onGenerated` says so. A fleet must share ENCRYPTION_KEY: a generated key is
 * one instance's alone.
 */
export function resolveEncryptionKey(env: Env, onGenerated: (path: string) => void): Buffer {
  if (env.ENCRYPTION_KEY) return Buffer.from(env.ENCRYPTION_KEY, 'base64');
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

/**
 * A cipher whose key is resolved at its first use, so a server that never stores such a secret never generates a
 * key file.
 */
export function createLazyCipher(resolveKey: () => Buffer): TokenCipher {
  let cipher: TokenCipher | undefined;
  const current = () => {
    cipher ??= createTokenCipher(resolveKey());
    return cipher;
  };
  return {
    encrypt: (plainText) => current().encrypt(plainText),
    decrypt: (stored) => current().decrypt(stored),
  };
}
