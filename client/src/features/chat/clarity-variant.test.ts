import { describe, expect, it } from 'vitest';
import { clarityBadgeVariant } from './clarity-variant.ts';

describe('clarityBadgeVariant', () => {
  it.each([
    [0, 'outline'],
    [39, 'outline'],
    [40, 'secondary'],
    [69, 'secondary'],
    [70, 'default'],
    [100, 'default'],
  ] as const)('%i → %s', (score, variant) => {
    expect(clarityBadgeVariant(score)).toBe(variant);
  });
});
