import { describe, expect, it } from 'vitest';
import type { ReplyPart } from './reply-plan.ts';
import { withoutRepeatedAnswers } from './without-repeated-answers.ts';

const WORDS: Record<string, string> = {
  'studio-answer': 'Yes, Rafa does cover-ups.',
  'studio-answer-text': 'Pain depends on the person and the area.',
  question: 'Do you have a budget in mind?',
};
const wordPart = (part: ReplyPart) => WORDS[part.kind] ?? '';
const coverUps: ReplyPart = { kind: 'studio-answer', topic: 'cover_ups' };
const pain: ReplyPart = { kind: 'studio-answer-text', topic: 'pain' };
const question: ReplyPart = {
  kind: 'question',
  field: 'budget',
  isCoverUp: false,
  isLettering: false,
  artistStyles: [],
};

describe('withoutRepeatedAnswers', () => {
  it('leaves out an answer an earlier reply gave word for word, beside a new one', () => {
    const earlier = ['Got it. Yes, Rafa does cover-ups.  Do you have a budget in mind?'];
    expect(withoutRepeatedAnswers([coverUps, pain, question], wordPart, earlier)).toEqual([pain, question]);
  });

  it('gives the answer again as a reminder when it is all the reply answers: the client asked again', () => {
    const earlier = ['Yes, Rafa does cover-ups.'];
    expect(withoutRepeatedAnswers([coverUps, question], wordPart, earlier)).toEqual([
      { kind: 'reminder', said: 'Yes, Rafa does cover-ups.', unsaid: '' },
      question,
    ]);
  });

  it('says an answer given before nowhere again when the client only names its matter, asking nothing', () => {
    const earlier = ['Yes, Rafa does cover-ups.'];
    expect(withoutRepeatedAnswers([coverUps, question], wordPart, earlier, false)).toEqual([question]);
  });

  it('reminds of the first sentence said before and says the others not said yet as they are', () => {
    const price: ReplyPart = { kind: 'price-answer', consultationPrice: null, minimumPrice: '$150' };
    const words = (part: ReplyPart) =>
      part.kind === 'price-answer'
        ? 'Iris prices each piece after seeing the design. The minimum for a piece is $150.'
        : wordPart(part);
    const earlier = ["Iris prices each piece after seeing the design. I'll ask Iris about that."];
    expect(withoutRepeatedAnswers([price], words, earlier)).toEqual([
      {
        kind: 'reminder',
        said: 'Iris prices each piece after seeing the design.',
        unsaid: 'The minimum for a piece is $150.',
      },
    ]);
  });

  it('says the 18+ rule to a minor again as a reminder, never word for word', () => {
    const rule: ReplyPart = { kind: 'under-age', minimumAge: 18, turnsAdultSoon: false, isRepeat: true };
    const words = () =>
      'I understand, but Kai can only tattoo clients who are 18 or older. I will help once you are.';
    expect(withoutRepeatedAnswers([rule], words, [words()])).toEqual([
      {
        kind: 'reminder',
        said: 'I understand, but Kai can only tattoo clients who are 18 or older.',
        unsaid: '',
      },
    ]);
    expect(withoutRepeatedAnswers([rule], words, ['Hi!'])).toEqual([rule]);
  });

  it('never leaves out a question, even one asked before', () => {
    const earlier = ['Do you have a budget in mind?'];
    expect(withoutRepeatedAnswers([pain, question], wordPart, earlier)).toEqual([pain, question]);
  });

  it('never leaves out "I\'ll ask", which points at this message\'s question: said again in other words', () => {
    const willAsk: ReplyPart = { kind: 'will-ask' };
    const words = (part: ReplyPart) =>
      part.kind === 'will-ask' ? "I'll ask Rafa about that." : wordPart(part);
    const earlier = ["Yes, Rafa does cover-ups. I'll ask Rafa about that."];
    expect(withoutRepeatedAnswers([coverUps, willAsk], words, earlier)).toEqual([
      { kind: 'will-ask', isAgain: true },
    ]);
    expect(withoutRepeatedAnswers([willAsk], words, ['Yes, Rafa does cover-ups.'])).toEqual([willAsk]);
  });
});
