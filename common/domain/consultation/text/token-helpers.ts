import type { WordTest } from './inflected-words.ts';
import type { Token } from './tokenize.ts';

/** Words that turn a mention around: "not traditional", "no colour", "don't want it on my hand". */
const NEGATIONS = new Set([
  'not',
  'no',
  'dont',
  'never',
  'without',
  'nothing',
  'isnt',
  'wont',
  'avoid',
  'nor',
]);

/** Punctuation that ends a clause: a negation or cue before it does not reach past it. */
const CLAUSE_BREAKS = new Set(['.', ',', '!', '?', ';', ':', '(', ')']);

export function wordAt(tokens: readonly Token[], index: number): string {
  const token = tokens[index];
  return token?.kind === 'word' ? token.text : '';
}

export function isClauseBreak(token: Token | undefined): boolean {
  return token?.kind === 'symbol' && CLAUSE_BREAKS.has(token.text);
}

const SENTENCE_ENDS: ReadonlySet<string> = new Set(['.', '!', '?']);

/** ".", "!" or "?": the mark that closes a sentence. */
export function endsSentence(token: Token | undefined): boolean {
  return token !== undefined && SENTENCE_ENDS.has(token.text);
}

/** The sentence holding token `index`: from its first token to its closing mark (`end`, or the message's end). */
export function sentenceAround(tokens: readonly Token[], index: number): { start: number; end: number } {
  let start = index;
  while (start > 0 && !endsSentence(tokens[start - 1])) start -= 1;
  let end = index;
  while (end < tokens.length && !endsSentence(tokens[end])) end += 1;
  return { start, end };
}

/** Every sentence of a message, in order, as `sentenceAround` gives them (a run of marks closes one each). */
export function sentenceSpans(tokens: readonly Token[]): Array<{ start: number; end: number }> {
  const spans: Array<{ start: number; end: number }> = [];
  for (let from = 0; from < tokens.length; ) {
    const span = sentenceAround(tokens, from);
    spans.push(span);
    from = span.end + 1;
  }
  return spans;
}

/** A sentence closes between token `from` and token `to`, either way round. */
export function crossesSentenceEnd(tokens: readonly Token[], from: number, to: number): boolean {
  const [low, high] = from < to ? [from, to] : [to, from];
  return range(low, high).some((index) => endsSentence(tokens[index]));
}

/** True when one of `words` appears within `distance` tokens before `index`, without crossing punctuation. */
export function hasWordBefore(
  tokens: readonly Token[],
  index: number,
  words: WordTest,
  distance: number,
): boolean {
  for (let offset = 1; offset <= distance; offset += 1) {
    const token = tokens[index - offset];
    if (!token || isClauseBreak(token)) return false;
    if (token.kind === 'word' && words.has(token.text)) return true;
  }
  return false;
}

/** True when one of `words` appears within `distance` tokens after `index`, without crossing punctuation. */
export function hasWordAfter(
  tokens: readonly Token[],
  index: number,
  words: WordTest,
  distance: number,
): boolean {
  for (let offset = 1; offset <= distance; offset += 1) {
    const token = tokens[index + offset];
    if (!token || isClauseBreak(token)) return false;
    if (token.kind === 'word' && words.has(token.text)) return true;
  }
  return false;
}

/** Negations that reach further: "I don't want it to look tribal". */
const LONG_REACH_NEGATIONS = new Set(['dont', 'never', 'without', 'avoid']);
/** "don't know", "not sure", "don't mind": hesitation, not negation of what follows. */
const NOT_NEGATING_BEFORE = new Set(['know', 'sure', 'mind', 'care', 'matter']);
const NEGATION_REACH = 3;
const LONG_NEGATION_REACH = 5;

/** "not too traditional", "I don't want it to look tribal": a negation shortly before the phrase. */
export function isNegated(tokens: readonly Token[], start: number): boolean {
  for (let offset = 1; offset <= LONG_NEGATION_REACH; offset += 1) {
    const token = tokens[start - offset];
    if (!token || isClauseBreak(token)) return false;
    const word = wordAt(tokens, start - offset);
    const reaches = offset <= NEGATION_REACH || LONG_REACH_NEGATIONS.has(word);
    if (NEGATIONS.has(word) && reaches && !NOT_NEGATING_BEFORE.has(wordAt(tokens, start - offset + 1)))
      return true;
  }
  return false;
}

/** The words of a span as the client wrote them: "in 2 weeks", "wolves howling". */
export function spanText(tokens: readonly Token[], start: number, end: number): string {
  return tokens
    .slice(start, end)
    .map((token) => (token.kind === 'word' ? token.raw : token.text))
    .join(' ');
}

/** Marks a client may quote the words to write with: straight and curly double or single quotes. */
const QUOTE_MARKS = new Set(['"', "'"]);

/**
 * The words between the first pair of matching quotes ("Ava", 'stay wild', ‘coraggio’ once curly quotes
 * are folded), or null. An apostrophe inside a word ("l'oreille", "don't") is part of the word, never a quote.
 */
export function quotedSpan(tokens: readonly Token[]): { start: number; end: number } | null {
  return markedQuote(tokens) ?? otherScriptSpan(tokens);
}

/** Letters outside the Latin blocks the engine's words are written in. */
const OTHER_SCRIPT = /[^\p{Script=Latin}\p{M}]/u;

/**
 * A name in another script ("순자", "ليلى", "Мария") quotes itself: written as it must be inked, like words in
 * quotes (fresh-2026-11g). The first run of such words, or null.
 */
function otherScriptSpan(tokens: readonly Token[]): { start: number; end: number } | null {
  const isOther = (token: Token | undefined) => token?.kind === 'word' && OTHER_SCRIPT.test(token.raw);
  const start = tokens.findIndex(isOther);
  if (start < 0) return null;
  let end = start + 1;
  while (isOther(tokens[end])) end += 1;
  return { start, end };
}

function markedQuote(tokens: readonly Token[]): { start: number; end: number } | null {
  const open = tokens.findIndex((token) => token.kind === 'symbol' && QUOTE_MARKS.has(token.text));
  if (open < 0) return null;
  const mark = tokens[open]!.text;
  const close = tokens.findIndex(
    (token, index) => index > open && token.kind === 'symbol' && token.text === mark,
  );
  return close > open + 1 ? { start: open + 1, end: close } : null;
}

/** The token indexes from `from` (never below 0) up to `to`, for reading the words around a match. */
export function range(from: number, to: number): number[] {
  const indexes: number[] = [];
  for (let index = Math.max(0, from); index < to; index += 1) indexes.push(index);
  return indexes;
}

/** "Mara Vale Tattoo" → mara, vale, tattoo: the words a client may call the artist by, as tokens read them. */
export function nameWords(name: string | undefined): ReadonlySet<string> {
  return new Set((name ?? '').toLowerCase().split(/\s+/).filter(Boolean));
}

/**
 * "ôpa noor, tudo bão?", "quillo rafa!", "G'day Iris!", "épale kai,": a message that opens by calling the artist by
 * their first name, set off by a mark, opens with a salutation whatever its greeting word; the index just past the
 * name, or 0 when the message does not open so.
 */
export function salutationEnd(tokens: readonly Token[], artistName: string | undefined): number {
  const firstName = (artistName ?? '').toLowerCase().split(/\s+/)[0] ?? '';
  const at = tokens.findIndex((token) => token.kind === 'word' && token.raw === firstName);
  const isOpening =
    at >= 0 && at <= MAX_GREETING_WORDS && tokens.slice(0, at).every((token) => token.kind === 'word');
  const isSetOff = tokens[at + 1] === undefined || tokens[at + 1]!.kind === 'symbol';
  return isOpening && isSetOff && firstName.length >= MIN_NAME_LETTERS ? at + 1 : 0;
}
/** "G'day" is read as two words: "g day iris". */
const MAX_GREETING_WORDS = 2;
/** "Al", "Jo": a name this short is read only as written in full. */
const MIN_NAME_LETTERS = 3;

/** One of the artist's name words (`nameWords`), long enough not to be a word of the message by chance. */
export function isNameWord(word: string, names: ReadonlySet<string>): boolean {
  return word.length >= MIN_NAME_LETTERS && names.has(word);
}

/** The tokens with one span blanked out (-1 for none), so no parser reads it; indexes stay the same. */
export function withoutSpan(tokens: readonly Token[], start: number, end: number): readonly Token[] {
  if (start < 0) return tokens;
  return tokens.map((token, index) =>
    index >= start && index < end ? { kind: 'symbol', text: '|', start: token.start, end: token.end } : token,
  );
}
