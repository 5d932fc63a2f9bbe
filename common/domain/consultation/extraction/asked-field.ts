import type { BriefField } from '../brief.ts';

/**
 * Words that give away which field a question asks about, checked in this order so that
 * "Roughly how big are you thinking?" is size, not idea. The phrasebooks in reply/ use them.
 */
const FIELD_CUES: ReadonlyArray<readonly [BriefField, readonly string[]]> = [
  ['budget', ['budget', 'spend']],
  ['references', ['reference', 'photo', 'picture', 'image']],
  ['size', ['how big', 'how large', 'size']],
  ['color', ['colour', 'color', 'black and grey', 'black and gray']],
  ['placement', ['where', 'placement', 'body part']],
  ['timing', ['when', 'timing', 'timeline', 'timeframe', 'how soon']],
  ['contact', ['email', 'phone', 'reach you', 'contact']],
  ['style', ['style']],
  [
    'idea',
    ['idea', 'design', 'kind of piece', 'what would you like', 'thinking about', 'in mind', 'to show'],
  ],
];

/**
 * The field the assistant's last question asked about, so a bare answer ("500", "left", "not sure")
 * can be read in context. Works on the built-in replies and on an LLM's, since it only reads words.
 */
export function detectAskedField(assistantText: string): BriefField | null {
  const text = assistantText.toLowerCase();
  const questionEnd = text.lastIndexOf('?');
  if (questionEnd < 0) return null;
  const questionStart =
    Math.max(
      text.lastIndexOf('.', questionEnd),
      text.lastIndexOf('!', questionEnd),
      text.lastIndexOf('?', questionEnd - 1),
      text.lastIndexOf('\n', questionEnd),
    ) + 1;
  const question = text.slice(questionStart, questionEnd);
  return FIELD_CUES.find(([, cues]) => cues.some((cue) => question.includes(cue)))?.[0] ?? null;
}
