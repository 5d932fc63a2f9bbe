import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTokenCipher } from './token-cipher.ts';

describe('token cipher', () => {
  const cipher = createTokenCipher(randomBytes(32));

  it('round-trips any token and never stores it in clear', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (token) => {
        const stored = cipher.encrypt(token);
        expect(stored).not.toContain(token.length > 3 ? token : '\u0000never');
        expect(cipher.decrypt(stored)).toBe(token);
      }),
    );
  });

  it('refuses a stored value altered by one character, or read with another key', () => {
    const stored = cipher.encrypt('IGQVJ-long-lived-token');
    const last = stored.at(-1) === 'A' ? 'B' : 'A';
    expect(() => cipher.decrypt(`${stored.slice(0, -1)}${last}`)).toThrow();
    expect(() => createTokenCipher(randomBytes(32)).decrypt(stored)).toThrow();
    expect(() => createTokenCipher(randomBytes(16))).toThrow(/32 bytes/);
  });
});
