import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Encrypts secrets at rest (Instagram tokens, issue #10; webhook signing secrets, decision 079): AES-256-GCM, a
 * fresh 96-bit IV each.
 */
export interface TokenCipher {
  encrypt(plainText: string): string;
  /** Throws when the stored value was altered or encrypted under another key. */
  decrypt(stored: string): string;
}

const VERSION = 'v1';

/** Stored as `v1.<iv>.<auth tag>.<ciphertext>`, each base64url; the version leaves room to rotate keys. */
export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('The token encryption key must be 32 bytes');
  return {
    encrypt(plainText) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const cipherText = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), cipherText]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(stored) {
      const [version, iv, tag, cipherText] = stored.split('.');
      if (version !== VERSION || !iv || !tag || cipherText === undefined) {
        throw new Error('Not an encrypted token');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(cipherText, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
