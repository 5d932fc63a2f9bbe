import { MINIMUM_CLIENT_AGE } from '../../../constants/limits.ts';
import { STUDIO_ANSWER_TOPICS, STUDIO_ANSWERS_ON_BY_DEFAULT } from '../../../contracts/studio-answers.ts';
import { type ArtistProfile, listedStylesOf } from '../artist-profile.ts';
import type { Brief } from '../brief.ts';
import { CONVERSATION_TONES } from '../conversation-style.ts';
import { answeredBy, askedBy } from '../dialogue/turn-record.ts';
import type { ClientFindings, ConversationMessage } from '../extraction/extract-brief.ts';
import { parseContactDetails } from '../extraction/parse-contact.ts';
import { readNumbers } from '../extraction/read-numbers.ts';
import { languageModule } from '../languages/index.ts';
import type { PhraseContext } from '../reply/phrasebook.ts';
import type { ReplyPart, ReplyPartKind } from '../reply/reply-plan.ts';
import { studioAnswerText, studioQuestionOutcome } from '../studio-answers/answer-studio-questions.ts';
import { normalizeText } from '../text/normalize-text.ts';
import { tokenize } from '../text/tokenize.ts';
import type { ForbiddenClaim, TurnPlan } from './turn-plan.ts';

/** Parts that acknowledge what the client said or sent. */
const ACKNOWLEDGING: ReadonlySet<ReplyPartKind> = new Set([
  'greeting',
  'welcome',
  'acknowledge',
  'noted',
  'empathy',
  'thanks-for-references',
  'thanks-for-contact',
]);

/** Hard gates (decision 029): a refusal is said in the engine's words. */
const GATE_NOTICES: ReadonlySet<ReplyPartKind> = new Set([
  'under-age',
  'style-not-offered',
  'cover-ups-not-taken',
  'budget-below-minimum',
]);

/** Parts that promise the artist will answer: the reply must name them. */
const NAMES_THE_ARTIST: ReadonlySet<ReplyPartKind> = new Set(['will-ask', 'human-handoff']);

/** How many wordings of the off-topic line a phrasebook rotates through, at most. */
const REDIRECT_VARIANTS = 4;

export interface TurnPlanInput {
  parts: readonly ReplyPart[];
  /** The sentence the reply says for a part, in its language and tone. */
  wordPart: (part: ReplyPart) => string;
  engineReply: string;
  language: string;
  /** The artist as `readArtist` reads them: their offered and listed styles. */
  artist: ArtistProfile;
  context: PhraseContext;
  brief: Brief;
  findings: readonly ClientFindings[];
  messages: readonly ConversationMessage[];
}

/**
 * The plan a model is given for this turn and checked against (decision 050): the reply's parts sorted into
 * what is acknowledged, answered, deferred, asked and said besides, and the claims no reply may make. Pure.
 */
export function planTurn(input: TurnPlanInput): TurnPlan {
  const { parts, wordPart, language, artist, context } = input;
  const sentences = (kinds: (kind: ReplyPartKind) => boolean) =>
    parts
      .filter((part) => kinds(part.kind))
      .map(wordPart)
      .filter(Boolean);
  const askingPart = parts.findLast((part) => askedBy(part) !== null);
  const asked = askingPart ? askedBy(askingPart) : null;
  const answerParts = parts.filter((part) => answeredBy(part).length > 0);
  const willAsk = parts.find((part) => part.kind === 'will-ask');
  const latest = input.findings.at(-1);
  const studioAnswers = STUDIO_ANSWER_TOPICS.filter(
    (topic) => artist.studioAnswers?.[topic]?.isOn ?? STUDIO_ANSWERS_ON_BY_DEFAULT[topic],
  ).map((topic) => ({
    topic,
    text: studioAnswerText(artist.studioAnswers, topic, language, context.artistName),
  }));
  const isSaidElsewhere = (part: ReplyPart) =>
    ACKNOWLEDGING.has(part.kind) || answerParts.includes(part) || part === willAsk || part === askingPart;
  return {
    language,
    engineReply: input.engineReply,
    acknowledge: sentences((kind) => ACKNOWLEDGING.has(kind)),
    answers: answerParts.map((part) => ({
      about: answeredBy(part)[0] ?? part.kind,
      sentence: wordPart(part),
    })),
    deferred:
      willAsk && latest
        ? {
            questions: studioQuestionOutcome(latest.classification, artist).deferred.map((q) => q.text),
            sentence: wordPart(willAsk),
          }
        : null,
    alsoSay: parts
      .filter((part) => !isSaidElsewhere(part))
      .map(wordPart)
      .filter(Boolean),
    ask: askingPart && asked ? { about: asked, sentence: wordPart(askingPart) } : null,
    keepsEngineWording: parts.some((part) => GATE_NOTICES.has(part.kind)),
    mustName: parts.some((part) => NAMES_THE_ARTIST.has(part.kind)) ? context.artistName : null,
    studioAnswers,
    mustNotClaim: forbiddenClaims(input, studioAnswers),
  };
}

function forbiddenClaims(
  { parts, engineReply, language, artist, context, brief, findings, messages }: TurnPlanInput,
  studioAnswers: TurnPlan['studioAnswers'],
): ForbiddenClaim[] {
  const claims: ForbiddenClaim[] = [];
  if (!findings.some((found) => found.sendsReference)) claims.push({ kind: 'references-received' });
  // A colour only a style implies (dotwork: black and grey) is not the client's (decision 046).
  if (!findings.some((found) => found.colorMode !== null)) claims.push({ kind: 'colour-not-said' });
  claims.push({
    kind: 'other-styles',
    allowed: [
      ...new Set([
        ...artist.specialtyStyles,
        ...listedStylesOf(artist),
        ...(brief.style ? [brief.style] : []),
      ]),
    ],
  });
  const intake = artist.intake;
  const prices = [MINIMUM_CLIENT_AGE, artist.minimumPrice, artist.consultationPrice].filter(
    (figure) => typeof figure === 'number',
  );
  const knownIn = [
    prices.join(' '),
    engineReply,
    ...studioAnswers.map((answer) => answer.text),
    intake?.depositPolicy,
    intake?.studioHours,
    intake?.studioLocation,
    intake?.agePolicy,
    ...(artist.rules ?? []),
    ...messages.filter((message) => message.role === 'user').map((message) => message.content),
  ];
  claims.push({
    kind: 'unknown-figures',
    knownIn: knownIn.filter((text): text is string => typeof text === 'string' && text.length > 0),
  });
  if (!parts.some((part) => part.kind === 'redirect')) {
    claims.push({ kind: 'off-topic-line', lines: redirectLines(language, context) });
  }
  return claims;
}

/**
 * The numbers a text states, number words included ("fifty" is 50); links, emails and phones left out. Numbers
 * need no spelling correction, so this skips the corrector `readMessage` runs over every word.
 */
export function figuresIn(text: string): number[] {
  const { rest } = parseContactDetails(text.toLowerCase());
  return readNumbers(tokenize(normalizeText(rest))).flatMap((token) =>
    token.kind === 'number' ? [token.value] : [],
  );
}

/** Every wording of the off-topic line in the reply's language and in English, in every tone. */
function redirectLines(language: string, context: PhraseContext): string[] {
  const modules = [...new Set([languageModule(language), languageModule('en')])];
  const lines = modules.flatMap((module) =>
    CONVERSATION_TONES.flatMap((tone) =>
      Array.from({ length: REDIRECT_VARIANTS }, (_, turn) =>
        module ? module.replies.phrasebooks[tone].desk.redirect({ ...context, turn }) : '',
      ),
    ),
  );
  return [...new Set(lines.filter(Boolean))];
}
