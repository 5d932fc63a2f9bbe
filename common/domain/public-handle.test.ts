import { describe, expect, it } from 'vitest';
import { firstFreeHandle, publicHandleBase } from './public-handle.ts';

describe('publicHandleBase', () => {
  it.each([
    [{ instagramHandle: 'maravale.ink', artistName: 'Mara Vale Tattoo' }, 'maravale-ink'],
    [{ instagramHandle: null, artistName: 'Mara Vale Tattoo' }, 'mara-vale-tattoo'],
    [{ artistName: 'Zoë Ångström ✦ Ink' }, 'zoe-angstrom-ink'],
    [{ artistName: '★★★' }, 'artist'],
    [{ instagramHandle: '__ink__' }, 'ink'],
  ])('%j → %s', (source, handle) => {
    expect(publicHandleBase(source)).toBe(handle);
  });
});

describe('firstFreeHandle', () => {
  it('adds the first free number when the base is taken', () => {
    expect(firstFreeHandle('ink', new Set())).toBe('ink');
    expect(firstFreeHandle('ink', new Set(['ink', 'ink-2']))).toBe('ink-3');
  });
});
