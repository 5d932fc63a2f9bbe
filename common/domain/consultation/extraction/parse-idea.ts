import { isGreetingOpener, QUESTION_OPENERS } from '../classify/intent-phrases.ts';
import { dialogueWordsOfEveryLanguage, wordsOfEveryLanguage } from '../languages/index.ts';
import { COMMON_WORDS } from '../text/common-words.ts';
import { FUNCTION_WORDS } from '../text/function-words.ts';
import { createPhraseMatcher, type PhraseMatch, type PhraseMatcher } from '../text/phrase-matcher.ts';
import { spelledSet, spellings } from '../text/spellings.ts';
import { stemKeys } from '../text/stem-keys.ts';
import {
  endsSentence,
  isClauseBreak,
  isNegated,
  quotedSpan,
  range,
  sentenceAround,
  spanText,
} from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import { ELISIONS } from './area-names.ts';
import { isDerivedForm } from './derived-forms.ts';
import type { Finding } from './finding.ts';
import {
  GENERIC_WORDS,
  INDEFINITE_ARTICLES,
  INTENT_CUE_MATCHER,
  LEADING_FILLERS,
  NON_CONTENT_WORDS,
  NOT_DESIGN_MATCHER,
  TRAILING_FILLERS,
} from './idea-words.ts';
import { LETTERING_STYLE_WORDS, LETTERING_WORDS, storySpans } from './parse-client-state.ts';
import { COLOR_MATCHER } from './parse-color.ts';
import { COVER_UP_WORDS, NEW_PIECE_CUES } from './parse-cover-up.ts';
import { AREA_MATCHER, SIDE_WORDS, SUB_AREA_WORDS } from './parse-placement.ts';
import {
  ANSWER_VAGUE_SIZE_MATCHER,
  NAMED_SIZE_MATCHER,
  PIECE_WORDS,
  VAGUE_SIZE_MATCHER,
} from './parse-size.ts';
import { STYLE_MATCHER } from './parse-style.ts';
import type { Span } from './someone-elses.ts';
import { ONE_WORD_SUBJECTS, SUBJECT_MATCHER } from './tattoo-subjects.ts';

/**
 * The idea and how it was found: `tellsStory` when only a clause telling a loss, a regret or a condition named it
 * ("my dog passed in march"), which a design wished for later replaces.
 */
export interface IdeaFinding extends Finding<string> {
  tellsStory: boolean;
}

/** An idea is a short phrase, not the whole story. */
const MAX_IDEA_WORDS = 8;

export interface IdeaContext {
  /** Tokens other parsers claimed (placement, size, style...): an idea never runs across them. */
  claimed: ReadonlyArray<{ start: number; end: number }>;
  /** The assistant just asked for the idea, so a plain answer ("a koi swimming upstream") is one. */
  wasAsked: boolean;
  /** A name, a date or a quote: a quoted word is the idea. */
  isLettering?: boolean;
  /** Subjects that are not the design here ("my son is 16": the son is the client). */
  ignoredSubjects?: ReadonlySet<string>;
  /** Where "cover up …" starts: what follows, up to a comma or a "with", is the old tattoo. */
  oldPieceStart?: number | null;
  /** Where a cover-up describes the old tattoo elsewhere ("I have an old tribal…"): never the new design. */
  oldPieces?: readonly Span[];
}

/** The subjects a message names and does not negate: "wolf", "rose", "cherry blossom". */
export function parseSubjects(tokens: readonly Token[]): string[] {
  // "¿cuánto cobras?": a word inside a question about price or care is not a subject (cobra, the verb).
  const notDesign = NOT_DESIGN_MATCHER.findAll(tokens);
  const inNotDesign = (index: number) => notDesign.some((span) => index >= span.start && index < span.end);
  const subjects = SUBJECT_MATCHER.findAll(tokens)
    .filter((match) => !isNegated(tokens, match.start) && !inNotDesign(match.start))
    .map((match) => match.value);
  return [...new Set(subjects)];
}

/**
 * The idea in the client's words, trimmed of filler: "I want a geometric wolf head on my left forearm"
 * gives "wolf head". A clause counts when it follows "I want / thinking about..." or names a known
 * subject, or when it answers the assistant's question about the idea. The design wins over the story:
 * a subject after a cue ("my cat died... I want her paw print") beats a subject before it, and a clause
 * telling a loss, a regret or a condition ("if I come with him") is never the idea. A quoted word in a
 * lettering request is the idea itself ("Ava", "breathe").
 */
export function parseIdea(tokens: readonly Token[], context: IdeaContext): IdeaFinding | null {
  if (context.isLettering) {
    const quoted = quotedIdea(tokens);
    if (quoted) return { ...quoted, tellsStory: false };
  }
  const isBoundary = markBoundaries(tokens, context);
  const subjectMatches = SUBJECT_MATCHER.findAll(tokens).filter(
    (match) => !context.ignoredSubjects?.has(match.value),
  );
  const subjectStarts = new Set(subjectMatches.map((match) => match.start));
  const subjectWords = new Set(subjectMatches.flatMap((match) => range(match.start, match.end)));
  const storyWords = new Set([
    ...[...STORY_MATCHER.findAll(tokens), ...storySpans(tokens)].flatMap((match) =>
      range(match.start, match.end),
    ),
    ...oldPieceRange(tokens, context.oldPieceStart ?? null),
  ]);
  const asksQuestion = tokens.some((token) => token.text === '?');
  // "Hi Mara, looking for a dotwork mandala": with a subject named, the first clause is not the answer.
  const namesAnySubject = subjectStarts.size > 0;
  const candidates: Array<{ idea: Finding<string>; rank: number; tellsStory: boolean }> = [];
  let cueIsOpen = false;
  let carriesCue = false;
  let isFirstClause = true;
  let isOpenedByColon = false;
  for (const clause of clauses(tokens, isBoundary)) {
    // "I want a [fine line] rose": a cue reaches past other fields' words, but not past punctuation, unless
    // what it opened said only the piece ("vorrei una mezza manica sul braccio destro, con una pantera").
    const isCarried: boolean = clause.followsPunctuation && carriesCue && !clause.followsSentenceEnd;
    if (clause.followsPunctuation) cueIsOpen = isCarried;
    carriesCue = false;
    const cue = INTENT_CUE_MATCHER.findAll(tokens.slice(clause.start, clause.end)).at(-1);
    // "je veux que ce soit cicatrisé avant": a state wished for, not a design.
    const lastCue = cue && COMPLEMENTIZERS.has(textAt(tokens, clause.start + cue.end)) ? undefined : cue;
    const start = cue ? clause.start + cue.end : clause.start;
    cueIsOpen ||= lastCue !== undefined || clause.followsColon;
    // "Kurz vorweg: Ich hab seit zwei Jahren ein Ileostoma": a colon opens the client speaking of themselves, not
    // a wish; "Fine line botanical: a sprig of eucalyptus" opens the design.
    if (lastCue !== undefined || (clause.followsPunctuation && !isCarried)) isOpenedByColon = false;
    if (clause.followsColon && lastCue === undefined && FIRST_PERSON.has(textAt(tokens, clause.start)))
      isOpenedByColon = true;
    // "holaa q onda mara!": a greeting opens the message, it does not answer what the piece is.
    const answersQuestion =
      context.wasAsked &&
      isFirstClause &&
      !asksQuestion &&
      !namesAnySubject &&
      !isGreeting(tokens, clause.start);
    isFirstClause = false;
    const referent = cueIsOpen ? referentOf(tokens, start, clause.end, subjectMatches) : null;
    if (referent) {
      candidates.push({ idea: referent, rank: CUED_SUBJECT_RANK, tellsStory: false });
      continue;
    }
    // "a small one if my mom says its ok": the condition runs to the clause's end and is never the design.
    let end = conditionStart(tokens, start, clause.end);
    if (end === start) continue;
    // "my dog who passed", "meu cachorro que morreu": the design ends where the story starts.
    const storyAt = range(start, end).find((index) => storyWords.has(index));
    const isCutAtStory =
      storyAt !== undefined && range(start, storyAt).some((index) => subjectStarts.has(index));
    if (isCutAtStory) {
      end = storyAt;
      while (end > start && RELATIVE_WORDS.has(textAt(tokens, end - 1))) end -= 1;
    }
    // "meine Oma ist gestorben. Ich hätte gern Vergissmeinnicht": the one remembered, told without a cue, is
    // the story; a design wished for after it wins. After a cue ("a portrait of my mum who passed") it is the design.
    const tellsStory =
      (isCutAtStory && !cueIsOpen) || range(clause.start, end).some((index) => storyWords.has(index));
    const subjectsAt = range(start, end).filter((index) => subjectStarts.has(index));
    // "a sprig of lavender 💜": an emoji beside the words decorates them; alone ("🐺 on my calf") it is the idea.
    const namesSubject = subjectsAt.some((index) => !isEmojiWord(tokens[index]));
    const describesPiece = describedPieceAt(tokens, start, end);
    const isOpenedByColonOnly = cueIsOpen && isOpenedByColon;
    const facts = { cueIsOpen, answersQuestion, tellsStory, describesPiece, isOpenedByColonOnly };
    const written = ideaRank({ ...facts, namesSubject });
    const withEmoji = ideaRank({ ...facts, namesSubject: subjectsAt.length > 0 });
    const ranked = written ?? (withEmoji === null ? null : withEmoji + EMOJI_PENALTY);
    // "any ideas where to start?": a question names a design only as a wish ("could i get a cute axolotl?") or
    // by naming a known one.
    if (ranked === null || (!namesSubject && !cueIsOpen && isInQuestion(tokens, clause.start))) continue;
    // "holaa q onda mara!": slang in a greeting ("onda", a wave) names no design while another clause does.
    const rank = isGreeting(tokens, clause.start) ? ranked + STORY_PENALTY : ranked;
    const idea = trimFillers(tokens, start, end, context.isLettering === true, subjectWords);
    // A wish carried past a comma reaches a description ("des fougères et des branches"), not a stray word
    // ("environ") left between other fields.
    const isCarriedTooThin: boolean =
      isCarried && !namesSubject && idea !== null && contentWords(tokens, idea, subjectWords).length < 2;
    // "do you do script?": a lettering word says how, not what; the words to write are the idea.
    if (
      idea &&
      // "un tatuaggio che abbia un significato": a quality wished for the piece, not the piece; "any ideas where to
      // start?": a question, not the piece.
      !COMPLEMENTIZERS.has(textAt(tokens, idea.start)) &&
      (namesSubject || !QUESTION_OPENERS.has(textAt(tokens, idea.start))) &&
      !isOnlyLettering(tokens, idea) &&
      !isOnlyThePiece(tokens, idea, subjectWords) &&
      !isCarriedTooThin
    )
      candidates.push({ idea, rank, tellsStory });
    // "une grande pièce blackwork sur la moitié du dos, des fougères": the piece's content comes next.
    else carriesCue = cueIsOpen && !isCarriedTooThin;
  }
  // "un geco geometrico", "a neo trad peacock": a word the engine does not know, named beside the style or the
  // colour, is the design (rank of a described piece), below any known subject.
  const besideStyle = nounBesideStyle(tokens, isBoundary, storyWords);
  if (besideStyle) candidates.push({ idea: besideStyle, rank: DESCRIBED_PIECE_RANK, tellsStory: false });
  const beforeArea = besideStyle ? null : nounBeforeArea(tokens, isBoundary, storyWords);
  if (beforeArea) candidates.push({ idea: beforeArea, rank: DESCRIBED_PIECE_RANK, tellsStory: false });
  // The best-ranked clause; among equals, the first.
  const chosen = candidates
    .filter((candidate) => !namesNoDesign(tokens, candidate.idea, subjectWords))
    .reduce<(typeof candidates)[number] | null>(
      (kept, candidate) => (kept === null || candidate.rank < kept.rank ? candidate : kept),
      null,
    );
  if (!chosen) return null;
  const idea = context.isLettering ? withWordsToWrite(tokens, chosen.idea, isBoundary) : chosen.idea;
  return { ...idea, tellsStory: chosen.tellsStory };
}

/**
 * "my kids' names, Ava 2015 and Leo 2018, in script", "our date: 12 05 2019": the names or dates listed after a
 * lettering word are the words to write, so they join the idea, up to the next break or another field's word.
 */
function withWordsToWrite(
  tokens: readonly Token[],
  idea: Finding<string>,
  isBoundary: readonly boolean[],
): Finding<string> {
  let index = idea.end;
  while (tokens[index]?.text === "'" || LETTERING_WORDS.has(textAt(tokens, index))) index += 1;
  const saysWhichWords = index > idea.end || LETTERING_WORDS.has(textAt(tokens, idea.end - 1));
  if (!saysWhichWords || !LIST_OPENERS.has(tokens[index]?.text ?? '')) return idea;
  const listStart = index + 1;
  let end = listStart;
  while (
    end < tokens.length &&
    !isClauseBreak(tokens[end]) &&
    (tokens[end]?.kind === 'number' || !isBoundary[end])
  )
    end += 1;
  // A name may be any word, even one that is a function word elsewhere ("Mia", "Eva").
  const hasWords = range(listStart, end).some((at) => tokens[at]?.kind === 'word');
  if (!hasWords) return idea;
  const lead = spanText(tokens, idea.start, index).replaceAll(" ' ", "' ");
  return { value: `${lead}: ${spanText(tokens, listStart, end)}`, start: idea.start, end };
}
const LIST_OPENERS = new Set([',', ':']);

/**
 * The noun of the phrase a style or colour word describes: "un [geco] geometrico", "una [pantera] colorata", "una
 * [cerecita] fine line" (the noun after an article, before its describer), else "a neo trad [peacock] with…",
 * "geometrische [Dreiecke] am Knöchel" (the noun after it): one to three content words up to a function word or
 * a break. Wishes ("I want"), sizes and other fields' words are never that noun.
 */
function nounBesideStyle(
  tokens: readonly Token[],
  isBoundary: readonly boolean[],
  storyWords: ReadonlySet<number>,
): Finding<string> | null {
  const stops = nounStops(tokens, isBoundary);
  const describers = [...STYLE_MATCHER.findAll(tokens), ...COLOR_MATCHER.findAll(tokens)].sort(
    (a, b) => a.start - b.start,
  );
  const isTold = (run: Finding<string> | null): run is Finding<string> =>
    run !== null && !range(run.start, run.end).some((index) => storyWords.has(index));
  // "une petite libellule en fine line": a preposition may stand between the noun and its style, and a size word
  // between the article and the noun.
  const nounEndBefore = (start: number) =>
    STYLE_PREPOSITIONS.has(textAt(tokens, start - 1)) && !isBoundary[start - 1] ? start - 2 : start - 1;
  const isBroughtIn = (run: Finding<string>) =>
    isArticleOrNumber(tokens[run.start - 1]) ||
    (stops[run.start - 1] === true &&
      ANSWER_VAGUE_SIZE_MATCHER.findAll(tokens).some((size) => size.end === run.start) &&
      isArticleOrNumber(tokens[run.start - 2]));
  const afterArticle = describers
    .map(({ start }) => nounRun(tokens, stops, nounEndBefore(start), -1))
    .find((run) => isTold(run) && isBroughtIn(run));
  return afterArticle ?? describers.map(({ end }) => nounRun(tokens, stops, end, 1)).find(isTold) ?? null;
}
const MAX_NOUN_WORDS = 3;
/** "in", "en", "em": the word before the way a piece is done ("une libellule en fine line"). */
const STYLE_PREPOSITIONS = spelledSet(wordsOfEveryLanguage('colorPrepositions'));

/** Where a noun the engine does not know ends: a clause's boundary, a wish ("I want") or a size word. */
function nounStops(tokens: readonly Token[], isBoundary: readonly boolean[]): boolean[] {
  const stops = [...isBoundary];
  for (const span of [...INTENT_CUE_MATCHER.findAll(tokens), ...ANSWER_VAGUE_SIZE_MATCHER.findAll(tokens)]) {
    for (let index = span.start; index < span.end; index += 1) stops[index] = true;
  }
  return stops;
}

/**
 * "a tiny sprig of heather on my ankle", "ein feiner Eukalyptuszweig am Unterarm": a word the engine does not
 * know, brought in by an indefinite article right before where the piece goes, is the design (rank of a
 * described piece), below any known subject. "it goes on my ankle" brings in nothing.
 */
function nounBeforeArea(
  tokens: readonly Token[],
  isBoundary: readonly boolean[],
  storyWords: ReadonlySet<number>,
): Finding<string> | null {
  const stops = nounStops(tokens, isBoundary);
  for (const area of AREA_MATCHER.findAll(tokens)) {
    let index = area.start - 1;
    while (index >= 0 && tokens[index]?.kind === 'word' && FUNCTION_WORDS.has(textAt(tokens, index)))
      index -= 1;
    if (index === area.start - 1) continue;
    const run = nounRun(tokens, stops, index, -1);
    // A known subject is the clauses' to read ("a snake wrapped around a dagger on my calf").
    const isUnknownThing = (at: number) =>
      !storyWords.has(at) && SUBJECT_MATCHER.findAll([tokens[at]!]).length === 0;
    if (!run || !range(run.start, run.end).every(isUnknownThing)) continue;
    // "a sprig of heather", "a tiny sprig of heather": the article brings in the phrase the run ends.
    let opener = run.start - 1;
    while (
      opener >= 0 &&
      run.end - opener <= MAX_PHRASE_WORDS &&
      tokens[opener]?.kind === 'word' &&
      !INDEFINITE_ARTICLES.has(textAt(tokens, opener))
    )
      opener -= 1;
    if (!INDEFINITE_ARTICLES.has(textAt(tokens, opener))) continue;
    let start = opener + 1;
    while (start < run.start && (stops[start] || !isContentWord(textAt(tokens, start)))) start += 1;
    if (range(start, run.start).some((at) => stops[at] && !isBoundary[at])) continue;
    return { value: ideaText(tokens, start, run.end), start, end: run.end };
  }
  return null;
}
/** "a tiny sprig of heather": an article, the phrase it brings in and its noun, at most this many words. */
const MAX_PHRASE_WORDS = 6;

function isArticleOrNumber(token: Token | undefined): boolean {
  return token?.kind === 'number' || (token?.kind === 'word' && FUNCTION_WORDS.has(token.text));
}

/** Content words in a row from `from`, walking by `step`, up to a function word, a stop or a break. */
function nounRun(
  tokens: readonly Token[],
  stops: readonly boolean[],
  from: number,
  step: 1 | -1,
): Finding<string> | null {
  let index = from;
  // A function word ends the noun even where a subject's name holds it ("de" of "flor de lis").
  const isNounWord = (at: number) =>
    !stops[at] && !FUNCTION_WORDS.has(textAt(tokens, at)) && isContentWord(textAt(tokens, at));
  while (index >= 0 && index < tokens.length && isNounWord(index) && Math.abs(index - from) < MAX_NOUN_WORDS)
    index += step;
  const [start, end] = step === 1 ? [from, index] : [index + 1, from + 1];
  // A run cut off by the word limit is a sentence, not a noun.
  const isClosed = index < 0 || index >= tokens.length || !isNounWord(index);
  return end > start && isClosed ? { value: ideaText(tokens, start, end), start, end } : null;
}

const isGreeting = (tokens: readonly Token[], index: number) => isGreetingOpener(textAt(tokens, index));

/** Lower is better: a subject after a cue, a subject, a cue, a plain answer; a story only as a last resort. */
function ideaRank(clause: {
  cueIsOpen: boolean;
  namesSubject: boolean;
  answersQuestion: boolean;
  tellsStory: boolean;
  describesPiece: boolean;
  isOpenedByColonOnly: boolean;
}): number | null {
  const story = clause.tellsStory ? STORY_PENALTY : 0;
  if (clause.cueIsOpen && clause.namesSubject) return CUED_SUBJECT_RANK + story;
  if (clause.namesSubject) return 1 + story;
  // A wish said ("ich hätte gern einen Farnzweig") describes the piece more surely than words after a colon.
  const colon = clause.isOpenedByColonOnly ? COLON_ONLY_PENALTY : 0;
  if (clause.cueIsOpen || clause.describesPiece) return DESCRIBED_PIECE_RANK + story + colon;
  if (clause.answersQuestion) return 3 + story;
  return null;
}
const CUED_SUBJECT_RANK = 0;
const STORY_PENALTY = 4;
const DESCRIBED_PIECE_RANK = 2;
/** Half a rank: below a wish said, above anything lower. */
const COLON_ONLY_PENALTY = 0.5;
const FIRST_PERSON = spelledSet(wordsOfEveryLanguage('firstPersonPronouns'));

/** "a blackwork botanical piece": at most this many describing words right before the piece word. */
const MAX_PIECE_DESCRIBERS = 3;

/**
 * "A blackwork botanical piece on my upper back": with no "I want" and no known subject, the words right before
 * a word for the piece describe the design. Only content words in a row count, and the piece word ends the phrase:
 * "a quick question about a piece" and "a quick tattoo question" describe no piece.
 */
function describedPieceAt(tokens: readonly Token[], start: number, end: number): boolean {
  const next = textAt(tokens, end);
  if (!PIECE_WORDS.has(next) && !GENERIC_WORDS.has(next)) return false;
  // "a quick tattoo question": the piece word only qualifies a noun after it.
  const afterPiece = tokens[end + 1];
  if (afterPiece?.kind === 'word' && !FUNCTION_WORDS.has(afterPiece.text)) return false;
  const describers = range(start, end)
    .map((index) => textAt(tokens, index))
    .filter((word) => !LEADING_FILLERS.has(word));
  return (
    describers.length >= 1 &&
    describers.length <= MAX_PIECE_DESCRIBERS &&
    describers.every((word) => isContentWord(word) && !PIECE_ONLY_WORDS.has(word))
  );
}
/** Below any clause in words, a story's included. */
const EMOJI_PENALTY = 2 * STORY_PENALTY;

function isEmojiWord(token: Token | undefined): boolean {
  return token?.kind === 'word' && token.isEmoji === true;
}

/** A clause opening with these is a condition or an aside, not a design: "if i come with him". */
const CONDITION_OPENERS = new Set(['if', 'when', 'because', 'cause', 'since', 'unless', 'asking']);

/** Words that tie a story to the subject before it: "who", "que", "that". */
const RELATIVE_WORDS = new Set(['who', 'that', 'which', 'whom', 'que', 'quien', 'quem', 'he', 'she', 'it']);

/** Where a condition opens inside [start, end), or end: filler before it ("one if…") is trimmed later. */
function conditionStart(tokens: readonly Token[], start: number, end: number): number {
  for (let index = start; index < end; index += 1) {
    if (CONDITION_OPENERS.has(textAt(tokens, index))) return index;
  }
  return end;
}

/**
 * Story words the empathy lexicon (storySpans) does not hold because they need no care in the reply: a loss or
 * an accident said in passing, a past tattoo remembered or hated.
 */
const STORY_MATCHER = createPhraseMatcher(
  ['lost', 'loss', 'remember', 'accident', 'regret', 'hate', 'put down'].map(
    (phrase) => [phrase, true] as const,
  ),
);

/** Words that name the piece, its size or its side without what it shows: "grande pièce", "destro". */
const PIECE_ONLY_WORDS: ReadonlySet<string> = new Set([
  ...PIECE_WORDS,
  ...spelledSet(wordsOfEveryLanguage('vagueIdeaWords')),
  ...SIDE_WORDS,
  ...SUB_AREA_WORDS,
  ...spelledSet(wordsOfEveryLanguage('tattooWords')),
  ...VAGUE_SIZE_MATCHER.words,
  ...ANSWER_VAGUE_SIZE_MATCHER.words,
]);

function isOnlyThePiece(
  tokens: readonly Token[],
  idea: Finding<string>,
  inSubject: ReadonlySet<number>,
): boolean {
  return contentWords(tokens, idea, inSubject).every((word) => PIECE_ONLY_WORDS.has(word));
}

/**
 * "what do portraits usually cost", "non so cosa fare", "quiero llevarla conmigo": words that name no design,
 * all of them common words or a verb with its pronoun glued on ("llevarla", "portarlo").
 */
function namesNoDesign(
  tokens: readonly Token[],
  idea: Finding<string>,
  inSubject: ReadonlySet<number>,
): boolean {
  return range(idea.start, idea.end).every((index) => {
    const token = tokens[index];
    if (token?.kind !== 'word') return true;
    return !inSubject.has(index) && (COMMON_WORDS.has(token.text) || VERB_WITH_PRONOUN.test(token.text));
  });
}
/** A Spanish, Portuguese or Italian infinitive with an object pronoun: "llevarla", "tenerlo", "portarla". */
const VERB_WITH_PRONOUN = /^\p{L}{2,}[aei]r(?:la|lo|las|los|le|les|me|te|se|nos|ne|mi|ti|ci|vi|gli)$/u;

function contentWords(
  tokens: readonly Token[],
  idea: Finding<string>,
  inSubject: ReadonlySet<number>,
): string[] {
  return range(idea.start, idea.end)
    .filter((index) => inSubject.has(index) || isContentWord(textAt(tokens, index)))
    .map((index) => textAt(tokens, index));
}

/**
 * "script", "fine script", "cursive lettering": how the words are written, with a style's words beside it, never
 * what (a "quote" or a "name" is, until it is given).
 */
function isOnlyLettering(tokens: readonly Token[], idea: Finding<string>): boolean {
  const words = range(idea.start, idea.end)
    .map((index) => textAt(tokens, index))
    .filter(isContentWord);
  return (
    words.some((word) => LETTERING_STYLE_WORDS.has(word)) &&
    words.every((word) => LETTERING_STYLE_WORDS.has(word) || STYLE_MATCHER.words.has(word))
  );
}

/** "cover up [some bad script on my forearm], was thinking a panther": the old tattoo's words. */
function oldPieceRange(tokens: readonly Token[], start: number | null): number[] {
  if (start === null) return [];
  const indexes: number[] = [];
  for (let index = start; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (isClauseBreak(token) || NEW_PIECE_CUES.has(textAt(tokens, index))) break;
    indexes.push(index);
  }
  return indexes;
}

/** The skin being worked on (scars, stretch marks) is the canvas, never the design. */
const SKIN_WORDS = new Set(['scar', 'scars', 'scarring', 'cicatriz', 'cicatrices', 'cicatrizes', 'stretch']);

/** "cover it / this / that": the old tattoo was told before the cover word, in the message so far. */
const BACK_REFERENCES = new Set(['it', 'this', 'that', 'them', 'lo', 'la', 'isso', 'ela']);
function oldPieceBefore(tokens: readonly Token[], coverStart: number | null): number[] {
  if (coverStart === null) return [];
  const next = textAt(tokens, coverStart + 1) === 'up' ? coverStart + 2 : coverStart + 1;
  return BACK_REFERENCES.has(textAt(tokens, next)) ? range(0, coverStart) : [];
}

/** The quoted words of a lettering request: "Ava", 'this too shall pass'. */
function quotedIdea(tokens: readonly Token[]): Finding<string> | null {
  const span = quotedSpan(tokens);
  return span && { value: spanText(tokens, span.start, span.end), ...span };
}

interface Clause {
  start: number;
  end: number;
  followsPunctuation: boolean;
  /** The punctuation was a sentence's end (". ! ?"), not a comma between items of one sentence. */
  followsSentenceEnd: boolean;
  /** "Fine line botanical: a sprig of eucalyptus": what a colon opens says what the piece is. */
  followsColon: boolean;
}

/** Describing words that other fields own, even when their parser did not pick them ("neo trad or geometric"). */
const FIELD_WORD_MATCHERS: ReadonlyArray<PhraseMatcher<unknown>> = [
  STYLE_MATCHER,
  COLOR_MATCHER,
  NAMED_SIZE_MATCHER,
  VAGUE_SIZE_MATCHER,
  // "can i get a quote for a moon", "how do i take care of it": the question is not the design.
  NOT_DESIGN_MATCHER,
];

function markBoundaries(tokens: readonly Token[], context: IdeaContext): boolean[] {
  const isBoundary = tokens.map(
    (token) =>
      token.kind !== 'word' ||
      GENERIC_WORDS.has(token.text) ||
      COVER_UP_WORDS.has(token.text) ||
      SKIN_WORDS.has(token.text) ||
      !!context.ignoredSubjects?.has(token.text),
  );
  // "a friend did a star on my hip years ago… can u cover it": what "it" points back to is the old tattoo.
  for (const index of oldPieceBefore(tokens, context.oldPieceStart ?? null)) isBoundary[index] = true;
  for (const span of context.oldPieces ?? []) {
    for (const index of range(span.start, span.end)) isBoundary[index] = true;
  }
  const fieldWords = FIELD_WORD_MATCHERS.flatMap((matcher) => matcher.findAll(tokens));
  for (const span of [...context.claimed, ...fieldWords]) {
    for (let index = span.start; index < span.end; index += 1) isBoundary[index] = true;
  }
  // "🐍 + 🌹", "moon + stars": a plus between two words joins them into one design.
  tokens.forEach((token, index) => {
    if (token.text === '+' && isBoundary[index - 1] === false && isBoundary[index + 1] === false)
      isBoundary[index] = false;
  });
  return isBoundary;
}

/** Runs of words between boundaries, each knowing whether punctuation came since the previous run. */
function* clauses(tokens: readonly Token[], isBoundary: readonly boolean[]): Generator<Clause> {
  let start = -1;
  let sawPunctuation = true;
  let sawSentenceEnd = true;
  let sawColon = false;
  for (let index = 0; index <= tokens.length; index += 1) {
    const isInClause = index < tokens.length && !isBoundary[index];
    if (isInClause) {
      if (start < 0) start = index;
      continue;
    }
    if (start >= 0) {
      yield {
        start,
        end: index,
        followsPunctuation: sawPunctuation,
        followsSentenceEnd: sawSentenceEnd,
        followsColon: sawColon,
      };
      sawPunctuation = false;
      sawSentenceEnd = false;
      sawColon = false;
      start = -1;
    }
    if (isClauseBreak(tokens[index])) sawPunctuation = true;
    if (tokens[index]?.text === ':') sawColon = true;
    if (endsSentence(tokens[index])) sawSentenceEnd = true;
  }
}

function trimFillers(
  tokens: readonly Token[],
  from: number,
  to: number,
  isLettering: boolean,
  /** Tokens inside a subject's name ("mon chat"): content there, whatever the word is elsewhere. */
  inSubject: ReadonlySet<number> = new Set(),
): Finding<string> | null {
  let start = from;
  let end = to;
  // "hii can u do a moth": a greeting opens the message, not the design.
  while (start < end && (LEADING_FILLERS.has(textAt(tokens, start)) || isGreeting(tokens, start))) start += 1;
  end = Math.min(end, start + MAX_IDEA_WORDS);
  // "a koi running from [my shoulder…]", "ein Koi über den [ganzen Oberarm]": a design never ends on a word
  // that leads into the next field. Words to write may ("let it be").
  const endsOnLink = (at: number) => !isLettering && FUNCTION_WORDS.has(textAt(tokens, at));
  while (end > start && (TRAILING_FILLERS.has(textAt(tokens, end - 1)) || endsOnLink(end - 1))) end -= 1;
  const hasContent = range(start, end).some(
    (index) => inSubject.has(index) || isContentWord(textAt(tokens, index)),
  );
  return hasContent ? { value: ideaText(tokens, start, end), start, end } : null;
}

const POSSESSIVES = dialogueWordsOfEveryLanguage('possessives');

/**
 * "I want a portrait of him", "quiero un retrato de ella", "i want the exact same one": a wish whose only words
 * are a pronoun or words of sameness wants the subject it points back to, the last one named before it, with its
 * possessive ("my dog").
 */
function referentOf(
  tokens: readonly Token[],
  start: number,
  end: number,
  subjects: readonly PhraseMatch<string>[],
): Finding<string> | null {
  const words = range(start, end)
    .map((index) => textAt(tokens, index))
    .filter((word) => !FUNCTION_WORDS.has(word) || POINTING_WORDS.has(word));
  if (words.length === 0 || !words.every((word) => POINTING_WORDS.has(word))) return null;
  // A style's word ("portrait") is not what the words point back to; another person's piece may be ("the same one").
  const styleWords = new Set(STYLE_MATCHER.findAll(tokens).map((match) => match.start));
  const referent = subjects
    .filter((subject) => subject.end <= start && !styleWords.has(subject.start))
    .at(-1);
  if (!referent) return null;
  const from = POSSESSIVES.has(textAt(tokens, referent.start - 1)) ? referent.start - 1 : referent.start;
  return { value: ideaText(tokens, from, referent.end), start: from, end: referent.end };
}
/** The clause's sentence ends with "?": the client asks something there. */
function isInQuestion(tokens: readonly Token[], index: number): boolean {
  return tokens[sentenceAround(tokens, index).end]?.text === '?';
}

const COMPLEMENTIZERS = spelledSet(wordsOfEveryLanguage('complementizers'));
const POINTING_WORDS: ReadonlySet<string> = new Set([
  ...dialogueWordsOfEveryLanguage('thirdPersonPronouns'),
  ...spelledSet(wordsOfEveryLanguage('sameWords')),
]);

/**
 * The idea as written, with a misspelt subject in the spelling it was read as ("sunflowr" → "sunflower",
 * decision 059): the artist reads the lead. An inflection or a derived form stays as written ("wolves", "rosas",
 * "gata").
 */
function ideaText(tokens: readonly Token[], start: number, end: number): string {
  return tokens
    .slice(start, end)
    .map((token) => {
      if (token.kind !== 'word') return token.text;
      // An inflection is longer than its base ("wolves", "mums"); a typo is not ("sunflowr", "wlof").
      const isMisspeltSubject =
        token.raw !== token.text &&
        token.raw.length <= token.text.length &&
        SUBJECT_MATCHER.words.has(token.text) &&
        !sharesStem(token.raw, token.text) &&
        !isDerivedForm(token.raw, token.text);
      return isMisspeltSubject ? token.text : withoutGluedElision(token.raw);
    })
    .join(' ');
}

/** "unonda" → "onda", "laigle" → "aigle": the article the tokenizer glued on is not the design's word. */
function withoutGluedElision(word: string): string {
  if (SUBJECT_WORDS_AS_WRITTEN.has(word)) return word;
  const elision = ELISIONS.find(
    (start) => word.startsWith(start) && SUBJECT_WORDS_AS_WRITTEN.has(word.slice(start.length)),
  );
  return elision ? word.slice(elision.length) : word;
}
const SUBJECT_WORDS_AS_WRITTEN: ReadonlySet<string> = new Set(
  wordsOfEveryLanguage('subjectNames').flatMap(([name]) => spellings(name)),
);

function sharesStem(word: string, other: string): boolean {
  const keys = new Set(stemKeys(word));
  return stemKeys(other).some((key) => keys.has(key));
}

/** A known subject always says something ("dove" is also Italian for "where"); a function word never does. */
function isContentWord(word: string): boolean {
  if (ONE_WORD_SUBJECTS.has(word)) return true;
  return word.length >= 2 && !NON_CONTENT_WORDS.has(word) && !FUNCTION_WORDS.has(word);
}

function textAt(tokens: readonly Token[], index: number): string {
  return tokens[index]?.text ?? '';
}
