import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitMessage } from './split-message.ts';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('splitMessage (Send API: 1000 bytes per message)', () => {
  it('keeps a short reply whole', () => {
    expect(splitMessage('  Love it! What size?  ')).toEqual(['Love it! What size?']);
  });

  it('splits a long reply at sentence boundaries', () => {
    const sentence = `${'a'.repeat(398)}. `;
    const parts = splitMessage(sentence.repeat(5));
    expect(parts).toHaveLength(3);
    for (const part of parts) {
      expect(bytes(part)).toBeLessThanOrEqual(1000);
      expect(part.endsWith('.')).toBe(true);
    }
  });

  it('never exceeds the limit and loses no non-space character, emoji included', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', ' ', '.', '🌹', 'é', '!', '\n'), maxLength: 4000 }),
        (text) => {
          const parts = splitMessage(text);
          for (const part of parts) expect(bytes(part)).toBeLessThanOrEqual(1000);
          expect(parts.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
        },
      ),
    );
  });
});
