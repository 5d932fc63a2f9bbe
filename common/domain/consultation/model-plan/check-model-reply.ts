import { MAX_CHAT_MESSAGE_CHARS } from '../../../contracts/chat.ts';
import { detectLanguage } from '../classify/detect-language.ts';
import { parseColor } from '../extraction/parse-color.ts';
import { REFERENCE_NOUNS } from '../extraction/parse-references.ts';
import { STYLE_MATCHER } from '../extraction/parse-style.ts';
import { readMessage } from '../extraction/read-message.ts';
import { LANGUAGES } from '../languages/index.ts';
import { isNegated } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import { figuresIn } from './plan-turn.ts';
import type { ForbiddenClaim, ForbiddenClaimKind, TurnPlan } from './turn-plan.ts';

/** Why a model's reply was not sent (decision 050): recorded with the turn's model usage. */
export type ModelReplyFault =
  /** A hard gate's notice is due: its wording is the engine's. */
  | 'gate-wording'
  | 'wrong-language'
  /** More questions than the plan asks: one question a turn. */
  | 'extra-question'
  /** The plan asks a question and the reply asks none. */
  | 'dropped-question'
  /** An answer the plan gives to the client's question is missing from the reply. */
  | 'dropped-answer'
  /** The reply promises nothing from the artist where the plan defers or hands off to them. */
  | 'artist-not-named'
  | ForbiddenClaimKind;

/** "1 session", "one question": figures this small say no price, length or date of their own. */
const TRIVIAL_FIGURES: ReadonlySet<number> = new Set([0, 1]);
/** Words this long carry an answer's substance; shorter ones are mostly grammar. */
const CONTENT_WORD_LETTERS = 5;
/** An answer is kept when the reply shares a quarter of its content words (by their first five letters). */
const MIN_SHARED_CONTENT = 0.25;
/** A sentence that repeats this share of an off-topic line's words says that line. */
const OFF_TOPIC_OVERLAP = 0.6;

/** Every language's thanks words (decision 046's dialogue words): "thanks for the refs" is a claim of receipt. */
const THANKS_WORDS = LANGUAGES.flatMap((module) => module.dialogue.thanks);

interface Sentence {
  text: string;
  tokens: Token[];
  isQuestion: boolean;
}

/**
 * What is wrong with a model's reply to this turn, measured against the engine's plan (decision 050); empty
 * when it may be sent. Pure: each fault is read with the engine's own readers (language, styles, colours,
 * numbers), so a rule holds in every language the engine reads.
 */
export function checkModelReply(reply: string, plan: TurnPlan): ModelReplyFault[] {
  if (plan.keepsEngineWording) return ['gate-wording'];
  const sentences = sentencesOf(reply);
  const engine = sentencesOf(plan.engineReply);
  const faults: ModelReplyFault[] = [];
  const words = sentences.flatMap((sentence) => sentence.tokens).filter(isWord);
  const { language, isClear } = detectLanguage(
    words.map((token) => token.raw),
    reply,
  );
  if (language !== null && isClear && language !== plan.language) faults.push('wrong-language');
  const questions = sentences.filter((sentence) => sentence.isQuestion).length;
  const allowedQuestions = Math.max(
    engine.filter((sentence) => sentence.isQuestion).length,
    plan.ask ? 1 : 0,
  );
  if (questions > allowedQuestions) faults.push('extra-question');
  if (plan.ask?.sentence.includes('?') && questions === 0) faults.push('dropped-question');
  if (plan.answers.some((answer) => !carries(reply, words, answer.sentence))) faults.push('dropped-answer');
  if (plan.mustName && !reply.toLowerCase().includes(plan.mustName.toLowerCase()))
    faults.push('artist-not-named');
  for (const claim of plan.mustNotClaim) {
    if (makesClaim(claim, sentences, engine)) faults.push(claim.kind);
  }
  return faults;
}

function makesClaim(claim: ForbiddenClaim, reply: Sentence[], engine: Sentence[]): boolean {
  const statements = reply.filter((sentence) => !sentence.isQuestion);
  switch (claim.kind) {
    case 'references-received': {
      // The engine may invite references in a statement ("feel free to send pics"): then only thanks claim them.
      const enginesMention = engine.some((sentence) => !sentence.isQuestion && namesReferences(sentence));
      return statements.some(
        (sentence) => namesReferences(sentence) && (!enginesMention || hasThanks(sentence)),
      );
    }
    case 'colour-not-said': {
      const engineColours = new Set(engine.filter((s) => !s.isQuestion).map((s) => colourOf(s)));
      return statements.some((sentence) => {
        const colour = colourOf(sentence);
        return colour !== null && !engineColours.has(colour);
      });
    }
    case 'other-styles': {
      const allowed = new Set([...claim.allowed, ...engine.flatMap(stylesOf)]);
      return reply.flatMap(stylesOf).some((style) => !allowed.has(style));
    }
    case 'unknown-figures': {
      const known = new Set(claim.knownIn.flatMap(figuresIn));
      return reply.some((sentence) =>
        figuresIn(sentence.text).some((figure) => !known.has(figure) && !TRIVIAL_FIGURES.has(figure)),
      );
    }
    case 'off-topic-line':
      return claim.lines.some((line) => {
        const lineWords = new Set(
          sentencesOf(line).flatMap((s) => s.tokens.filter(isWord).map((t) => t.text)),
        );
        return reply.some((sentence) => {
          const said = new Set(sentence.tokens.filter(isWord).map((token) => token.text));
          const shared = [...lineWords].filter((word) => said.has(word)).length;
          return lineWords.size > 0 && shared / lineWords.size >= OFF_TOPIC_OVERLAP;
        });
      });
  }
}

/** The reply's sentences, read by the engine's reader (typos, plurals and number words folded). */
function sentencesOf(text: string): Sentence[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => ({
      text: part,
      tokens: readMessage(part, MAX_CHAT_MESSAGE_CHARS).tokens,
      isQuestion: part.includes('?'),
    }));
}

const isWord = (token: Token): token is Extract<Token, { kind: 'word' }> => token.kind === 'word';

function namesReferences(sentence: Sentence): boolean {
  return sentence.tokens.some((token) => isWord(token) && REFERENCE_NOUNS.has(token.text));
}

function hasThanks(sentence: Sentence): boolean {
  const text = ` ${sentence.tokens
    .filter(isWord)
    .map((token) => token.raw)
    .join(' ')} `;
  return THANKS_WORDS.some((thanks) => text.includes(` ${thanks} `));
}

function colourOf(sentence: Sentence): string | null {
  return parseColor(sentence.tokens, null)?.value ?? null;
}

function stylesOf(sentence: Sentence): string[] {
  return STYLE_MATCHER.findAll(sentence.tokens)
    .filter((match) => !isNegated(sentence.tokens, match.start))
    .map((match) => match.value);
}

/**
 * The reply carries an answer's substance: every figure the answer states ("3 months"), and a share of its
 * content words, compared by their first letters so "heals" carries "healing" and "Abheilung" "Abheilen".
 */
function carries(reply: string, replyWords: readonly Token[], answer: string): boolean {
  const figures = new Set(figuresIn(reply));
  if (!figuresIn(answer).every((figure) => figures.has(figure))) return false;
  const starts = (words: readonly Token[]) =>
    new Set(
      words
        .filter(isWord)
        .filter((token) => token.raw.length >= CONTENT_WORD_LETTERS)
        .map((token) => token.raw.slice(0, CONTENT_WORD_LETTERS)),
    );
  const content = starts(readMessage(answer, MAX_CHAT_MESSAGE_CHARS).tokens);
  if (content.size === 0) return true;
  const said = starts(replyWords);
  const shared = [...content].filter((start) => said.has(start)).length;
  return shared / content.size >= MIN_SHARED_CONTENT;
}
