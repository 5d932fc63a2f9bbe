import { describe, expect, it } from 'vitest';
import { brief, MARA, MARA_PORTFOLIO } from '../../../../tests/fixtures/test-consultation.ts';
import { extractBrief } from '../extraction/extract-brief.ts';
import { scoreLead } from './score-lead.ts';

const scoreOf = (text: string, artist = MARA) =>
  scoreLead(extractBrief([{ role: 'user', content: text }], artist.specialtyStyles), artist, MARA_PORTFOLIO);

/** Mara with only her listed styles: her bio names fine line, which counts as offered (issue #11). */
const NO_BIO_MARA = { ...MARA, bio: '' };

describe('scoreLead', () => {
  it.each([
    [
      'I want a geometric wolf head on my left forearm, about 5 inches, black only, budget $400, I have refs, next month',
      'high',
      100,
    ],
    ['a dotwork mandala on my sternum, 15cm, 300-500 dollars', 'high', 86],
    ['blackwork moth on my wrist, 30cm, $800', 'high', 82],
    ['geometric wolf head on my left forearm, about 5 inches', 'medium', 63],
    ['tribal band on my upper arm, 20cm, $500', 'medium', 66],
    ['neo trad panther on my thigh, 20cm, $600, whenever', 'low', 52],
    ['watercolor hummingbird on my shoulder, 10cm, $500, I have pics, next month', 'low', 60],
    ["I'm 17, geometric wolf on my forearm, 10cm, $400", 'low', 86],
    ['geometric wolf on my forearm, 10cm, $100', 'low', 66],
    // Issue #11: a studio question is not a design; the time it asks for is only the wanted timing
    // (decision 018), worth the timing points and nothing else.
    ['are you free this weekend?', 'low', 7],
  ])('scores %j as %s (%d/100)', (text, fit, rating) => {
    const score = scoreOf(text);
    expect(score.fitScore).toBe(fit);
    expect(score.detailedRating).toBe(rating);
  });

  it('explains every point: four criteria summing to the rating, within their maximums', () => {
    const { detailedRating, matchBreakdown } = scoreOf(
      'a dotwork mandala on my sternum, 15cm, 300-500 dollars',
    );
    expect(matchBreakdown.criteria.map((criterion) => [criterion.criterion, criterion.maxPoints])).toEqual([
      ['style', 40],
      ['completeness', 25],
      ['budget', 20],
      ['feasibility', 15],
    ]);
    expect(matchBreakdown.criteria.reduce((sum, criterion) => sum + criterion.points, 0)).toBe(
      detailedRating,
    );
    expect(matchBreakdown.criteria.every((criterion) => criterion.points <= criterion.maxPoints)).toBe(true);
    expect(matchBreakdown.criteria[2]?.reason).toBe('Budget $300-500 meets the $200 minimum');
    expect(matchBreakdown.missingFields).toEqual(['color', 'references', 'timing', 'contact']);
  });

  it('makes any hard gate low fit, with the reason', () => {
    const underAge = scoreOf("I'm 17, geometric wolf on my forearm, 10cm, $400");
    expect(underAge.matchBreakdown.gates.map((gate) => gate.kind)).toEqual(['under_age']);
    expect(underAge.matchBreakdown.fitReason).toBe('Low: Client says they are 17; the minimum age is 18.');
    expect(underAge.matchBreakdown.suggestedReply).toContain('18 or older');
    expect(scoreOf('geometric wolf on my forearm, 10cm, $100').matchBreakdown.fitReason).toBe(
      "Low: Budget $100 is below Mara Vale's minimum of $200.",
    );
  });

  it('caps a style close to the artist’s at medium, and makes an unrelated style low', () => {
    const close = scoreOf('tribal band on my upper arm, 20cm, $500, I have refs, next month, black only');
    expect(close.detailedRating).toBeGreaterThanOrEqual(75);
    expect(close.fitScore).toBe('medium');
    expect(close.matchBreakdown.fitReason).toMatch(
      /^Medium at most: Tribal is not one of Mara Vale's styles/,
    );
    // Issue #11: Mara's bio says "fine-line", which makes minimalist (close to watercolor) offered; without it
    // watercolor is unrelated to her styles.
    expect(
      scoreOf('watercolor hummingbird on my shoulder, 10cm, $500, I have pics, next month', NO_BIO_MARA)
        .fitScore,
    ).toBe('low');
  });

  it('loses feasibility points for a size the placement cannot hold', () => {
    const feasibility = scoreOf('blackwork moth on my wrist, 30cm, $800').matchBreakdown.criteria[3];
    expect(feasibility?.points).toBe(0);
    expect(feasibility?.reason).toContain('30 cm is large for the wrist');
  });

  it('measures style and subject similarity to the portfolio', () => {
    expect(scoreOf('geometric wolf on my forearm').matchPercentage).toBe(100);
    expect(scoreOf('geometric lion on my forearm').matchPercentage).toBe(60);
    expect(scoreOf('a wolf on my forearm').matchPercentage).toBe(40);
    expect(scoreOf('watercolor hummingbird').matchPercentage).toBe(0);
  });

  it('falls back to the listed styles when the portfolio is empty', () => {
    const score = (style: 'Geometric' | 'Tribal' | 'Watercolor') =>
      scoreLead(brief({ style }), NO_BIO_MARA, []).matchPercentage;
    expect([score('Geometric'), score('Tribal'), score('Watercolor')]).toEqual([60, 30, 0]);
  });

  it('suggests a reply that asks for what is missing and never invents a price', () => {
    const reply = scoreOf('geometric wolf head on my left forearm, about 5 inches').matchBreakdown
      .suggestedReply;
    expect(reply).toBe(
      'Thanks for reaching out about your geometric wolf head! To put a quote together, could you tell me whether you want color or black and grey and your budget?',
    );
    const complete = scoreLead(
      extractBrief([
        {
          role: 'user',
          content: 'geometric wolf head, left forearm, 5 inches, black only, $400, have refs, next month',
        },
      ]),
      { ...MARA, consultationPrice: null },
      MARA_PORTFOLIO,
    ).matchBreakdown.suggestedReply;
    expect(complete).toBe(
      'Thanks for reaching out about your geometric wolf head! I have everything I need to start. The next step is a consultation. Would you like to set one up?',
    );
  });

  it('is deterministic', () => {
    const text = 'neo trad panther on my thigh, 20cm, $600, whenever';
    expect(scoreOf(text)).toEqual(scoreOf(text));
  });
});
