import { describe, expect, it } from 'vitest';
import { EMPTY_BRIEF } from '../brief.ts';
import { suggestReply } from './suggested-reply.ts';

describe('suggestReply', () => {
  it('offers only a style the artist lists, never one read from the bio (decision 047)', () => {
    const artist = {
      id: 'a',
      name: 'Noor',
      bio: 'Bold lines, some geometric touches',
      specialtyStyles: ['Traditional', 'Geometric'],
      listedStyles: ['Traditional'],
      consultationPrice: null,
    };
    const brief = { ...EMPTY_BRIEF, idea: 'peony', style: 'Minimalist' as const };
    const reply = suggestReply(brief, artist, [{ kind: 'style_not_offered' } as never], []);
    expect(reply).toContain('traditional');
    expect(reply).not.toMatch(/geometric/i);
  });
});
