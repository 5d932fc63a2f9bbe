import type { BriefField } from '../brief.ts';

/**
 * Words that give away which field a question asks about, checked in this order so that
 * "Roughly how big are you thinking?" is size, not idea. The phrasebooks in reply/ use them.
 */
const FIELD_CUES: ReadonlyArray<readonly [BriefField, readonly string[]]> = [
  ['budget', ['budget', 'spend', 'presupuesto', 'orçamento']],
  [
    'references',
    ['reference', 'photo', 'picture', 'image', 'referencia', 'referência', 'foto', 'imagen', 'imagem'],
  ],
  ['size', ['how big', 'how large', 'size', 'tamaño', 'tamanho']],
  [
    'color',
    ['colour', 'color', 'black and grey', 'black and gray', 'colorida', 'negro y gris', 'preto e cinza'],
  ],
  ['placement', ['where', 'placement', 'body part', 'dónde', 'onde', 'parte del cuerpo', 'parte do corpo']],
  [
    'timing',
    ['when', 'timing', 'timeline', 'timeframe', 'how soon', 'a date', 'cuándo', 'quando', 'fecha', 'data'],
  ],
  ['contact', ['email', 'phone', 'reach you', 'contact', 'teléfono', 'telefone', 'contactarte']],
  ['style', ['style', 'estilo']],
  [
    'idea',
    [
      'idea',
      'design',
      'kind of piece',
      'what would you like',
      'thinking about',
      'in mind',
      'to show',
      'ideia',
      'tatuaje',
      'tatuagem',
    ],
  ],
];

/**
 * The field the assistant's last question asked about, so a bare answer ("500", "left", "not sure")
 * can be read in context. Works on the built-in replies and on an LLM's, since it only reads words.
 */
export function detectAskedField(assistantText: string): BriefField | null {
  const question = lastQuestion(assistantText.toLowerCase());
  if (question === null) return null;
  return FIELD_CUES.find(([, cues]) => cues.some((cue) => question.includes(cue)))?.[0] ?? null;
}

/**
 * The last sentence ending in "?", or a closing invitation without one ("Tell me about the tattoo you
 * have in mind."), which the replies use so as not to ask the same question twice in a row (issue #11).
 */
function lastQuestion(text: string): string | null {
  const questionEnd = text.lastIndexOf('?');
  if (questionEnd < 0) return lastInvitation(text);
  const questionStart =
    Math.max(
      text.lastIndexOf('.', questionEnd),
      text.lastIndexOf('!', questionEnd),
      text.lastIndexOf('?', questionEnd - 1),
      text.lastIndexOf('\n', questionEnd),
    ) + 1;
  return text.slice(questionStart, questionEnd);
}

const INVITATIONS = ['tell me', 'let me know', 'cuéntame', 'cuentame', 'me cuenta', 'me conta', 'me diga'];

function lastInvitation(text: string): string | null {
  const sentences = text
    .split(/[.!\n]/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const last = sentences.at(-1) ?? '';
  return INVITATIONS.some((cue) => last.includes(cue)) ? last : null;
}

/** The assistant's last question asks the client to confirm being 18 or over (the phrasebooks' age line). */
export function detectsAgeQuestion(assistantText: string): boolean {
  const question = lastQuestion(assistantText.toLowerCase());
  return question !== null && /\b18\b/.test(question);
}
