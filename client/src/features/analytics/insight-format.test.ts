import { describe, expect, it } from 'vitest';
import { formatDuration, formatShare } from './insight-format.ts';

describe('insight formats', () => {
  it('says a wait in the unit people use for it', () => {
    expect(formatDuration(null)).toBe('–');
    expect(formatDuration(6.4)).toBe('6 s');
    expect(formatDuration(210)).toBe('3.5 min');
    expect(formatDuration(3600)).toBe('1 h');
    expect(formatDuration(6480)).toBe('1.8 h');
    expect(formatDuration(129_600)).toBe('1.5 days');
  });

  it('shows a share of nothing as a dash', () => {
    expect(formatShare(1, 3)).toBe('33%');
    expect(formatShare(0, 0)).toBe('–');
  });
});
