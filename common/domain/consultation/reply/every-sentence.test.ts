import { describe, expect, it } from 'vitest';
import { DEFAULT_INTAKE_SETTINGS, type IntakeSettings } from '../../../contracts/intake.ts';
import { STUDIO_ANSWER_TOPICS } from '../../../contracts/studio-answers.ts';
import { BRIEF_FIELDS } from '../brief.ts';
import { type ConversationStyle, DEFAULT_CONVERSATION_STYLE } from '../conversation-style.ts';
import { LANGUAGES } from '../languages/index.ts';
import { wordReplyPart } from './compose-reply.ts';
import { DESK_STUDIO_TOPICS, type PhraseContext } from './phrasebook.ts';
import type { ReplyPart, ReplyPartKind } from './reply-plan.ts';

/**
 * Every sentence the engine can say names the artist at most once (issue #25, decision 060). The phrasebooks
 * use no pronouns for the artist, so a sentence that needs the artist twice must be built so it does not:
 * "I can't see Mara's calendar, so Mara will confirm" reads like a form letter. A sample of every part kind
 * (tsc fails here on a new kind without one), in every language and tone, against open, closed and waitlisted
 * books, with and without a booking link or Inkdesk's own booking.
 */
const SAMPLES: { [Kind in ReplyPartKind]: Extract<ReplyPart, { kind: Kind }>[] } = {
  greeting: [{ kind: 'greeting', text: 'Hi!' }],
  welcome: [{ kind: 'welcome' }],
  acknowledge: [{ kind: 'acknowledge', details: 'wolf, forearm' }],
  noted: [{ kind: 'noted' }],
  empathy: (['memorial', 'regret', 'scar', 'hardship'] as const).map((topic) => ({
    kind: 'empathy' as const,
    topic,
  })),
  'thanks-for-references': [{ kind: 'thanks-for-references' }],
  'thanks-for-contact': [{ kind: 'thanks-for-contact' }],
  'under-age': [true, false].flatMap((turnsAdultSoon) =>
    [true, false].flatMap((isRepeat) =>
      [true, false].map((forSomeoneElse) => ({
        kind: 'under-age' as const,
        minimumAge: 18,
        turnsAdultSoon,
        isRepeat,
        forSomeoneElse,
      })),
    ),
  ),
  'style-not-offered': [
    { kind: 'style-not-offered', requested: 'watercolor', offered: ['blackwork'], alternative: 'blackwork' },
    { kind: 'style-not-offered', requested: 'watercolor', offered: ['blackwork'], alternative: null },
  ],
  'cover-ups-not-taken': [{ kind: 'cover-ups-not-taken' }],
  'budget-below-minimum': [{ kind: 'budget-below-minimum', minimum: '$200', budget: '$100' }],
  'budget-meets-minimum': [{ kind: 'budget-meets-minimum', minimum: '$200', budget: '$500' }],
  'price-answer': [
    { kind: 'price-answer', consultationPrice: '$150', minimumPrice: '$200' },
    { kind: 'price-answer', consultationPrice: null, minimumPrice: null },
  ],
  'availability-answer': [{ kind: 'availability-answer' }],
  'style-offered': [{ kind: 'style-offered', style: 'geometric' }],
  'styles-answer': [
    { kind: 'styles-answer', styles: ['blackwork', 'dotwork'] },
    { kind: 'styles-answer', styles: [] },
  ],
  'studio-answer': DESK_STUDIO_TOPICS.map((topic) => ({ kind: 'studio-answer' as const, topic })),
  'studio-answer-text': STUDIO_ANSWER_TOPICS.map((topic) => ({ kind: 'studio-answer-text' as const, topic })),
  'will-ask': [{ kind: 'will-ask' }],
  'companion-answer': (['along', 'wants-one', 'under-age'] as const).map((answer) => ({
    kind: 'companion-answer' as const,
    answer,
  })),
  'books-closed': [{ kind: 'books-closed' }],
  reminder: [{ kind: 'reminder', said: 'The minimum for a piece is $150.', unsaid: '' }],
  'languages-answer': [
    { kind: 'languages-answer', isSpoken: true },
    { kind: 'languages-answer', isSpoken: false },
  ],
  'picture-arrival': [
    { kind: 'picture-arrival', received: true },
    { kind: 'picture-arrival', received: false },
  ],
  'artist-rule': [{ kind: 'artist-rule', rule: 'No hand or neck tattoos' }],
  'experience-answer': [
    { kind: 'experience-answer', fact: { years: 9 } },
    { kind: 'experience-answer', fact: { since: 2014 } },
  ],
  'style-options': [{ kind: 'style-options', options: ['blackwork', 'dotwork'] }],
  'sole-style': [{ kind: 'sole-style', style: 'Japanese' }],
  'size-options': [{ kind: 'size-options' }],
  'placement-options': [{ kind: 'placement-options' }],
  'left-to-artist': BRIEF_FIELDS.map((field) => ({ kind: 'left-to-artist' as const, field })),
  'size-advice': [{ kind: 'size-advice', minCm: 8, maxCm: 18 }],
  'idea-options': [{ kind: 'idea-options', options: ['a wolf', 'a moth'] }],
  showcase: [
    { kind: 'showcase', hasPortfolio: true, hasConcept: true },
    { kind: 'showcase', hasPortfolio: true, hasConcept: false },
    { kind: 'showcase', hasPortfolio: false, hasConcept: true },
  ],
  'save-offer': [
    { kind: 'save-offer', nextStep: true },
    { kind: 'save-offer', nextStep: false },
  ],
  'all-set': [{ kind: 'all-set' }],
  'booking-reminder': [{ kind: 'booking-reminder' }],
  'handed-off': [
    { kind: 'handed-off', nextStep: true },
    { kind: 'handed-off', nextStep: false },
  ],
  redirect: [{ kind: 'redirect' }],
  abuse: [{ kind: 'abuse' }],
  'human-handoff': [
    { kind: 'human-handoff', isSavedAsItGoes: true, aboutBooking: false },
    { kind: 'human-handoff', isSavedAsItGoes: false, aboutBooking: false },
    { kind: 'human-handoff', isSavedAsItGoes: true, aboutBooking: true },
    { kind: 'human-handoff', isSavedAsItGoes: false, aboutBooking: true },
  ],
  'after-all-set': [{ kind: 'after-all-set' }],
  'fan-thanks': [{ kind: 'fan-thanks' }],
  'still-here': [{ kind: 'still-here' }],
  withdrawal: [{ kind: 'withdrawal' }],
  'other-language': [{ kind: 'other-language', language: 'nl' }],
  'ask-age': [{ kind: 'ask-age' }],
  invite: BRIEF_FIELDS.map((field) => ({ kind: 'invite' as const, field })),
  question: [true, false].flatMap((isCoverUp) =>
    BRIEF_FIELDS.map((field) => ({
      kind: 'question' as const,
      field,
      isCoverUp,
      // Every question's wording, the lettering one included.
      isLettering: isCoverUp,
      artistStyles: ['blackwork', 'dotwork'],
    })),
  ),
};

const FULL_INTAKE: IntakeSettings = {
  ...DEFAULT_INTAKE_SETTINGS,
  minimumPrice: 200,
  takesCoverUps: false,
  takesWalkIns: true,
  doesFlash: true,
  depositPolicy: '$50 deposit to book',
  studioLocation: '412 Alder St, Portland',
  studioHours: 'Tue-Sat 11am-7pm',
  agePolicy: '18+ with photo ID',
};

const STUDIOS: PhraseContext['studio'][] = [
  { intake: null, bookingUrl: null },
  { intake: FULL_INTAKE, bookingUrl: 'https://example.com/book' },
  { intake: FULL_INTAKE, bookingUrl: null, booksInApp: true },
  { intake: { ...FULL_INTAKE, booksStatus: 'closed' }, bookingUrl: null },
  { intake: { ...FULL_INTAKE, booksStatus: 'waitlist' }, bookingUrl: null },
];
const TONES: ConversationStyle['tone'][] = ['friendly', 'professional', 'playful'];
const NAME = 'Mara Vale';

/** Every sentence the engine can say in a language, with the tone and part that says it. */
function everySentence(language: string): string[] {
  const said: string[] = [];
  for (const tone of TONES) {
    const style = { ...DEFAULT_CONVERSATION_STYLE, tone };
    for (const studio of STUDIOS) {
      for (const turn of [0, 1, 2, 3]) {
        const context = { artistName: NAME, turn, studio, language };
        for (const part of Object.values(SAMPLES).flat()) {
          const text = wordReplyPart(part, style, context);
          for (const sentence of text.split(/(?<=[.!?])\s+/)) said.push(`${tone} ${part.kind}: ${sentence}`);
        }
      }
    }
  }
  return [...new Set(said)];
}

describe('every sentence names the artist at most once', () => {
  it.each(LANGUAGES.map((module) => module.code))('in %s', (language) => {
    expect(everySentence(language).filter((sentence) => sentence.split(NAME).length > 2)).toEqual([]);
  });
});

/** The chat speaks to a client as a friend would ("tu", "du"); one polite "vous" in a reply reads as a form. */
describe('every sentence keeps the informal address', () => {
  it.each([
    // "rendez-vous" is an appointment, not an address.
    ['fr', /(?<!rendez-)\b(vous|votre|vos)\b/i],
    ['de', /\b(Sie|Ihnen|Ihre?[nmrs]?)\b/],
    ['it', /\b(Lei|La sua|Le sue)\b/],
  ] as const)('in %s', (language, formal) => {
    expect(everySentence(language).filter((sentence) => formal.test(sentence))).toEqual([]);
  });
});

/** The artist wrote the deposit policy in their own language: another language's reply quotes it as theirs. */
describe("every sentence quotes the artist's deposit words in another language", () => {
  it.each(['es', 'pt', 'fr', 'de', 'it'])('in %s', (language) => {
    const policy = FULL_INTAKE.depositPolicy ?? '';
    const bare = everySentence(language).filter(
      (sentence) => sentence.includes(policy) && !/[«„“"] ?\$50 deposit to book ?[»“”"]/.test(sentence),
    );
    expect(bare).toEqual([]);
  });
});
