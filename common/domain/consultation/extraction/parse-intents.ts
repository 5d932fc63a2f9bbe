import type { BriefField } from '../brief.ts';
import { QUESTION_OPENERS } from '../classify/intent-phrases.ts';
import { dialogueWordsOfEveryLanguage, LANGUAGES } from '../languages/index.ts';
import { createPhraseMatcher } from '../text/phrase-matcher.ts';
import { isClauseBreak, range, wordAt } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import type { Finding } from './finding.ts';

/**
 * "Not sure", "no idea", and a field left to the artist ("you decide", "tu décides"): an answer to the question
 * just asked, so it is never asked again. Every language's words, from its module (decision 049).
 */
export const DEFERRAL_MATCHER = createPhraseMatcher(
  LANGUAGES.flatMap((module) => [...module.dialogue.unsure, ...module.dialogue.leaveToArtist]).map(
    (phrase) => [phrase, true] as const,
  ),
);

export type ClientQuestion = 'price' | 'availability' | 'styles';

/** Questions the client asks the artist, which the reply answers honestly (issue #4 "Safety"). */
export const QUESTION_MATCHER = createPhraseMatcher<ClientQuestion>([
  ...[
    'how much',
    'price',
    'pricing',
    'cost',
    'rate',
    'charge',
    'hourly',
    'quote',
    'expensive',
    'deposit',
  ].map((phrase) => [phrase, 'price'] as const),
  ...[
    'are you free',
    'available',
    'availability',
    'opening',
    'slot',
    'book',
    'booking',
    'appointment',
    'when can',
    'schedule',
    'waitlist',
    'wait list',
  ].map((phrase) => [phrase, 'availability'] as const),
  ...[
    'what style',
    'which style',
    'what kind of tattoo',
    'what do you specialize',
    'what do you specialise',
  ].map((phrase) => [phrase, 'styles'] as const),
]);

/** A message opening like a question asks one without the mark: "what style do u do". */
const QUESTION_OPENING_WORDS = new Set(['what', 'which', 'how', 'do', 'does', 'can', 'could', 'are', 'is']);

/** The questions a message asks: a sentence with a question mark, one that opens like a question, or "how much". */
export function parseClientQuestions(tokens: readonly Token[]): ClientQuestion[] {
  const firstWord = tokens.find((token) => token.kind === 'word')?.text ?? '';
  const asks = tokens.some((token) => token.text === '?') || QUESTION_OPENING_WORDS.has(firstWord);
  const questions = QUESTION_MATCHER.findAll(tokens)
    .filter((match) => asks || tokens[match.start]?.text === 'how')
    .map((match) => match.value);
  return [...new Set(questions)];
}

/** "you decide", "lo que tú veas", "up to mara": the client leaves the field to the artist (decision 046). */
const LEAVE_TO_ARTIST_MATCHER = createPhraseMatcher(
  LANGUAGES.flatMap((module) => module.dialogue.leaveToArtist).map((phrase) => [phrase, true] as const),
);

/** Whether a deferral hands the choice to the artist rather than saying "not sure": no options then. */
export function leavesToArtist(tokens: readonly Token[], artistName: string | undefined): boolean {
  return (
    LEAVE_TO_ARTIST_MATCHER.findAll(tokens).length > 0 || parseArtistDeferral(tokens, artistName) !== null
  );
}

/** A "not sure" anywhere in a short answer defers the field the assistant just asked about. */
export function parseDeferral(tokens: readonly Token[]): Finding<true> | null {
  return DEFERRAL_MATCHER.findAll(tokens)[0] ?? null;
}

const DECIDING_WORDS = new Set(['decide', 'decides', 'choose', 'chooses', 'pick', 'picks', 'call', 'choice']);
/** "mara can choose", "mara should decide". */
const MODALS = new Set(['can', 'could', 'should', 'will', 'may']);

/**
 * "up to mara", "let mara decide", "maras call": the client leaves it to the artist by name (decision 018).
 * The name's words come from the artist's profile; "up to 200" is a budget, never a name.
 */
export function parseArtistDeferral(
  tokens: readonly Token[],
  artistName: string | undefined,
): Finding<true> | null {
  const names = new Set(
    (artistName ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((name) => name.length > 1),
  );
  const isName = (word: string) => names.has(word) || names.has(word.replace(/s$/, ''));
  for (let index = 0; index < tokens.length; index += 1) {
    if (!isName(wordAt(tokens, index))) continue;
    const upTo = wordAt(tokens, index - 2) === 'up' && wordAt(tokens, index - 1) === 'to';
    const lets = wordAt(tokens, index - 1) === 'let' && DECIDING_WORDS.has(wordAt(tokens, index + 1));
    const next = wordAt(tokens, index + 1);
    const decides =
      DECIDING_WORDS.has(next) || (MODALS.has(next) && DECIDING_WORDS.has(wordAt(tokens, index + 2)));
    if (upTo || lets || decides) return { value: true, start: upTo ? index - 2 : index, end: index + 1 };
  }
  return null;
}

/** Words right after "not sure" that say which field the client is unsure of: "no clue about budget". */
const DEFERRED_FIELD_WORDS: ReadonlyMap<string, BriefField> = new Map([
  ['big', 'size'],
  ['large', 'size'],
  ['size', 'size'],
  ['grande', 'size'],
  ['tamaño', 'size'],
  ['tamanho', 'size'],
  // Decision 018: French, German and Italian ("je sais pas quelle taille", "keine Ahnung wie groß")
  ['taille', 'size'],
  ['groß', 'size'],
  ['gross', 'size'],
  ['größe', 'size'],
  ['grösse', 'size'],
  ['dimensione', 'size'],
  ['où', 'placement'],
  ['wo', 'placement'],
  ['wohin', 'placement'],
  ['dove', 'placement'],
  ['stil', 'style'],
  ['stile', 'style'],
  ['couleur', 'color'],
  ['farbe', 'color'],
  ['colore', 'color'],
  ['budget', 'budget'],
  ['spend', 'budget'],
  ['price', 'budget'],
  ['presupuesto', 'budget'],
  ['orçamento', 'budget'],
  ['style', 'style'],
  ['estilo', 'style'],
  ['where', 'placement'],
  ['placement', 'placement'],
  ['donde', 'placement'],
  ['dónde', 'placement'],
  ['onde', 'placement'],
  ['design', 'idea'],
  ['diseño', 'idea'],
  ['desenho', 'idea'],
  ['color', 'color'],
  ['colour', 'color'],
  ['cor', 'color'],
  ['timing', 'timing'],
  ['when', 'timing'],
  ['dates', 'timing'],
  ['cuándo', 'timing'],
  ['cuando', 'timing'],
  ['fecha', 'timing'],
  ['quando', 'timing'],
  ['quand', 'timing'],
  ['wann', 'timing'],
  ['termin', 'timing'],
]);
/** How far after the deferral the field may be named ("not sure about the size yet"). */
const DEFERRED_FIELD_REACH = 4;

const ADVICE_WORDS = dialogueWordsOfEveryLanguage('adviceWords');
/** Fields an artist advises on when asked: never the timing or the budget, which are the client's to say. */
const ADVISED_FIELDS: ReadonlySet<BriefField> = new Set(['size', 'placement', 'style', 'color', 'idea']);
/** "where", "wo", "dónde": a field word that is a question word itself; the others need one before them. */
const ASKING_FIELD_WORDS = new Set(['where', 'donde', 'dónde', 'onde', 'où', 'wo', 'wohin', 'dove']);

/**
 * "how big do you think it should be?", "what size would suit?", "¿dónde crees que queda mejor?", "quel style tu
 * conseilles ?": a question back that asks the artist's advice on a field, which leaves the field to them (its
 * vague "big" is no size). The field's word must be asked ("how big", "which style", "where"), so "do you do
 * colour?" and "where are you based?" ask nothing of the kind.
 */
export function parseAdviceQuestion(tokens: readonly Token[]): { field: BriefField; start: number } | null {
  if (!tokens.some((token) => token.text === '?')) return null;
  let clauseStart = 0;
  for (let index = 0; index < tokens.length; index += 1) {
    if (isClauseBreak(tokens[index]!)) {
      clauseStart = index + 1;
      continue;
    }
    const word = wordAt(tokens, index);
    const field = DEFERRED_FIELD_WORDS.get(word);
    if (!field || !ADVISED_FIELDS.has(field)) continue;
    const isAsked = ASKING_FIELD_WORDS.has(word) || QUESTION_OPENERS.has(wordAt(tokens, index - 1));
    if (!isAsked) continue;
    let end = index;
    while (end < tokens.length && !isClauseBreak(tokens[end]!)) end += 1;
    const asksAdvice = range(clauseStart, end).some((at) => ADVICE_WORDS.has(wordAt(tokens, at)));
    if (asksAdvice && tokens[end]?.text === '?') return { field, start: index };
  }
  return null;
}

/** The field a deferral names ("not sure how big" → size), or null when it names none. */
export function deferredFieldNamed(tokens: readonly Token[], deferral: Finding<true>): BriefField | null {
  for (let index = deferral.end; index < deferral.end + DEFERRED_FIELD_REACH; index += 1) {
    const token = tokens[index];
    if (!token || isClauseBreak(token)) break;
    const field = DEFERRED_FIELD_WORDS.get(token.text);
    if (field) return field;
  }
  // A question back names the field first: "what size do you recommend?", "where do most people put these?"
  for (let index = deferral.start - 1; index >= deferral.start - QUESTION_BACK_REACH; index -= 1) {
    const token = tokens[index];
    if (!token || isClauseBreak(token)) return null;
    const field = DEFERRED_FIELD_WORDS.get(token.text);
    if (field) return field;
  }
  return null;
}
const QUESTION_BACK_REACH = 3;
