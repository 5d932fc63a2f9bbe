import { describe, expect, it } from 'vitest';
import { GREETING, MARA, MARA_PORTFOLIO } from '../../../../tests/fixtures/test-consultation.ts';
import { DEFAULT_CONVERSATION_STYLE } from '../conversation-style.ts';
import type { ConversationMessage } from '../extraction/extract-brief.ts';
import { wordReplyPart } from '../reply/compose-reply.ts';
import { runConsultation } from '../run-consultation.ts';
import { readLegacyTurn } from './legacy-turn-reading.ts';
import { NOTHING_ASKED, recordTurn, type TurnRecord } from './turn-record.ts';

const consult = (messages: ConversationMessage[]) =>
  runConsultation({ messages, artist: MARA, portfolio: MARA_PORTFOLIO });

const asking = (asked: TurnRecord['asked'], yesNo: TurnRecord['yesNo'] = null): TurnRecord => ({
  ...NOTHING_ASKED,
  asked,
  yesNo,
});

describe('the turn record (decision 046)', () => {
  it('records the field the reply asks, and the yes-or-no shape of its question', () => {
    const result = consult([GREETING, { role: 'user', content: 'a wolf head' }]);
    expect(result.turn.asked).not.toBeNull();
    expect(result.turn.asked).toBe(result.askedField);
    const context = {
      artistName: 'Mara',
      turn: 1,
      studio: { intake: null, bookingUrl: null },
      language: 'en',
    };
    const colour = recordTurn({
      parts: [
        { kind: 'acknowledge', details: 'wolf head' },
        { kind: 'question', field: 'color', isCoverUp: false, isLettering: false, artistStyles: [] },
      ],
      wordPart: (part) => wordReplyPart(part, DEFAULT_CONVERSATION_STYLE, context),
      deferred: ['budget'],
      givesBookingLink: false,
    });
    expect(colour).toMatchObject({
      asked: 'color',
      yesNo: { field: 'color', proposedColor: 'color', offersChoice: true },
      deferred: ['budget'],
    });
  });

  it('records the options offered as the question, and the studio questions answered', () => {
    const record = recordTurn({
      parts: [
        { kind: 'studio-answer', topic: 'deposit' },
        { kind: 'price-answer', consultationPrice: null, minimumPrice: null },
        { kind: 'size-options' },
      ],
      wordPart: () => 'Would small, palm-sized or bigger feel closest?',
      deferred: [],
      givesBookingLink: false,
    });
    expect(record).toMatchObject({ asked: 'size', answered: ['deposit', 'price'] });
  });

  it('reads the answer against the record, whatever the question said', () => {
    // A reworded question with none of the words the legacy reader looks for.
    const reworded = 'Love that! What are we looking at, dimension-wise?';
    const messages: ConversationMessage[] = [
      GREETING,
      { role: 'user', content: 'a wolf head on my forearm' },
      { role: 'assistant', content: reworded, turn: asking('size') },
      { role: 'user', content: 'palm sized' },
    ];
    expect(readLegacyTurn(reworded).asked).not.toBe('size');
    expect(consult(messages).brief.size?.text).toMatch(/palm/);
  });

  it('keeps a record over wording that names another field (a model rewrote the reply)', () => {
    const messages: ConversationMessage[] = [
      GREETING,
      { role: 'user', content: 'a rose on my ankle, small, fine line' },
      // The words ask about the budget; the engine's record (kept on the model path) asked colour.
      {
        role: 'assistant',
        content: 'Any budget in mind?',
        turn: asking('color', {
          field: 'color',
          proposedColor: 'color',
          offersChoice: true,
          asksPreference: false,
          asksFlexibility: false,
          proposedPlacement: null,
        }),
      },
      { role: 'user', content: 'no' },
    ];
    const { brief } = consult(messages);
    expect(brief.colorMode).toBe('black_and_grey');
    expect(brief.deferredFields).not.toContain('budget');
  });

  it('never asks again a field an earlier reply recorded as asked', () => {
    const messages: ConversationMessage[] = [
      GREETING,
      { role: 'user', content: 'a wolf head' },
      { role: 'assistant', content: 'Nice.', turn: asking('placement') },
      { role: 'user', content: 'hmm' },
      { role: 'assistant', content: 'Okay.', turn: asking('size') },
      { role: 'user', content: 'ok' },
    ];
    const { turn } = consult(messages);
    expect(turn.asked).not.toBe('placement');
    expect(turn.asked).not.toBe('size');
  });

  it('records the 18+ check, and the next yes answers it', () => {
    const messages: ConversationMessage[] = [
      GREETING,
      {
        role: 'user',
        content:
          'fine line sunflower on my left forearm, 10cm, black and grey, budget 300, no refs, in march',
      },
    ];
    const first = consult(messages);
    expect(first.turn.asked).toBe('age');
    const second = consult([
      ...messages,
      { role: 'assistant', content: 'One more thing before I pass it on.', turn: first.turn },
      { role: 'user', content: 'yes' },
    ]);
    expect(second.brief.isAdultConfirmed).toBe(true);
  });

  it('falls back to the words for a message stored without a record (legacy)', () => {
    expect(readLegacyTurn('Roughly how big are you thinking?').asked).toBe('size');
    expect(readLegacyTurn('Quick one: are you 18 or over?').asked).toBe('age');
    expect(readLegacyTurn('Is this going over an existing tattoo?').asksCoverUp).toBe(true);
  });
});
