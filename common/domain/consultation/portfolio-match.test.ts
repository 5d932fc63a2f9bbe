import { describe, expect, it } from 'vitest';
import { MARA_PORTFOLIO } from '../../../tests/fixtures/test-consultation.ts';
import { extractBrief } from './extraction/extract-brief.ts';
import { MAX_PORTFOLIO_MATCHES, matchPortfolio, type PortfolioPiece } from './portfolio-match.ts';

const idsFor = (text: string, showEarly = false, portfolio = MARA_PORTFOLIO) =>
  matchPortfolio(extractBrief([{ role: 'user', content: text }]), portfolio, showEarly).map(
    (image) => image.id,
  );

describe('matchPortfolio', () => {
  it('puts the piece sharing style and subject first, then style, then related styles', () => {
    expect(idsFor('a geometric wolf')).toEqual(['p-wolf', 'p-mandala', 'p-rose', 'p-moth']);
  });

  it('matches by subject alone, whatever the wording', () => {
    expect(idsFor('two koi fish swimming')).toEqual(['p-koi']);
    expect(idsFor('roses 🌹 on my ribs')).toEqual(['p-rose']);
  });

  it('reads a free-text portfolio style through the same synonyms', () => {
    const stippled: PortfolioPiece = { ...MARA_PORTFOLIO[0]!, id: 'p-stip', style: 'stippling', tags: [] };
    expect(idsFor('a dotwork sun', false, [stippled])).toEqual(['p-stip']);
  });

  it('shows nothing before anything matches, unless the style says to show work early', () => {
    expect(idsFor('hi')).toEqual([]);
    expect(idsFor('hi', true)).toEqual(['p-wolf', 'p-mandala', 'p-rose']);
  });

  it('returns the spec §3 chat fields only, and at most six', () => {
    const many = Array.from({ length: 10 }, (_, index) => ({ ...MARA_PORTFOLIO[0]!, id: `wolf-${index}` }));
    const images = matchPortfolio(extractBrief([{ role: 'user', content: 'geometric wolf' }]), many, false);
    expect(images).toHaveLength(MAX_PORTFOLIO_MATCHES);
    expect(Object.keys(images[0]!).sort()).toEqual(['description', 'id', 'imageUrl', 'style', 'title']);
  });
});
