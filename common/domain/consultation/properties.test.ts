import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARA, MARA_PORTFOLIO } from '../../../tests/fixtures/test-consultation.ts';
import { MAX_CHAT_MESSAGE_CHARS } from '../../contracts/chat.ts';
import { BRIEF_FIELDS, hasField } from './brief.ts';
import { clarityScore } from './clarity.ts';
import { extractBrief } from './extraction/extract-brief.ts';
import { extractMessage } from './extraction/extract-message.ts';
import { runConsultation } from './run-consultation.ts';
import { scoreLead } from './scoring/score-lead.ts';

/** Words, numbers, symbols and emoji the parsers react to, to reach deeper than random text does. */
const TATTOO_TALK = [
  "I'm",
  '17',
  'turning',
  'geometric',
  'neo',
  'trad',
  'wolf',
  'on',
  'my',
  'left',
  'inner',
  'forearm',
  'behind',
  'the',
  'ear',
  'back',
  'of',
  'hand',
  '3-4',
  'inches',
  '10',
  'x',
  '15',
  'cm',
  'palm-sized',
  'half',
  'sleeve',
  '$',
  '€',
  '1.5k',
  'up',
  'to',
  '300-500',
  'bucks',
  'whatever',
  'it',
  'costs',
  'not',
  'no',
  'colour',
  'black',
  'and',
  'grey',
  'cover',
  'up',
  'next',
  'month',
  'in',
  '2',
  'weeks',
  'may',
  'a@b.co',
  '+44 7700 900123',
  'https://x.y',
  '?',
  '!',
  ',',
  '.',
  '~',
  '"',
  "'",
  '-',
  '🐺',
  '❤️',
  '\u0000',
  '\ud800',
  'constructor',
  '__proto__',
];

const tattooTalk = fc
  .array(fc.constantFrom(...TATTOO_TALK), { maxLength: 40 })
  .map((words) => words.join(' '));
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.string({ maxLength: 400 }),
  tattooTalk,
);
const message = fc.record({
  role: fc.constantFrom('user' as const, 'assistant' as const),
  content: anyText,
  images: fc.option(fc.array(fc.anything(), { maxLength: 2 }), { nil: undefined }),
});

describe('properties', () => {
  it('reads any string without throwing, and clarity stays within 0-100', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(null, ...BRIEF_FIELDS), (text, askedField) => {
        extractMessage(text, { askedField, preferredStyles: MARA.specialtyStyles, hasAttachments: false });
        const clarity = clarityScore(extractBrief([{ role: 'user', content: text }]));
        expect(Number.isInteger(clarity)).toBe(true);
        expect(clarity).toBeGreaterThanOrEqual(0);
        expect(clarity).toBeLessThanOrEqual(100);
      }),
      { numRuns: 500 },
    );
  });

  it('runs a consultation on any message array without throwing, and keeps its promises', () => {
    fc.assert(
      fc.property(fc.array(message, { maxLength: 12 }), fc.anything(), (messages, style) => {
        const result = runConsultation({
          messages,
          artist: MARA,
          portfolio: MARA_PORTFOLIO,
          style: style as never,
        });
        expect(result.clarityScore).toBeGreaterThanOrEqual(0);
        expect(result.clarityScore).toBeLessThanOrEqual(100);
        // Issue #11: ready also needs a known adult, and spam gets no reply at all.
        const isAdult =
          result.brief.age !== null ? result.brief.age >= 18 : result.brief.isAdultConfirmed === true;
        expect(result.readyToSave).toBe(
          result.clarityScore >= 70 && isAdult && result.gates.every((gate) => gate.kind !== 'under_age'),
        );
        expect(result.response.length > 0).toBe(result.classification?.intent !== 'business_or_spam');
        expect(result.portfolioImages.length).toBeLessThanOrEqual(6);
        if (result.askedField) expect(hasField(result.brief, result.askedField)).toBe(false);
        expect(result.conceptBoardSvg === null).toBe(result.conceptVisual === null);
        const score = scoreLead(result.brief, MARA, MARA_PORTFOLIO);
        expect(score.detailedRating).toBeGreaterThanOrEqual(0);
        expect(score.detailedRating).toBeLessThanOrEqual(100);
      }),
      { numRuns: 300 },
    );
  });

  it('stays fast on a conversation at the contract limits', () => {
    const long = 'geometric wolf on my left forearm 10cm $400 '.repeat(100).slice(0, MAX_CHAT_MESSAGE_CHARS);
    const messages = Array.from({ length: 50 }, (_, index) => ({
      role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: long,
    }));
    const started = performance.now();
    runConsultation({ messages, artist: MARA, portfolio: MARA_PORTFOLIO });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
