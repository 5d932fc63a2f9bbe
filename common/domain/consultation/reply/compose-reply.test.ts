import { describe, expect, it } from 'vitest';
import { joinList } from './compose-reply.ts';

describe('joinList', () => {
  it('joins a list with the reply language\'s "and" and "or" (issue #11: never an English "and" in Spanish)', () => {
    expect(joinList(['blackwork', 'geometric', 'dotwork'], 'and', 'es')).toBe(
      'blackwork, geometric y dotwork',
    );
    expect(joinList(['blackwork', 'geometric'], 'or', 'pt')).toBe('blackwork ou geometric');
    expect(joinList(['realism', 'portrait'], 'and', null)).toBe('realism and portrait');
    expect(joinList(['japanese'], 'or', 'es')).toBe('japanese');
  });
});
