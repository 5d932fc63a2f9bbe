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
    // A character inside the encoding, not the last: the last base64 character may carry only padding bits,
    // so changing it can leave the bytes as they were.
    let at = Math.floor(stored.length / 2);
    while (!/[A-Za-z0-9]/.test(stored[at]!)) at++;
    const altered = `${stored.slice(0, at)}${stored[at] === 'A' ? 'B' : 'A'}${stored.slice(at + 1)}`;
    expect(() => cipher.decrypt(altered)).toThrow();
    expect(() => createTokenCipher(randomBytes(32)).decrypt(stored)).toThrow();
    expect(() => createTokenCipher(randomBytes(16))).toThrow(/32 bytes/);
  });
});
