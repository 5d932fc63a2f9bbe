import { describe, expect, it } from 'vitest';
import { MARA, MARA_PORTFOLIO } from '../../../../tests/fixtures/test-consultation.ts';
import { runConsultation } from '../run-consultation.ts';
import { checkModelReply } from './check-model-reply.ts';

const planFor = (...messages: string[]) =>
  runConsultation({
    messages: messages.map((content) => ({ role: 'user' as const, content })),
    artist: MARA,
    portfolio: MARA_PORTFOLIO,
    withPlan: true,
  }).plan!;

describe('a model reply checked against the engine’s plan (decision 050)', () => {
  it('is made only when asked for: the built-in engine alone pays nothing for it', () => {
    const turn = runConsultation({
      messages: [{ role: 'user', content: 'a wolf' }],
      artist: MARA,
      portfolio: [],
    });
    expect(turn.plan).toBeNull();
  });

  const touchUps = planFor('a geometric wolf on my forearm, budget ~300 tbh. do you do touch-ups for free?');

  it('plans the facts, the studio answer in the artist’s words, the one question and what must not be claimed', () => {
    expect(touchUps).toMatchObject({
      language: 'en',
      answers: [{ about: 'touch_ups', sentence: expect.stringMatching(/touch-up in the first few months/) }],
      ask: { sentence: expect.stringMatching(/\?$/) },
      keepsEngineWording: false,
    });
    expect(touchUps.acknowledge.join(' ')).toMatch(/wolf/);
    expect(touchUps.mustNotClaim.map((claim) => claim.kind)).toEqual([
      'references-received',
      'colour-not-said',
      'other-styles',
      'unknown-figures',
      'off-topic-line',
    ]);
  });

  it('passes a reply that says the plan in other words, and its own engine reply', () => {
    const question = touchUps.ask!.sentence.split('. ').at(-1);
    const reply = `A geometric wolf on the forearm, around 300: love it! One touch-up in the first few months is usually included if something heals patchy, and Mara Vale confirms it for you. ${question}`;
    expect(checkModelReply(reply, touchUps)).toEqual([]);
    expect(checkModelReply(touchUps.engineReply, touchUps)).toEqual([]);
  });

  it.each([
    [
      'a second question',
      'Love the wolf! Touch-ups: one in the first few months is usually included if something heals patchy, Mara Vale confirms it. How big? And what colour?',
      'extra-question',
    ],
    [
      'no answer to the touch-up question',
      'Love the geometric wolf! How big should it be?',
      'dropped-answer',
    ],
    [
      'thanks for references never sent',
      'Thanks for the references! One touch-up in the first few months is usually included if something heals patchy; Mara Vale confirms it. How big?',
      'references-received',
    ],
    [
      'an invented price',
      'The deposit is $450. One touch-up in the first few months is usually included if something heals patchy; Mara Vale confirms it. How big?',
      'unknown-figures',
    ],
    [
      'a colour never said',
      'A black and grey wolf, lovely. One touch-up in the first few months is usually included if something heals patchy; Mara Vale confirms it. How big?',
      'colour-not-said',
    ],
    [
      'a style the artist does not do',
      'Mara Vale could do it in realism too. One touch-up in the first few months is usually included if something heals patchy; Mara Vale confirms it. How big?',
      'other-styles',
    ],
    [
      'the off-topic line',
      "I'm just here for tattoo plans with Mara Vale, sorry! How big?",
      'off-topic-line',
    ],
    [
      'no question where the plan asks one',
      'A geometric wolf! One touch-up in the first few months is usually included if something heals patchy; Mara Vale confirms it.',
      'dropped-question',
    ],
  ])('rejects %s', (_name, reply, fault) => {
    expect(checkModelReply(reply, touchUps)).toContain(fault);
  });

  it('rejects English to a German client, and passes German', () => {
    const plan = planFor('Ich möchte eine kleine Rose auf dem Unterarm. Wie lange dauert die Heilung?');
    expect(plan.language).toBe('de');
    expect(
      checkModelReply(
        'A small rose on your forearm, lovely! The surface usually heals in 2 to 3 weeks, fully in 4 to 6 weeks. Would you like colour or black and grey?',
        plan,
      ),
    ).toContain('wrong-language');
    expect(checkModelReply(plan.engineReply, plan)).toEqual([]);
  });

  it('keeps a hard gate in the engine’s words, and the artist named in a hand-off', () => {
    const gate = planFor('I want a realism portrait of my dog');
    expect(gate.keepsEngineWording).toBe(true);
    expect(checkModelReply('Sure, realism it is! Where would it go?', gate)).toEqual(['gate-wording']);
    const handoff = planFor('can I talk to a real person? I want a wolf on my forearm');
    expect(handoff.mustName).toBe('Mara Vale');
    expect(
      checkModelReply('Sure, someone will be in touch. A wolf on the forearm, nice.', handoff),
    ).toContain('artist-not-named');
  });

  it('defers a question no studio answer covers, naming the artist', () => {
    const plan = planFor('a fine line moth on my ankle. can I bring my dog to the studio?');
    expect(plan.deferred).toMatchObject({ questions: [expect.stringMatching(/dog/)] });
    expect(plan.mustName).toBe('Mara Vale');
  });
});
