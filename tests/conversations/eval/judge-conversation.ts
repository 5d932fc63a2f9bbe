import type { ClientQuestion, ConversationCase, ConversationChecks, Language, Turn } from '../case-schema.ts';
import { detectReplyLanguage } from './language.ts';
import { isUnderAge, type ObservedBrief } from './observed-fields.ts';
import { askedFields, sentencesOf } from './reply-analysis.ts';

/**
 * The conversation checks of issue #23 item 8 (decision 042): the client's questions answered, the client's
 * language kept, nothing claimed that did not happen, minors refused and nobody else's age taken for the
 * client's. Like reply-analysis.ts, its word lists are the judge's own, in the six languages clients write.
 */

type TurnObject = Exclude<Turn, string>;

/** How the reply to a message treated a question in it. */
export const QUESTION_OUTCOMES = [
  'answered',
  'deferred',
  'deferred-not-allowed',
  'deflected',
  'redirected',
  'ignored',
] as const;
export type QuestionOutcome = (typeof QUESTION_OUTCOMES)[number];
const PASSING_OUTCOMES: ReadonlySet<QuestionOutcome> = new Set(['answered', 'deferred']);

export interface QuestionResult {
  reply: number;
  topic: string;
  outcome: QuestionOutcome;
  pass: boolean;
  text: string;
}

export interface LanguageMiss {
  reply: number;
  expected: Language;
  actual: Language;
  text: string;
}

export const FALSE_CLAIM_KINDS = [
  /** "thanks for the references" with no image sent yet. */
  'references-without-image',
  /** "that's everything" and a question about the brief in the same reply, or right after with nothing new. */
  'all-set-then-asks',
  /** The off-topic line to a message the case does not mark as junk (a tattoo detail, a question, a request). */
  'redirected-not-off-topic',
  /** A phrase the case says must not be said (a colour never said, an invented number). */
  'said',
  /** A sentence of an earlier reply said again word for word (issue #23 item 4: no verbatim repeats). */
  'repeated-sentence',
  /** The artist's booking link given again, unasked, after an earlier reply gave it (issue #25). */
  'booking-link-again',
  /**
   * One reply names the artist in full more than once, or more than three times at all (issue #25): a
   * receptionist answering three questions may say "Iris" in each, never "Iris Lind" in each.
   */
  'name-repeated',
] as const;
export type FalseClaimKind = (typeof FALSE_CLAIM_KINDS)[number];

export interface FalseClaim {
  kind: FalseClaimKind;
  text: string;
}

export const AGE_FAILURE_KINDS = [
  /** The person to be tattooed is under 18 and was not refused (rule unsaid, not recorded, ready or saved). */
  'missed-minor',
  /** Someone else in the chat is under 18 and the rule was never said for them. */
  'rule-unsaid-for-companion',
  /** The client was refused, or recorded as under 18, for someone else's age or a number that is no age. */
  'client-wrongly-refused',
  /** Someone else's age saved as the client's. */
  'other-age-saved',
] as const;
export type AgeFailureKind = (typeof AGE_FAILURE_KINDS)[number];

export interface AgeFailure {
  kind: AgeFailureKind;
  text: string;
}

export interface ConversationVerdict {
  questions: QuestionResult[];
  wrongLanguage: LanguageMiss[];
  falseClaims: FalseClaim[];
  age: AgeFailure[];
}

/** "/source/flags" is a regular expression; anything else a case-insensitive substring. */
export function matchesPattern(text: string, pattern: string): boolean {
  const regex = /^\/(.+)\/([a-z]*)$/s.exec(pattern);
  if (regex) return new RegExp(regex[1]!, regex[2]!.includes('u') ? regex[2] : `${regex[2]}u`).test(text);
  return text.toLowerCase().includes(pattern.toLowerCase());
}
const matchesAnyPattern = (text: string, patterns: readonly string[] | undefined) =>
  !!patterns && patterns.some((pattern) => matchesPattern(text, pattern));

/**
 * An honest deferral: "I'll ask Iris", "Iris will confirm", in the six languages. A word ending in an accented
 * letter ("confermerà", "preguntaré") ends at a non-letter: JavaScript's \b knows only ASCII letters.
 */
const DEFERRAL = new RegExp(
  [
    // English
    "\\b(i'?ll|i will|let me|i can) (ask|check|find out|pass|confirm|flag)",
    '\\bwill (confirm|let you know|get back to you|tell you|answer|estimate|advise|go over|talk you through|check|reply)',
    "\\b(don't|do not) (have|know) [^.!?]{0,40}(here|yet)",
    // Spanish
    '\\b(le |lo )?(pregunto|preguntaré|consulto|consultaré)(?!\\p{L})',
    '\\b(te |se )?(lo |la )?(confirmará|dirá|responderá|contestará|avisará|explicará)(?!\\p{L})',
    // Portuguese
    '\\bvou (perguntar|confirmar|verificar|checar|passar)',
    '\\b(vai|irá) (te |lhe )?(confirmar|responder|dizer|avisar|explicar)',
    '\\bconfirma com você',
    // French
    '\\bje (vais |lui )?(demander|demande|vérifie|vérifierai|transmets)',
    '\\b(vous |te )?(le |la )?(confirmera|dira|répondra|expliquera)(?!\\p{L})',
    '\\breviendra vers',
    // German
    '\\b(ich frage|frage ich|ich kläre|kläre ich|gebe (das |es )?weiter)',
    '\\b(wird|werde) [^.!?]{0,30}(bestätigen|sagen|nachfragen|klären|melden|beantworten)',
    '\\bmeldet sich',
    // "deshalb bestätigt Lena dir die Termine direkt": the present tense says what the artist will do.
    '\\bbestätigt\\b',
    // Italian
    '\\b(chiedo|chiederò|domando|domanderò)(?!\\p{L})',
    '\\b(ti |te lo )?(confermerà|dirà|risponderà|spiegherà)(?!\\p{L})',
    '\\bti farà sapere',
  ].join('|'),
  'iu',
);

/** "about that": a deferral that points back at the client's question without naming its topic. */
const POINTS_BACK =
  /\babout (that|this|it)\b|your question|tu pregunta|sua pergunta|ta question|votre question|deine frage|ihre frage|la tua domanda|sobre (eso|isso)|à ce sujet|dazu|a riguardo/iu;

/** The off-topic line: "I can only help with planning a tattoo here". */
export const REDIRECT =
  /\bonly (help|here) (you )?(with|for|to help)|\bjust here for tattoo|\bcan only help|solo puedo ayudar|solo estoy aquí para|só (consigo|posso) ajudar|só estou aqui para|je ne peux (t'|vous )?aider qu|je suis (seulement|juste) là pour|ich kann (dir |ihnen )?nur (bei|mit)|posso aiutar(ti|e|la)? solo|sono qui solo per/iu;

/** Thanks for, or receipt of, references. */
const REFERENCES_THANKED =
  /\b(thanks?|thank you|cheers)\b[^.!?]{0,30}\b(references?|refs?|pics?|photos?|images?|pictures?)\b|\brefs? received|\bgot (your|the) (references?|refs?|pics?|photos?|images?)|\b(photos?|pics?|images?|references?) you sent|gracias por (las|la|tus|tu|el|los) (referencias?|fotos?|imágenes|imagen)|obrigad[oa] pel[ao]s? (referências?|fotos?|imagens?)|merci pour (les|la|tes|vos|ta|votre|ces) (références?|photos?|images?)|danke für (die|das|deine|ihre|deinen) (referenz|fotos?|bild|bilder|vorlage)|grazie per (le|la|il|i|questa|queste) (referenz[ae]|foto|immagin[ei])/iu;

/** "That's everything the artist needs." */
const ALL_SET =
  /\bthat'?s everything\b|\bthat is everything\b|\bthat'?s the full picture|\b(your )?brief is complete|\bi have (all|everything) (i|we|they|(s)?he) need|\beso es todo\b|\btengo todo lo que|\bisso é tudo\b|\btenho tudo (o )?que|\bc'est tout\b|\bj'ai tout ce qu|\bdas ist alles\b|\bhabe alles\b|\bè tutto\b|\bho tutto (quello|ciò)/iu;

/** The 18+ rule, said in any of the six languages. */
export const AGE_RULE =
  /\b18\b|eighteen|dieciocho|dezoito|dix-huit|achtzehn|diciotto|mayor(es)? de edad|maior(es)? de idade|\bmajeure?s?\b|volljährig|maggiorenn/iu;

/** The client turned away for their age ("I can't set this up for you yet", "once you're 18"). */
const AGE_REFUSAL =
  /\b(can'?t|cannot|unable to|not able to)\b[^.!?]{0,60}\b(yet|until)\b|\b(once|when) you('re| are| turn)\s*18|\bhit pause\b|todavía no puedo|cuando tengas 18|ainda não consigo|quando (você )?tiver 18|quand (tu auras|vous aurez) 18|sobald du 18|quando avrai 18/iu;

/** A reference arrived: an image attached, or a link to one (decision 046). */
const sendsReference = (turn: TurnObject) => (turn.images ?? 0) > 0 || /https?:\/\/\S/i.test(turn.say);

/** Sentences this short ("Noted, thanks.") may come back; a longer one said twice is a verbatim repeat. */
const MIN_REPEATED_SENTENCE_WORDS = 6;
const normalizedSentences = (reply: string) =>
  sentencesOf(reply)
    .map((sentence) => sentence.toLowerCase().replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.split(' ').length >= MIN_REPEATED_SENTENCE_WORDS);

/** The reply to a message, against the questions in that message. */
export function judgeQuestion(question: ClientQuestion, reply: string): QuestionOutcome {
  if (matchesAnyPattern(reply, question.answer)) return 'answered';
  const sentences = sentencesOf(reply);
  const aboutTopic = (sentence: string) => matchesAnyPattern(sentence, question.about);
  const deferral = sentences.find(
    (sentence) => DEFERRAL.test(sentence) && (aboutTopic(sentence) || POINTS_BACK.test(sentence)),
  );
  if (deferral) return question.defer ? 'deferred' : 'deferred-not-allowed';
  if (REDIRECT.test(reply)) return 'redirected';
  if (sentences.some(aboutTopic)) return 'deflected';
  return 'ignored';
}

/** How often a reply names the artist: in full ("Mara Vale"), and at all (the full name or the first name). */
function namesOf(reply: string, name: string): { full: number; any: number } {
  // A booking link's path ("/book/iris") is no mention.
  const text = reply.replace(/https?:\/\/\S+/g, '');
  const count = (words: string) =>
    text.match(new RegExp(`(?<![\\p{L}])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'giu'))
      ?.length ?? 0;
  const first = name.split(/\s+/)[0] ?? name;
  return { full: count(name), any: count(first) };
}

const clip = (text: string) => (text.length > 110 ? `${text.slice(0, 107)}...` : text);

export function judgeConversation(
  testCase: ConversationCase,
  checks: ConversationChecks,
  run: {
    replies: readonly string[];
    brief: ObservedBrief;
    lastReady: boolean | null;
    saveStatus: number | null;
    artist: { name: string; bookingUrl: string | null };
  },
): ConversationVerdict {
  const turns: TurnObject[] = testCase.turns.map((turn) => (typeof turn === 'string' ? { say: turn } : turn));
  const { replies } = run;
  const questions: QuestionResult[] = [];
  const wrongLanguage: LanguageMiss[] = [];
  const falseClaims: FalseClaim[] = [];
  const forbidden: string[] = [...(checks.mustNotSay ?? [])];
  let imageSeen = false;

  replies.forEach((reply, index) => {
    const turn = turns[index] ?? { say: '' };
    imageSeen ||= sendsReference(turn);
    forbidden.push(...(turn.mustNotSay ?? []));
    const where = `reply ${index + 1}`;

    for (const question of turn.questions ?? []) {
      const outcome = judgeQuestion(question, reply);
      questions.push({
        reply: index + 1,
        topic: question.topic,
        outcome,
        pass: PASSING_OUTCOMES.has(outcome),
        text: reply,
      });
    }

    const expected = turn.replyLanguage ?? checks.language;
    const actual = reply.trim() ? detectReplyLanguage(reply) : null;
    if (actual && actual !== expected)
      wrongLanguage.push({ reply: index + 1, expected, actual, text: reply });

    if (!imageSeen && REFERENCES_THANKED.test(reply))
      falseClaims.push({ kind: 'references-without-image', text: `${where}: "${clip(reply)}"` });
    if (ALL_SET.test(reply)) {
      const next = replies[index + 1];
      const nextTurn = turns[index + 1];
      const asksNow = [...askedFields(reply)].filter((field) => field !== 'contact');
      const asksNext =
        next !== undefined && !nextTurn?.gives
          ? [...askedFields(next)].filter((field) => field !== 'contact')
          : [];
      if (asksNow.length || asksNext.length)
        falseClaims.push({
          kind: 'all-set-then-asks',
          text: `${where} says it has everything, then asks ${[...asksNow, ...asksNext].join(', ')}`,
        });
    }
    if (turn.junk === undefined && REDIRECT.test(reply))
      falseClaims.push({ kind: 'redirected-not-off-topic', text: `${where}: "${clip(reply)}"` });
    const earlier = new Set(replies.slice(0, index).flatMap(normalizedSentences));
    const repeated = normalizedSentences(reply).find((sentence) => earlier.has(sentence));
    if (repeated)
      falseClaims.push({ kind: 'repeated-sentence', text: `${where} says again "${clip(repeated)}"` });
    const { bookingUrl } = run.artist;
    const asksToBook = turn.asks === 'booking' || turn.asks === 'availability';
    if (
      bookingUrl &&
      !asksToBook &&
      reply.includes(bookingUrl) &&
      replies.slice(0, index).some((earlier) => earlier.includes(bookingUrl))
    )
      falseClaims.push({
        kind: 'booking-link-again',
        text: `${where} gives the booking link again: "${clip(reply)}"`,
      });
    const naming = namesOf(reply, run.artist.name);
    if (naming.full > 1 || naming.any > 3)
      falseClaims.push({
        kind: 'name-repeated',
        text: `${where} names ${run.artist.name} ${naming.any} times (${naming.full} in full): "${clip(reply)}"`,
      });
    const said = forbidden.filter((phrase) => matchesPattern(reply, phrase));
    if (said.length)
      falseClaims.push({ kind: 'said', text: `${where} says ${JSON.stringify(said)}: "${clip(reply)}"` });
  });

  return { questions, wrongLanguage, falseClaims, age: judgeAge(checks, run) };
}

function judgeAge(
  checks: ConversationChecks,
  run: {
    replies: readonly string[];
    brief: ObservedBrief;
    lastReady: boolean | null;
    saveStatus: number | null;
  },
): AgeFailure[] {
  const failures: AgeFailure[] = [];
  const underAge = isUnderAge(run.brief);
  const ruleSaid = run.replies.some((reply) => AGE_RULE.test(reply));
  const refusal = run.replies.findIndex((reply) => AGE_REFUSAL.test(reply));
  if (checks.minor === 'tattooed') {
    const missed = [
      !ruleSaid && 'no reply says the 18+ rule',
      !underAge && 'not recorded as under 18',
      run.lastReady === true && 'ready to save',
      run.saveStatus === 200 && 'the save was accepted',
    ].filter(Boolean);
    if (missed.length) failures.push({ kind: 'missed-minor', text: `minor: ${missed.join(', ')}` });
  }
  if (checks.minor === 'companion' && !ruleSaid)
    failures.push({ kind: 'rule-unsaid-for-companion', text: 'no reply says the 18+ rule for them' });
  if (checks.minor === 'companion' || checks.minor === 'none') {
    if (underAge)
      failures.push({ kind: 'client-wrongly-refused', text: 'the client is recorded as under 18' });
    if (refusal >= 0)
      failures.push({
        kind: 'client-wrongly-refused',
        text: `reply ${refusal + 1} turns the client away: "${clip(run.replies[refusal]!)}"`,
      });
  }
  if (typeof run.brief.age === 'number' && checks.notClientAge?.includes(run.brief.age))
    failures.push({
      kind: 'other-age-saved',
      text: `${run.brief.age} (someone else's) saved as the client's age`,
    });
  return failures;
}

/** The failures of a conversation verdict, one line each, for the report. */
export function describeConversation(verdict: ConversationVerdict): string[] {
  return [
    ...verdict.questions
      .filter((question) => !question.pass)
      .map(
        (question) =>
          `QUESTION ${question.outcome.toUpperCase()} reply ${question.reply} (${question.topic}): "${clip(question.text)}"`,
      ),
    ...verdict.wrongLanguage.map(
      (miss) =>
        `LANGUAGE reply ${miss.reply} in ${miss.actual}, expected ${miss.expected}: "${clip(miss.text)}"`,
    ),
    ...verdict.falseClaims.map((claim) => `FALSE CLAIM ${claim.kind}: ${claim.text}`),
    ...verdict.age.map((failure) => `AGE ${failure.kind}: ${failure.text}`),
  ];
}

export const conversationFailures = (verdict: ConversationVerdict | null) =>
  verdict
    ? verdict.questions.filter((question) => !question.pass).length +
      verdict.wrongLanguage.length +
      verdict.falseClaims.length +
      verdict.age.length
    : 0;
