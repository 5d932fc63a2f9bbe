import { z } from 'zod';
import { formatStyleList } from '#common/domain/consultation/artist-profile.ts';
import { summarizeDirection } from '#common/domain/consultation/index.ts';
import type { ConsultTurnInput } from './types.ts';

/** What the model must answer: its reply and the fields it read, validated before anything is used. */
export const modelAnswerSchema = z.object({
  reply: z.string().trim().min(1).max(1200),
  fields: z
    .object({
      idea: z.string().max(200),
      style: z.string().max(60),
      colorMode: z.string().max(40),
      placement: z.string().max(120),
      size: z.string().max(80),
      budget: z.string().max(80),
      timing: z.string().max(120),
    })
    .partial()
    .default({}),
});

const TONES = {
  friendly: 'warm and friendly',
  professional: 'polite and professional',
  playful: 'playful and upbeat',
} as const;

/**
 * The system prompt: who the assistant works for, what it may say, and the JSON it must return. It carries
 * only this artist's data (issue #4 "Safety") and forbids inventing prices or dates.
 */
export function buildConsultMessages(input: ConsultTurnInput) {
  const { artist, style, brief, missingFields, gates } = input;
  const system = [
    `You are the front desk of the tattoo artist "${artist.name}", answering a client in a direct message.`,
    `${artist.name} specialises in ${formatStyleList(artist.specialtyStyles) || 'custom work'}.`,
    artist.bio ? `Artist bio: ${artist.bio}` : '',
    artist.consultationPrice !== null
      ? `The consultation price is $${artist.consultationPrice}. Mention no other price.`
      : 'Never state any price.',
    'Never promise dates or availability. Never talk about other artists or other clients.',
    `Tone: ${TONES[style.tone]}, concise: at most 3 short sentences, one question at a time.${style.useEmoji ? ' One fitting emoji is welcome.' : ' No emoji.'}`,
    `What the artist knows so far: ${summarizeDirection(brief) || 'nothing yet'}.`,
    missingFields.length
      ? `Still missing, most important first: ${missingFields.join(', ')}.`
      : 'The brief is complete.',
    gates.length ? `Important, say this kindly: ${gates.map((gate) => gate.reason).join(' ')}` : '',
    `A correct draft reply you may rephrase but must not contradict: "${input.engineReply}"`,
    'Answer with JSON only: {"reply": string, "fields": {"idea"?, "style"?, "colorMode"?, "placement"?, "size"?, "budget"?, "timing"?}}',
    'where fields holds what the client said about each, in their words (omit what they did not say).',
  ].filter(Boolean);
  return [{ role: 'system' as const, content: system.join('\n') }, ...input.recentMessages];
}
