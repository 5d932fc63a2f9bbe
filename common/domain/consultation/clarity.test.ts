import { describe, expect, it } from 'vitest';
import { brief } from '../../../tests/fixtures/test-consultation.ts';
import { clarityScore } from './clarity.ts';
import { extractBrief } from './extraction/extract-brief.ts';

const clarityOf = (text: string) => clarityScore(extractBrief([{ role: 'user', content: text }]));

describe('clarityScore', () => {
  it('is 0 for an empty brief and 100 for a complete one', () => {
    expect(clarityScore(brief({}))).toBe(0);
    expect(
      clarityScore(
        brief({
          idea: 'wolf head',
          style: 'Geometric',
          placement: { area: 'forearm' },
          size: { text: '10 cm', cm: 10 },
          colorMode: 'black_and_grey',
          budget: { min: 400, max: 400, currency: 'USD', text: '$400' },
          hasReferences: true,
          timing: 'next month',
        }),
      ),
    ).toBe(100);
  });

  it('makes idea, style, placement and size together exactly ready to save', () => {
    expect(clarityOf('a geometric wolf head on my forearm, 10cm')).toBe(70);
  });

  it.each([
    'are you free this weekend?',
    'hi!',
    'how much do you charge?',
    'I want a tattoo',
    'do you do cover ups?',
  ])('keeps the vague message %j below 40', (text) => {
    expect(clarityOf(text)).toBeLessThan(40);
  });

  it('weighs the core fields above budget, and budget above references and timing', () => {
    const idea = clarityScore(brief({ idea: 'wolf' }));
    const budget = clarityScore(brief({ budget: { max: 400, currency: null, text: 'up to 400' } }));
    const timing = clarityScore(brief({ timing: 'next month' }));
    const references = clarityScore(brief({ hasReferences: false }));
    expect(idea).toBeGreaterThan(budget);
    expect(budget).toBeGreaterThan(timing);
    expect(timing).toBe(references);
  });

  it('gives half credit to a vague size and to an open budget, whole credit to a style or size left to the artist', () => {
    const exact = clarityScore(brief({ size: { text: '10 cm', cm: 10 } }));
    expect(clarityScore(brief({ size: { text: 'small', cm: 6, isVague: true } }))).toBe(exact / 2);
    // A thing to picture the size by, with no figure the engine knows (fresh-2026-11u).
    expect(clarityScore(brief({ size: { text: 'size of a welsh cake', isVague: true } }))).toBe(exact);
    expect(clarityScore(brief({ deferredFields: ['size'] }))).toBe(exact);
    expect(clarityScore(brief({ deferredFields: ['style'] }))).toBe(
      clarityScore(brief({ style: 'Geometric' })),
    );
    const budget = clarityScore(brief({ budget: { min: 300, max: 300, text: '$300', currency: 'USD' } }));
    expect(clarityScore(brief({ deferredFields: ['budget'] }))).toBe(budget / 2);
  });
});
