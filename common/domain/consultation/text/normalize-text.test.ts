import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize-text.ts';

describe('normalizeText', () => {
  it('reads keycap emoji as their digits ("im 2️⃣4️⃣" is 24)', () => {
    expect(normalizeText('im 2️⃣4️⃣ 🔟').replace(/\s+/g, ' ').trim()).toBe('im 24 10');
  });

  it('folds curly quotes and the ampersand', () => {
    expect(normalizeText('Mum’s b&g')).toBe("mum's b and g");
  });
});
