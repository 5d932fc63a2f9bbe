import { describe, expect, it } from 'vitest';
import { GREETING, MARA, MARA_PORTFOLIO } from '../../../../tests/fixtures/test-consultation.ts';
import type { ConversationMessage } from '../extraction/extract-brief.ts';
import { type ConsultationChannel, runConsultation } from '../run-consultation.ts';

/** Plays the client's lines as the server does: each reply stored with its record. */
function play(
  lines: readonly (string | { say: string; images: number })[],
  channel: ConsultationChannel = 'web',
) {
  const messages: ConversationMessage[] = [GREETING];
  return lines.map((line) => {
    const message = typeof line === 'string' ? { say: line, images: 0 } : line;
    messages.push({ role: 'user', content: message.say, images: Array.from({ length: message.images }) });
    const result = runConsultation({ messages, artist: MARA, portfolio: MARA_PORTFOLIO, channel });
    messages.push({ role: 'assistant', content: result.response, turn: result.turn });
    return result;
  });
}

describe('dialogue rules (decision 046)', () => {
  it('lets a client step back with one kind line and no question (fresh-2026-11g)', () => {
    const [, stepsBack] = play([
      'how much would a small geometric fox on my shoulder be?',
      'hmm ok. actually never mind, i dont think im ready yet. sorry',
    ]);
    expect(stepsBack!.response).toMatch(/no rush/i);
    expect(stepsBack!.response).not.toMatch(/\?/);
    expect(stepsBack!.response).not.toMatch(/only help with planning/i);
  });

  it('thanks for references only once one arrives, not for a promise', () => {
    const [promised, sent] = play([
      "geometric fox head on my calf, I'll send pics later",
      { say: 'here they are', images: 1 },
    ]);
    expect(promised!.response).not.toMatch(/thanks for the references/i);
    expect(sent!.response).toMatch(/thanks for the references/i);
  });

  it('opens with care and no cheerful acknowledgement after a loss, the details still read (decision 049)', () => {
    for (const line of [
      'my dog died last week. want a small geometric outline of her on my ankle',
      'mi abuela murió en primavera, quiero un colibrí realista en el hombro',
    ]) {
      const [reply] = play([line]);
      expect(reply!.response).toMatch(/^(I'm so sorry|Siento mucho)/);
      expect(reply!.response).not.toMatch(/sounds good|got it|genial|perfecto/i);
      expect(reply!.brief.placement).not.toBeNull();
    }
  });

  it('never says back a colour the client did not say', () => {
    const [first] = play(['dotwork phoenix on my upper back, about 20cm']);
    expect(first!.response).not.toMatch(/black and grey/i);
  });

  it('leaves a field to the artist at once on "you decide", with no options offered', () => {
    const [, left] = play(['fine line lavender sprig on my ankle', 'size wise not sure, you decide']);
    expect(left!.brief.deferredFields).toContain('size');
    expect(left!.turn.asked).not.toBe('size');
    expect(left!.response).toMatch(/advise on the size/);
  });

  it('acknowledges a request for a person in words and keeps the tattoo in it', () => {
    const [web] = play(['can I talk to a real person? I want a geometric swallow on my chest, palm sized']);
    expect(web!.classification?.intent).toBe('human_request');
    expect(web!.response).toMatch(/let Mara Vale know/);
    expect(web!.brief.placement?.area).toMatch(/chest/);
    expect(web!.turn.handsOff).toBe(true);
    const [dm] = play(['can i talk to a real person?'], 'instagram');
    expect(dm!.response).toMatch(/I've let Mara Vale know, and you'll get a reply here/);
  });

  it('meets a hard time with care first, never the off-topic line', () => {
    const [reply] = play(["honestly this year has been a lot and i've been struggling, sorry for rambling"]);
    expect(reply!.response).toMatch(/^Thank you for sharing that/);
    expect(reply!.response).not.toMatch(/only help with planning|just here for tattoo/);
  });

  it('closes with a short line after "that\'s everything", never a question or the same sentence', () => {
    const played = play([
      'fine line sunflower on my left forearm, about 10cm, black and grey, budget 300, no reference pics, in march',
      "yep i'm 27",
      'amazing thank you!!',
    ]);
    const last = played.at(-1)!;
    expect(last.classification?.intent).toBe('greeting');
    expect(last.turn.asked).toBeNull();
    expect(last.response).not.toMatch(/\?/);
    expect(last.response).not.toMatch(/That's everything/);
  });

  it('offers a 17-year-old a date after the birthday, with ID', () => {
    const [reply] = play([
      "I'm 17 and 11 months lol, can I book for August when I'm legal? tiny heart on my finger",
    ]);
    expect(reply!.brief.turnsAdultSoon).toBe(true);
    expect(reply!.response).toMatch(/after your 18th birthday, with photo ID/);
  });
});
