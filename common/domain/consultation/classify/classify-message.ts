import { ANSWER_LANGUAGES } from '../../../contracts/studio-answers.ts';
import type { BriefField } from '../brief.ts';
import { BUDGET_CUES, CURRENCY_SYMBOLS, CURRENCY_WORDS } from '../extraction/budget-words.ts';
import { extractFromText, type MessageFindings } from '../extraction/extract-message.ts';
import { GENERIC_WORDS, INTENT_CUE_MATCHER, NON_CONTENT_WORDS } from '../extraction/idea-words.ts';
import { LETTERING_STYLE_WORDS, LETTERING_WORDS } from '../extraction/parse-client-state.ts';
import { COLOR_MATCHER } from '../extraction/parse-color.ts';
import { parseCoverUp } from '../extraction/parse-cover-up.ts';
import { parseDeferral } from '../extraction/parse-intents.ts';
import { AREA_MATCHER } from '../extraction/parse-placement.ts';
import {
  ANSWER_VAGUE_SIZE_MATCHER,
  APPROXIMATE_WORDS,
  NAMED_SIZE_MATCHER,
  VAGUE_SIZE_MATCHER,
} from '../extraction/parse-size.ts';
import { STYLE_MATCHER } from '../extraction/parse-style.ts';
import { parseTiming } from '../extraction/parse-timing.ts';
import { type MessageText, readMessage } from '../extraction/read-message.ts';
import { parseSizeReference } from '../extraction/size-references.ts';
import { SUBJECT_MATCHER } from '../extraction/tattoo-subjects.ts';
import { dialogueWordsOfEveryLanguage, LANGUAGES, wordsOfEveryLanguage } from '../languages/index.ts';
import { studioAnswerWords } from '../studio-answers/answer-studio-questions.ts';
import {
  ASKED_INSTEAD_OF_DURATION,
  type QuestionSentence,
  readStudioQuestions,
} from '../studio-answers/read-studio-questions.ts';
import { COMMON_WORDS } from '../text/common-words.ts';
import { FUNCTION_WORDS } from '../text/function-words.ts';
import { createPhraseMatcher, type PhraseMatch } from '../text/phrase-matcher.ts';
import { spelledSet, withoutAccents } from '../text/spellings.ts';
import {
  hasWordAfter,
  hasWordBefore,
  isClauseBreak,
  isNameWord,
  nameWords,
  salutationEnd,
  sentenceAround,
  sentenceSpans,
  withoutSpan,
  wordAt,
} from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import { detectLanguage } from './detect-language.ts';
import {
  ABUSE_MATCHER,
  APPOINTMENT_WORDS,
  collapseRepeats,
  FAN_MATCHER,
  GREETING_OPENERS,
  HUMAN_REQUEST_MATCHER,
  INDIRECT_QUESTION_MATCHER,
  INJECTION_MATCHER,
  isGreetingOpener,
  LINKING_WORDS,
  OWN_BOOKING_MATCHER,
  QUESTION_OPENERS,
  SETTING_PREPOSITIONS,
  SMALL_TALK_WORDS,
  SPAM_MATCHER,
  STUDIO_TOPIC_MATCHER,
  TATTOO_WORDS,
} from './intent-phrases.ts';
import type { MessageClassification, MessageIntent, StudioQuestion, StudioTopic } from './message-intent.ts';

/** Spam and injections are short; a long message is only read this far. */
const MAX_CLASSIFIED_CHARS = 4000;

export interface ClassifyContext {
  /** The field the assistant's last question asked about; null when it asked none (or on Instagram's first DM). */
  askedField?: BriefField | null;
  /** The artist's name: "Hi Mara!" is a greeting, not an idea. */
  artistName?: string;
  hasAttachments?: boolean;
  /** A tattoo is being planned in this conversation: the client's own questions are about it. */
  isUnderWay?: boolean;
}

/**
 * What a client's message is (issue #11): decided before anything in it may feed the brief. Pure, never
 * throws. Safety intents win over content (an injection that names a wolf is still an injection); tattoo
 * talk wins over studio questions and small talk, so "hi! how much for a small rose?" is an inquiry.
 */
export function classifyMessage(text: string, context: ClassifyContext = {}): MessageClassification {
  const content = typeof text === 'string' ? text.slice(0, MAX_CLASSIFIED_CHARS) : '';
  const read = readMessage(content, MAX_CLASSIFIED_CHARS);
  const findings = extractFromText(read, {
    askedField: context.askedField ?? null,
    preferredStyles: [],
    hasAttachments: context.hasAttachments === true,
  });
  return classifyRead(content, read, findings, context);
}

/** `classifyMessage` on a message the engine has already read and extracted (one pass per message). */
export function classifyRead(
  content: string,
  { tokens }: MessageText,
  findings: MessageFindings,
  context: ClassifyContext,
): MessageClassification {
  const words = tokens.filter((token) => token.kind === 'word').map((token) => token.text);
  // The words as written: the corrector reads "géométrique" as "geometric", which says nothing of French.
  const writtenWords = tokens.flatMap((token) => (token.kind === 'word' ? [token.raw] : []));
  const detected = detectLanguage(writtenWords, content);
  // Decision 045: each language's topic words, read in the client's questions.
  // "like the size of a credit card?", "the length of a banknote": a thing the piece is measured by names no studio
  // topic (a card to pay with, a note).
  const measuredBy = parseSizeReference(tokens);
  const topicTokens = measuredBy ? withoutSpan(tokens, measuredBy.start, measuredBy.end) : tokens;
  const questionsAsked = readStudioQuestions(tokens, detected.language);
  const sentences = withContentTopics(
    tokens,
    measuredBy
      ? withTopicsOf(questionsAsked, readStudioQuestions(topicTokens, detected.language))
      : questionsAsked,
  );
  // "do you speak Spanish?": the client asks for that language, and the conversation switches to it.
  const asksLanguage = sentences.find((question) => question.asksLanguage !== undefined)?.asksLanguage;
  const { language, isClear } = asksLanguage ? { language: asksLanguage, isClear: true } : detected;
  // "I get really anxious in appointments, is it ok if I wear headphones?": what the sentence says before its
  // question is the setting, not a topic asked.
  const { matches, sentences: asked } = withoutBareHowMuch(
    tokens,
    studioTopicMatches(topicTokens).filter(
      (match) =>
        !sentences.some((question) => match.start >= question.sentenceStart && match.start < question.start),
    ),
    sentences,
  );
  // "how long is the waitlist?", "Wie lange ist die Warteliste?": the wait for a date, not the session's length,
  // whether the length is read from the question's words or from a phrase.
  const isIn = (match: PhraseMatch<StudioTopic>, question: QuestionSentence) =>
    match.start >= question.start && match.start < question.end;
  const waits = asked.filter((question) =>
    matches.some((match) => match.value === 'availability' && isIn(match, question)),
  );
  const questions = asked.map((question) =>
    waits.includes(question)
      ? { ...question, topics: question.topics.filter((topic) => topic !== 'duration') }
      : question,
  );
  const isLengthOfWait = (match: PhraseMatch<StudioTopic>) =>
    match.value === 'duration' && waits.some((question) => isIn(match, question));
  const named = withQuestionTopics(
    [...new Set(matches.filter((match) => !isLengthOfWait(match)).map((match) => match.value))],
    questions,
  );
  // "can my mom come with me": a policy question about someone else, read by parse-companion.ts.
  const askedTime = askedTimeAt(tokens, findings, named);
  const withTiming = askedTime === null ? named : [...named, 'availability' as const];
  const topics = findings.companion ? [...withTiming, 'companion' as const] : withTiming;
  const read = decideIntent(content, tokens, words, findings, topics, {
    ...context,
    asksOfOwnPiece: asksOfOwnPiece(tokens, questions, context),
  });
  const aboutOwnBooking = !NEVER_HANDED_OFF.has(read) && speaksOfOwnBooking(tokens);
  const decided = aboutOwnBooking ? 'human_request' : read;
  // "do you do geometric?", "¿vos hacés retratos?": whether the artist works in a style, asked of the artist (not
  // "can i still get a fine line luna while pregnant?"), answered from their styles.
  const namesStyle = (question: QuestionSentence) =>
    asksOnlyOfStyle(tokens.slice(question.start, question.end), question);
  // The question that asks whether a time is free is the availability's, not one nobody has an answer to.
  // "you decide the size": a field left to the artist, said without a question mark, asks nothing.
  const leavesAField = findings.leavesToArtist === true && findings.deferredField !== null;
  const unanswered = questions.filter(
    (question) =>
      (askedTime === null || askedTime < question.start || askedTime >= question.end) &&
      !namesStyle(question) &&
      !(leavesAField && !question.hasQuestionMark),
  );
  const unknown = unknownQuestions(
    tokens,
    unanswered,
    matches,
    decided,
    context.isUnderWay === true,
    context.artistName,
  );
  // "can i bring my dog to the studio?": a question about the studio, never the off-topic line (issue #23).
  const asksStudio = decided === 'other' && unknown.length > 0;
  const intent = asksStudio
    ? 'studio_question'
    : isAside(tokens, findings, decided, context)
      ? 'answer'
      : decided;
  return {
    intent,
    topics,
    unknownQuestions: unknown,
    questionTexts: questionTextsOf(topics, questions, matches),
    askedOfArtist: [
      ...new Set(
        questions.filter((question) => !question.isAboutClient).flatMap((question) => question.topics),
      ),
    ],
    ...(aboutOwnBooking && { aboutOwnBooking: true as const }),
    ...(questions.some((question) => question.asksWhen) && { asksWhen: true as const }),
    ...(questions.some((question) => question.asksIfBudgetIsEnough) && {
      asksIfBudgetIsEnough: true as const,
    }),
    ...(questions.some(namesStyle) && { asksStyle: true as const }),
    ...(asksLanguage !== undefined && { asksLanguage }),
    language,
    languageIsClear: isClear,
  };
}

/**
 * Once a tattoo is being planned, "haha ok ill bring my passport" or "lol my cat just walked on my phone" is the
 * client's aside in the conversation: noted, and the plan goes on, never the off-topic line. A question, an
 * everyday matter the studio has nothing to say on ("did u see the game"), or a goodbye keeps its own handling.
 */
function isAside(
  tokens: readonly Token[],
  findings: MessageFindings,
  intent: MessageIntent,
  context: ClassifyContext,
): boolean {
  return (
    intent === 'other' &&
    context.isUnderWay === true &&
    !findings.withdraws &&
    !isQuestion(tokens) &&
    !tokens.some((token) => token.kind === 'word' && OFF_TOPIC_WORDS.has(token.text))
  );
}

/**
 * "do u take crypto?" while a tattoo is planned, "can my friend film the session for my tiktok? i have 40k
 * followers", "rola uma permuta? vc faz a tattoo e eu divulgo": a client asking about their own piece, in words
 * spam uses too. Spam offers the artist's business something ("we help tattoo studios get more followers"); it
 * never asks as "I" about a tattoo or a session, and a link to a shop mid-chat asks nothing.
 */
function asksOfOwnPiece(
  tokens: readonly Token[],
  questions: readonly QuestionSentence[],
  context: ClassifyContext,
): boolean {
  const asked = questions.filter((question) => question.hasQuestionMark);
  if (asked.length === 0) return false;
  if (context.isUnderWay === true) return true;
  const speaksAsSelf = tokens.some((token) => token.kind === 'word' && SELF_WORDS.has(token.text));
  const namesPiece = tokens.some((token) => token.kind === 'word' && TATTOO_WORDS.has(token.text));
  return speaksAsSelf && asked.some((question) => namesPiece || question.isAboutStudio);
}
const SELF_WORDS = dialogueWordsOfEveryLanguage('selfWords');

/**
 * "do you do geometric?", "¿vos hacés retratos?", "machst du auch Fineline?": a question of what the artist
 * offers that names a style, or one with nothing but the style to ask about ("is watercolor something you do?");
 * not "does fine line blur over time?" nor "is a small fine line tattoo still a good idea?".
 */
function asksOnlyOfStyle(sentence: readonly Token[], question: QuestionSentence): boolean {
  if (!question.hasQuestionMark || question.isAboutClient) return false;
  const styles = STYLE_MATCHER.findAll(sentence);
  if (styles.length === 0) return false;
  const inStyle = (index: number) => styles.some((style) => index >= style.start && index < style.end);
  const otherWords = sentence.filter(
    (token, index) =>
      token.kind === 'word' &&
      !token.isEmoji &&
      !inStyle(index) &&
      !COMMON_WORDS.has(token.text) &&
      !TATTOO_WORDS.has(token.text) &&
      !QUESTION_OPENERS.has(token.text),
  );
  return question.asksAnOffer || otherWords.length === 0;
}

/** Messages no booking makes the artist's: spam, abuse and injections keep their own handling. */
const NEVER_HANDED_OFF: ReadonlySet<MessageIntent> = new Set(['business_or_spam', 'abuse', 'injection']);

/**
 * "I'm booked in with you on saturday… should i still come?", "ich muss meinen Termin absagen": the client's
 * appointment, not one named as the setting of a new client's question ("can I bring my dog to my appointment?").
 */
function speaksOfOwnBooking(tokens: readonly Token[]): boolean {
  return OWN_BOOKING_MATCHER.findAll(tokens).some(
    (match) => !hasWordBefore(tokens, match.start, SETTING_PREPOSITIONS, SETTING_REACH),
  );
}

/**
 * The topics the phrases named, with those the language's topic words found in a question: "how long does it
 * take to heal?" asks the healing time, not (only) the aftercare its "heal" names in the phrase list; "ça fait
 * combien de temps que vous tatouez ?" the artist's years, not the session's length.
 */
function withQuestionTopics(
  named: readonly StudioTopic[],
  questions: readonly QuestionSentence[],
): StudioTopic[] {
  const asked = new Set(questions.flatMap((question) => question.topics));
  const replacesDuration = [...asked].some((topic) => ASKED_INSTEAD_OF_DURATION.has(topic));
  const kept = named.filter(
    (topic) =>
      asked.has(topic) ||
      !((topic === 'duration' && replacesDuration) || (topic === 'aftercare' && asked.has('healing_time'))),
  );
  return [...new Set([...kept, ...asked])];
}

/** The question each topic came from, as written, for the artist when it goes to them. */
function questionTextsOf(
  topics: readonly StudioTopic[],
  questions: readonly QuestionSentence[],
  matches: readonly PhraseMatch<StudioTopic>[],
): Partial<Record<StudioTopic, string>> {
  const texts: Partial<Record<StudioTopic, string>> = {};
  for (const topic of topics) {
    const question =
      questions.find((sentence) => sentence.topics.includes(topic)) ??
      questions.find((sentence) =>
        matches.some(
          (match) => match.value === topic && match.start >= sentence.start && match.start < sentence.end,
        ),
      );
    if (question) texts[topic] = question.text;
  }
  return texts;
}

/** Intents whose questions the assistant owes an answer or an honest "I'll ask": tattoo, studio or booking talk. */
const OWES_ANSWERS: ReadonlySet<MessageIntent> = new Set([
  'tattoo_inquiry',
  'answer',
  'studio_question',
  'other',
]);

/**
 * Questions no topic covers and nothing of the brief answers ("can i bring my dog?" after the design): the
 * artist's to answer. In an off-topic message only the client's own question about the studio or a session counts
 * ("can i bring my dog to the studio?", not "know a good restaurant near the studio?"), or, once a tattoo is being
 * planned, any question about themselves ("can I still go to the gym the week after?", not "did u see the game?").
 */
function unknownQuestions(
  tokens: readonly Token[],
  questions: readonly QuestionSentence[],
  matches: readonly PhraseMatch<StudioTopic>[],
  intent: MessageIntent,
  isUnderWay: boolean,
  artistName: string | undefined,
): StudioQuestion[] {
  if (!OWES_ANSWERS.has(intent)) return [];
  return questions
    .filter(
      (question) =>
        // "…and do u take klarna": the message's last sentence, opened as a question, needs no "?" (decision 059).
        (question.hasQuestionMark || question.end === tokens.length) &&
        question.topics.length === 0 &&
        (intent !== 'other' || asksTheStudio(tokens, question, isUnderWay)) &&
        !matches.some((match) => match.start >= question.start && match.start < question.end) &&
        !isGreetingQuestion(tokens, question, artistName) &&
        isTheArtistsToAnswer(tokens.slice(question.start, question.end), question),
    )
    .map((question) => ({ topic: null, text: question.text }));
}

/** The questions as asked, with the topics read where a thing the piece is measured by was blanked out. */
function withTopicsOf(
  asked: readonly QuestionSentence[],
  measured: readonly QuestionSentence[],
): QuestionSentence[] {
  if (asked.length !== measured.length) return [...asked];
  return asked.map((question, index) => ({ ...question, topics: measured[index]!.topics }));
}

/**
 * "¿qué pasa, mi arma?", "tudo bão?", "épale kai, ¿cómo estás, chamo?": a greeting asked as a question asks the
 * studio nothing, even with a word or two of its own after it (a term of address, a regional "good").
 */
function isGreetingQuestion(
  tokens: readonly Token[],
  question: QuestionSentence,
  artistName: string | undefined,
): boolean {
  const names = nameWords(artistName);
  const words = tokens
    .slice(Math.max(question.start, salutationEnd(tokens, artistName)), question.end)
    .filter((token) => token.kind === 'word' && !token.isEmoji && !isNameWord(token.text, names))
    // As written: the corrector may fold a greeting's word into a vocabulary word ("pasa" → "paso").
    .map((token) => withoutAccents(token.kind === 'word' ? token.raw : token.text));
  // "hey mara how are you doing today?": a greeting word may come first.
  const from = words.findIndex((word) => !isSmallTalkWord(word) || GREETING_OPENING_WORDS.has(word));
  return GREETING_QUESTIONS.some(
    (greeting) =>
      from >= 0 &&
      greeting.every((word, index) => words[from + index] === word) &&
      words.length - from - greeting.length <= MAX_WORDS_AFTER_GREETING,
  );
}
const GREETING_QUESTIONS = LANGUAGES.flatMap((module) => module.dialogue.greetingQuestions).map((phrase) =>
  withoutAccents(phrase).split(' '),
);
const GREETING_OPENING_WORDS = new Set(GREETING_QUESTIONS.map((greeting) => greeting[0]!));
/** "cómo estás, chamo", "qué pasa, mi arma": words of address after the greeting. */
const MAX_WORDS_AFTER_GREETING = 2;

/**
 * In a message that is no tattoo talk, a question the studio owes an answer or an honest "I'll ask": one closed by
 * "?" that names none of the everyday matters a studio has nothing to say on ("are you licensed?", "do u keep a
 * cancellation list?", "is there a private room?", "l'hai sentito il vocale?"), or one about the studio or, once a
 * tattoo is planned, the client ("can I still go to the gym the week after?").
 */
function asksTheStudio(tokens: readonly Token[], question: QuestionSentence, isUnderWay: boolean): boolean {
  const sentence = tokens.slice(question.start, question.end);
  if (sentence.some((token) => token.kind === 'word' && OFF_TOPIC_WORDS.has(token.text))) return false;
  // "idk maybe something nature-y??", "maybe black?": a guess with a question mark asks nothing.
  if (has(HEDGE_MATCHER, sentence)) return false;
  // "hey how r u today?": everyday words only, a greeting's question, asked of nobody's studio; but once a tattoo is
  // planned, "is it too soon though?" asks about the piece ("it", "that").
  const words = sentence.filter((token) => token.kind === 'word' && !token.isEmoji);
  const asksOfThePiece = isUnderWay && words.some((token) => THING_PRONOUNS.has(token.text));
  if (!asksOfThePiece && words.every((token) => COMMON_WORDS.has(token.text) || isSmallTalkWord(token.text)))
    return false;
  return (
    sentence.some((token) => token.text === '?') ||
    (question.isAboutStudio && (question.isAboutClient || question.asksAnOffer)) ||
    (isUnderWay && question.isAboutClient)
  );
}
const OFF_TOPIC_WORDS = spelledSet(wordsOfEveryLanguage('offTopicWords'));
const THING_PRONOUNS = spelledSet(wordsOfEveryLanguage('thingPronouns'));

/**
 * Topics a question's content names beyond its topic words: "do you do cover ups?", "could u cover it with a
 * realistic owl?", "fai cover up?" ask whether the artist takes a cover-up on (Intake Controls' switch answers);
 * "y abrís los sábados?", "travaillez-vous le lundi ?" ask the studio's days.
 */
function withContentTopics(
  tokens: readonly Token[],
  questions: readonly QuestionSentence[],
): QuestionSentence[] {
  return questions.map((question) => {
    if (!question.hasQuestionMark) return question;
    const sentence = tokens.slice(question.start, question.end);
    if (parseCoverUp(sentence))
      return { ...question, topics: [...question.topics, 'cover_ups' as const], isAboutStudio: true };
    // "j'ai entre 150 et 200 € de budget, ça passe ?", "Budget han ich so 400 Stutz, längt das?": whether the
    // budget is enough, answered with what the artist charges.
    if (question.topics.length === 0 && (namesBudget(sentence) || asksOfBudgetSaid(tokens, sentence)))
      return { ...question, topics: ['price' as const], isAboutStudio: true, asksIfBudgetIsEnough: true };
    // A day said as the time wanted ("is friday ok?", "this weekend?") asks availability (askedTimeAt); a day
    // the studio may work, in the plural or with no time read ("los sábados", "sundays", "le lundi"), its days.
    const days = sentence.filter((token) => token.kind === 'word' && DAY_WORDS.has(token.text));
    // "do u do evenings??", "machst du auch abends?": a part of the day said as a habit asks the hours too.
    const isHabitual =
      days.some((token) => token.kind === 'word' && token.raw !== token.text) ||
      HABITUAL_TIME_MATCHER.findAll(asWritten(sentence)).length > 0;
    return (days.length > 0 || isHabitual) &&
      question.topics.length === 0 &&
      (isHabitual || parseTiming(sentence, null) === null)
      ? { ...question, topics: ['hours' as const], isAboutStudio: true }
      : question;
  });
}
const DAY_WORDS = spelledSet(wordsOfEveryLanguage('dayNames'));

/** A figure with a budget word or a currency beside it in one sentence: "400 Stutz", "budget 300", "€150". */
function namesBudget(sentence: readonly Token[]): boolean {
  const hasFigure = sentence.some((token) => token.kind === 'number');
  return (
    hasFigure &&
    sentence.some(
      (token) =>
        CURRENCY_SYMBOLS.has(token.text) ||
        (token.kind === 'word' && (CURRENCY_WORDS.has(token.text) || BUDGET_CUES.has(token.text))),
    )
  );
}
/**
 * "budget's a monkey, so 500 quid. is that gonna be enough?": a short question of whether it is enough, in a message
 * that names a budget, asks whether the budget is.
 */
function asksOfBudgetSaid(tokens: readonly Token[], sentence: readonly Token[]): boolean {
  const words = sentence.filter((token) => token.kind === 'word');
  return (
    words.length <= MAX_WORDS_OF_BUDGET_QUESTION &&
    words.some((token) => ENOUGH_WORDS.has(token.text)) &&
    namesBudget(tokens)
  );
}
const ENOUGH_WORDS = dialogueWordsOfEveryLanguage('enoughWords');
/** "is that gonna be enough", "¿alcanza pa' empezar?": a follow-up this short. */
const MAX_WORDS_OF_BUDGET_QUESTION = 6;

/** The words as the client wrote them: "evenings" is a habit, though the corrector reads "evening". */
const asWritten = (tokens: readonly Token[]): Token[] =>
  tokens.map((token) => (token.kind === 'word' ? { ...token, text: token.raw } : token));
const HABITUAL_TIME_MATCHER = createPhraseMatcher(
  wordsOfEveryLanguage('habitualTimes').map((phrase) => [phrase, true] as const),
);

/** "can i go swimming after?", "kannst du den mit Blumen überdecken?": a whole question, not a fact said as one. */
const MIN_QUESTION_WORDS = 4;
const MIN_SUBJECT_LETTERS = 3;

/**
 * A question about the piece that only the artist can answer ("could that be turned into a tattoo?", "can I
 * still get one while pregnant?", "is 200 enough?"): the facts in it are taken, and the question is the artist's
 * to answer, never dropped. "10cm?" or "maybe black?" only gives a fact with a question mark.
 */
function asksWhetherItWorks(sentence: readonly Token[], ideaWords: ReadonlySet<string>): boolean {
  const words = sentence.filter((token) => token.kind === 'word' && !token.isEmoji);
  // "could it be 10cm?" says a size with a question mark, "can I get a rose on my wrist?" asks for the piece; "can
  // i go swimming after?" asks about something beyond the brief.
  const briefWords = briefWordsIn(sentence, ideaWords);
  const asksAbout = words.some((token) => isBeyondTheBrief(token, briefWords));
  if (words.length < MIN_QUESTION_WORDS || !asksAbout) return false;
  // "queria saber se dá pra tatuar em cima dela": the word after "saber se" opens the question.
  const indirectCueEnds = new Set(
    INDIRECT_QUESTION_MATCHER.findAll(sentence).map((match) => sentence[match.end]?.start ?? -1),
  );
  // The opener starts the question's clause ("…like 7cm ☀️ can i go swimming after?"); inside one it is the
  // client's own verb ("i can do a couple hundred??": a fact with question marks).
  let isClauseStart = true;
  let afterOpeningMark = false;
  for (const token of sentence) {
    if (token.kind !== 'word' || token.isEmoji) {
      if (token.kind === 'word' || isClauseBreak(token)) isClauseStart = true;
      // "…en el brazo, ¿se puede tatuar igual?": Spanish marks where the question opens.
      afterOpeningMark = token.text === '¿';
      continue;
    }
    if (isClauseStart && (afterOpeningMark || QUESTION_OPENERS.has(token.text))) return true;
    if (indirectCueEnds.has(token.start)) return true;
    isClauseStart = isLeadIn(token.text);
  }
  return false;
}

/** A word a question may ask about that is none of the piece's own words, the tattoo or whether it can be done. */
function isBeyondTheBrief(token: Token, briefWords: ReadonlySet<number>): boolean {
  return (
    isAskingWord(token.text) &&
    !briefWords.has(token.start) &&
    !TATTOO_WORDS.has(token.text) &&
    // "could you do something…": what names a piece without saying which.
    !GENERIC_WORDS.has(token.text) &&
    !POSSIBILITY_WORDS.has(token.text)
  );
}

const firstWordAt = (sentence: readonly Token[]) => sentence.findIndex((token) => token.kind === 'word');
const HEDGE_MATCHER = createPhraseMatcher(
  LANGUAGES.flatMap((module) => module.dialogue.hedges).map((phrase) => [phrase, true] as const),
);
const REQUEST_VERBS: ReadonlySet<string> = spelledSet(wordsOfEveryLanguage('requestVerbs'));

/** The piece's own words in a question: the wish ("can i get"), its subject, area, style, colour and size. */
const BRIEF_WORD_MATCHERS = [
  INTENT_CUE_MATCHER,
  SUBJECT_MATCHER,
  AREA_MATCHER,
  STYLE_MATCHER,
  COLOR_MATCHER,
  NAMED_SIZE_MATCHER,
  VAGUE_SIZE_MATCHER,
  ANSWER_VAGUE_SIZE_MATCHER,
];

/** "like [the] size of…", "about a palm": the approximation before a measure, a word or an article away. */
function roughlyFrom(sentence: readonly Token[], start: number): number {
  const at = [start - 1, start - 2].find((index) => APPROXIMATE_WORDS.has(wordAt(sentence, index)));
  return at ?? start;
}

function briefWordsIn(sentence: readonly Token[], ideaWords: ReadonlySet<string>): ReadonlySet<number> {
  const starts = new Set<number>(
    sentence
      .filter((token) => token.kind === 'word' && ideaWords.has(token.text))
      .map((token) => token.start),
  );
  // "like the size of a teabag?": the thing the piece is measured by, and how roughly, are the size.
  const reference = parseSizeReference(sentence);
  const spans: Array<{ start: number; end: number }> = [
    ...BRIEF_WORD_MATCHERS.flatMap(
      (matcher): Array<{ start: number; end: number }> => matcher.findAll(sentence),
    ),
    ...(reference ? [{ start: roughlyFrom(sentence, reference.start), end: reference.end }] : []),
  ];
  for (const span of spans) {
    for (let index = span.start; index < span.end; index += 1) starts.add(sentence[index]!.start);
  }
  return starts;
}

/**
 * A question nothing of the brief answers, or one about the piece that only the artist can answer, or whether the
 * artist works on an area: the sentence is read for the brief once.
 */
function isTheArtistsToAnswer(sentence: readonly Token[], question: QuestionSentence): boolean {
  const words = sentence.filter((token) => token.kind === 'word').map((token) => token.text);
  const found = extractFromText(
    { tokens: [...sentence], contact: null, hasLink: false },
    { askedField: null, preferredStyles: [], hasAttachments: false },
  );
  // "…can my friend come with me?": the companion's question, answered as such.
  if (found.companion !== null) return false;
  // "vielleicht eine Kamille?", "maybe a moth?": a guess said with a question mark, opened by its hedge.
  if (HEDGE_MATCHER.findAll(sentence).some((hedge) => hedge.start === firstWordAt(sentence))) return false;
  // "could you do something like a snake wrapped around a dagger?": asked for, the piece's words are the brief's.
  // The filler around it ("something like") then says nothing more.
  const asksForPiece = words.some((word) => REQUEST_VERBS.has(word));
  const ideaWords = new Set(
    asksForPiece && found.idea
      ? [...found.idea.split(' '), ...words.filter((word) => NON_CONTENT_WORDS.has(word))]
      : [],
  );
  const readsAsBrief = isSmallTalk(words, undefined) || namesTheBrief(found, question.isAboutStudio);
  return (
    !readsAsBrief ||
    asksWhetherItWorks(sentence, ideaWords) ||
    asksInItsOwnClause(sentence, ideaWords) ||
    (question.asksAnOffer && namesOnlyArea(found))
  );
}

/**
 * "j'ai plein de taches de rousseur sur les épaules, ça pose problème pour tatouer par-dessus ?", "my skin is very
 * dark, does colour show?": the clause the question mark closes asks something of its own, opener or not, when a
 * word in it is no part of the brief. A wish said with a question mark ("can i get a rose on my wrist?", "me
 * harías una rosa en el tobillo?") and a fact with one ("10cm?", "maybe black?") ask nothing beyond the brief.
 */
function asksInItsOwnClause(sentence: readonly Token[], ideaWords: ReadonlySet<string>): boolean {
  const mark = sentence.findIndex((token) => token.text === '?');
  if (mark < 0) return false;
  let start = mark;
  while (start > 0 && !isClauseBreak(sentence[start - 1]) && sentence[start - 1]?.text !== '¿') start -= 1;
  const clause = sentence.slice(start, mark);
  // "idk maybe something nature-y??": a guess with a question mark.
  const isGuess = HEDGE_MATCHER.findAll(clause).length > 0;
  if (isGuess || INTENT_CUE_MATCHER.findAll(clause).length > 0) return false;
  const briefWords = briefWordsIn(clause, ideaWords);
  const words = clause.filter((token) => token.kind === 'word' && !token.isEmoji);
  return (
    words.length >= MIN_QUESTION_WORDS &&
    words.some(
      (token) =>
        isBeyondTheBrief(token, briefWords) &&
        // "i can do a couple hundred bucks??": a sum and its currency are the budget.
        !CURRENCY_WORDS.has(token.text) &&
        !REQUEST_VERBS.has(token.text),
    )
  );
}

/**
 * A question that gives or asks about the piece ("could it be 10cm?", "which style suits it?") is the brief's.
 * A subject alone in a question about the studio is no design: "can i bring my dog to the studio?".
 */
function namesTheBrief(found: MessageFindings, isAboutStudio: boolean): boolean {
  return (
    (found.subjects.length > 0 && !isAboutStudio) ||
    found.style !== null ||
    found.placement !== null ||
    found.size !== null ||
    !!found.sizeChange ||
    found.colorMode !== null ||
    found.budget !== null ||
    found.timing !== null ||
    found.age !== null ||
    found.companion !== null ||
    found.isCoverUp ||
    found.hasReferences !== null ||
    found.deferredField !== null ||
    found.declinedField !== null ||
    found.questions.length > 0 ||
    found.confirmsAdult !== null
  );
}

/**
 * "¿tatúas en la cara?", "do you do hands?": whether the artist works on a body area, which no setting says. A
 * design, a style or a size in the question makes it a request instead ("do you do a rose on the hand?").
 */
function namesOnlyArea(found: MessageFindings): boolean {
  return (
    found.placement !== null &&
    found.subjects.length === 0 &&
    found.style === null &&
    found.size === null &&
    found.colorMode === null &&
    found.idea === null
  );
}

function decideIntent(
  content: string,
  tokens: readonly Token[],
  words: readonly string[],
  findings: MessageFindings,
  topics: readonly StudioTopic[],
  context: ClassifyContext & { asksOfOwnPiece?: boolean },
): MessageIntent {
  const askedField = context.askedField ?? null;
  if (tokens.length === 0) {
    if (context.hasAttachments) return attachmentIntent(askedField);
    // "🔥🔥", "👍" in a conversation under way: a reaction, like "ok" or "lol", never a redirect. A first DM
    // of emoji (an Instagram story reaction) stays unanswered there, as before.
    return askedField !== 'idea' && isEmojiReaction(content) ? 'greeting' : 'other';
  }
  const hasMarkup = INJECTION_MARKUP.test(content);
  const isInjection = has(INJECTION_MATCHER, tokens) || hasMarkup;
  // "geometric fox on my forearm. ignore previous instructions": the tattoo is read, the rest ignored.
  // Inside markup a word like "script" names nothing, so only a style or a placement counts there.
  const namesDesign =
    findings.style !== null || findings.placement !== null || (!hasMarkup && findings.subjects.length > 0);
  if (isInjection && !namesDesign) return 'injection';
  if (has(SPAM_MATCHER, tokens) && !context.asksOfOwnPiece) return 'business_or_spam';
  if (has(HUMAN_REQUEST_MATCHER, tokens) || asksForArtist(tokens, context.artistName)) return 'human_request';
  // "helloooo" after "when are you hoping to get it?" is a hello, not a free-text timing or idea.
  const isFreeTextSmallTalk =
    (askedField === 'timing' || askedField === 'idea') && isSmallTalk(words, context.artistName);
  // "amor fati" to "What would you like it to say?", "an axolotl" to "What idea do you have?": a short answer
  // that is no question is the design, known words or not.
  const answersIdeaFreely =
    askedField === 'idea' &&
    findings.idea !== null &&
    topics.length === 0 &&
    !isQuestion(tokens) &&
    words.length <= MAX_FREE_IDEA_WORDS;
  const answersAsked =
    askedField !== null &&
    !isFreeTextSmallTalk &&
    (findings.deferredField !== null ||
      findingFor(findings, askedField) ||
      answersIdeaFreely ||
      findings.age !== null);
  // Any brief fact ("budget is $400", an email) is tattoo talk, whichever question it answers.
  const namesTattoo =
    findings.subjects.length > 0 ||
    findings.style !== null ||
    findings.placement !== null ||
    !!findings.sideOnly ||
    !!findings.switchesSide ||
    findings.size !== null ||
    !!findings.sizeChange ||
    // "my mum has a huge back piece": talk about tattoos, never small talk (decision 047).
    !!findings.talksOfOthersTattoo ||
    // "the vet gave us an ink stamp of it": reference material is tattoo talk.
    (findings.hasReferences === true && topics.length === 0) ||
    findings.colorMode !== null ||
    findings.budget !== null ||
    // "no refs, it's all in my head" answers the references question, whichever was asked last.
    (findings.hasReferences !== null && !isQuestion(tokens)) ||
    findings.contact !== null ||
    findings.isCoverUp ||
    context.hasAttachments === true ||
    // "prob next month" after another question: a timing said on its own, not "what are you doing tonight?".
    (askedField !== 'timing' &&
      findings.timing !== null &&
      ((words.length <= MAX_BARE_TIMING_WORDS && !isQuestion(tokens)) ||
        // "só depois das minhas provas, tipo em julho" while a tattoo is planned: when the client wants it.
        (context.isUnderWay === true && !isQuestion(tokens)) ||
        // "not sure about timing yet, sometime in spring maybe?": a guess at the date, question mark or not.
        (topics.length === 0 && has(HEDGE_MATCHER, tokens)))) ||
    // "how do i take care of a new tattoo?": the word alone does not make a studio question an inquiry.
    (words.some((word) => TATTOO_WORDS.has(word)) && (topics.length === 0 || !isQuestion(tokens)));
  // Abuse wins over a stray subject ("1 star review"); a real design (style, placement, size) is still read.
  // Capitals alone are rage only without a wish or praise: "OMG I LOVE YOUR WORK I WANT A BUTTERFLY" is joy.
  const isExcited = namesTattoo || has(FAN_MATCHER, tokens);
  const isAbusive = has(ABUSE_MATCHER, tokens) || (isShouting(content) && !isExcited);
  const describesPiece = findings.style !== null || findings.placement !== null || findings.size !== null;
  if (isAbusive && !describesPiece) return 'abuse';
  // "just wanted to say ur flash is the best ❤️": praise, even when it names a subject, unless a wish follows.
  const describesOrder = findings.placement !== null || findings.size !== null || findings.budget !== null;
  // "is the snake flash you posted still available?": praise that asks the studio something is a question.
  const asksTheStudio = topics.length > 0 && isQuestion(tokens);
  if (isPraiseOnly(tokens) && !describesOrder && !asksTheStudio) return 'fan_message';
  if (answersAsked && (!isQuestion(tokens) || topics.length === 0)) return 'answer';
  if (namesTattoo) return 'tattoo_inquiry';
  const asksStudio = topics.length > 0 || findings.questions.length > 0;
  // "my bf wants one too, he's 17" and "my budget is kinda tight tbh" ask without a question mark.
  const isShortStatement = words.length <= MAX_STUDIO_STATEMENT_WORDS;
  if (asksStudio && (isQuestion(tokens) || isShortStatement || findings.companion !== null))
    return 'studio_question';
  // "no clue about budget" answers a field the client named, asked or not.
  if (
    answersAsked ||
    findings.age !== null ||
    findings.confirmsAdult !== null ||
    findings.deferredField !== null ||
    findings.declinedField !== null ||
    findings.answersCoverUp !== null
  )
    return 'answer';
  if (has(FAN_MATCHER, tokens)) return 'fan_message';
  // "what is 2+2": the words are small talk, the sum is not.
  if (isSmallTalk(words, context.artistName) && !ARITHMETIC.test(content)) return 'greeting';
  if (askedField !== null && !isQuestion(tokens) && answersFreely(findings, askedField)) return 'answer';
  return 'other';
}

/** Emoji only, none of them rude: read as small talk. */
function isEmojiReaction(content: string): boolean {
  return /\p{Extended_Pictographic}/u.test(content) && !RUDE_EMOJI.test(content);
}
const RUDE_EMOJI = /\u{1F595}|\u{1F4A9}/u;

const MAX_BARE_TIMING_WORDS = 4;
/** A statement this short that names a studio topic is about it ("walk ins today", "budget is tight tbh"). */
const MAX_STUDIO_STATEMENT_WORDS = 6;

/** Role markup and script tags: `{"role":"system"}`, `SYSTEM:`, `<script>`. */
const INJECTION_MARKUP =
  /"role"\s*:|<\s*\/?\s*script|^\s*(system|assistant|developer)\s*:|\[\s*(system|inst)\s*\]/i;

/** A rant in capitals ("WHY IS NOBODY ANSWERING ME"): four or more words, nearly all upper case. */
function isShouting(content: string): boolean {
  const letters = content.replace(/[^\p{L}]/gu, '');
  const words = content.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  if (words.length < 4 || letters.length < 12) return false;
  const upper = letters.replace(/[^\p{Lu}]/gu, '').length;
  return upper / letters.length > 0.8;
}

/** An image alone: the references the assistant asked for, or the start of a tattoo inquiry. */
function attachmentIntent(askedField: BriefField | null): MessageIntent {
  return askedField === 'references' ? 'answer' : 'tattoo_inquiry';
}

function findingFor(findings: MessageFindings, field: BriefField): boolean {
  switch (field) {
    case 'idea':
      return findings.subjects.length > 0;
    case 'style':
      return findings.style !== null;
    case 'placement':
      return findings.placement !== null;
    case 'size':
      return findings.size !== null;
    case 'color':
      return findings.colorMode !== null;
    case 'budget':
      return findings.budget !== null;
    case 'references':
      return findings.hasReferences !== null;
    case 'timing':
      return findings.timing !== null;
    case 'contact':
      return findings.contact !== null;
  }
}

/**
 * A free-text reply to the question just asked: an idea in the client's words ("a koi swimming upstream")
 * or a timing ("whenever works"). Small talk and questions never are.
 */
function answersFreely(findings: MessageFindings, askedField: BriefField): boolean {
  // An idea needs something of a design in it: "r u single" or "nvm" answer nothing.
  if (askedField === 'idea')
    return findings.idea !== null && (findings.subjects.length > 0 || findings.isLettering);
  if (askedField === 'timing') return findings.timing !== null;
  return false;
}

/** Praise with no "I want…" outside the praise itself. */
function isPraiseOnly(tokens: readonly Token[]): boolean {
  const praise = FAN_MATCHER.findAll(tokens);
  if (praise.length === 0) return false;
  const inPraise = (index: number) => praise.some((match) => index >= match.start && index < match.end);
  return INTENT_CUE_MATCHER.findAll(tokens).every((cue) => inPraise(cue.start));
}

/**
 * "can i just speak to rafa", "posso falar direto com a mara?", "kann ich iris anrufen?": a verb of reaching
 * someone and the artist's name close together in one clause, in either order, in any language (decision 049).
 */
function asksForArtist(tokens: readonly Token[], artistName: string | undefined): boolean {
  const names = nameWords(artistName);
  return tokens.some((token, index) => {
    if (token.kind !== 'word' || !names.has(token.text)) return false;
    return (
      hasWordBefore(tokens, index, TALK_VERBS, NAME_TO_VERB_REACH) ||
      hasWordAfter(tokens, index, TALK_VERBS, NAME_TO_VERB_REACH)
    );
  });
}
const TALK_VERBS: ReadonlySet<string> = spelledSet(wordsOfEveryLanguage('talkVerbs'));
/** "falar [direto com a] mara", "[iris auch mal] anrufen". */
const NAME_TO_VERB_REACH = 4;

/**
 * Topics that already answer "can I come in today?" (the walk-in policy, the calendar, how to book), or ask
 * about the studio's week rather than a date for the piece ("r u open sunday").
 */
const TIMING_TOPICS: ReadonlySet<StudioTopic> = new Set(['walk_ins', 'availability', 'booking', 'hours']);
/**
 * Words that make a question about a time a question of whether it is possible: "can i get it tomorrow?",
 * "any chance for this weekend?", "is friday ok?", "¿puedo ir hoy?", "amanhã dá?".
 */
const POSSIBILITY_WORDS = new Set(
  'can could cn able possible chance free open ok okay work works doable fit squeeze room space puedo puedes puede podría podria podrías podrias podemos posible hay hueco sitio libre posso pode possível possivel disponível disponivel dá da tem rola vaga livre peux pouvez place dispo disponible libero posto spazio possibile disponibile frei platz zeit möglich moglich'.split(
    ' ',
  ),
);

/**
 * "can i get a tattoo tomorrow?", "any chance for this weekend?": a question whether a time is possible is a
 * question about the artist's calendar, never a date agreed; the wanted time is still recorded (issue #11). The
 * time's token index, or null when no time is asked about.
 */
function askedTimeAt(
  tokens: readonly Token[],
  findings: MessageFindings,
  topics: readonly StudioTopic[],
): number | null {
  if (findings.timing === null || !isQuestion(tokens)) return null;
  if (topics.some((topic) => TIMING_TOPICS.has(topic))) return null;
  // Each question of the message with its own time: "I'm visiting in March. Would any weekend work for you?"
  for (const { start, end } of sentenceSpans(tokens)) {
    const sentence = tokens.slice(start, end + 1);
    // The time, not just the message, is asked about: "can you do color? i want it next month" states it.
    const time = isQuestion(sentence) ? parseTiming(sentence, null) : null;
    if (!time) continue;
    // "do you have space in december?", "habt ihr im Januar Zeit?": a time inside a question the client opens
    // as one asks whether it is free, unless the question is about something else ("how much for one in May?").
    const asksIfFree =
      sentence.some((token) => token.kind === 'word' && POSSIBILITY_WORDS.has(token.text)) ||
      (topics.length === 0 && opensWithQuestionWord(sentence) && asksForSomething(sentence, time));
    if (asksIfFree) return start + time.start;
  }
  return null;
}

/** "space", "Termine", "posto": a word besides the time that the client asks for ("how r u today?" has none). */
function asksForSomething(sentence: readonly Token[], time: { value: string } | null): boolean {
  const timeWords = new Set(time?.value.split(' ') ?? []);
  return sentence.some(
    (token) => token.kind === 'word' && isAskingWord(token.text) && !timeWords.has(token.text),
  );
}

/** A word a question may be about: long enough, and no function word, question opener or small talk. */
function isAskingWord(word: string): boolean {
  return (
    word.length >= MIN_SUBJECT_LETTERS &&
    !FUNCTION_WORDS.has(word) &&
    !QUESTION_OPENERS.has(word) &&
    !isSmallTalkWord(word)
  );
}

/** Greetings and linking words may come before a question's opener: "hey do you…", "and can i…". */
const isLeadIn = (word: string) => LINKING_WORDS.has(word) || GREETING_OPENERS.has(word);

function opensWithQuestionWord(sentence: readonly Token[]): boolean {
  const opener = sentence.find((token) => token.kind === 'word' && !isLeadIn(token.text));
  return opener !== undefined && QUESTION_OPENERS.has(opener.text);
}

/** The sentence holding token `index`, with the "?" that closes it. */
function sentenceTokensAround(tokens: readonly Token[], index: number): readonly Token[] {
  const { start, end } = sentenceAround(tokens, index);
  return tokens.slice(start, end + 1);
}

/** "no sé dónde", "idk where to put it": the "where" a client is unsure of is the placement, not the studio's. */
const UNSURE_OF_REACH = 2;

function studioTopicMatches(tokens: readonly Token[]): PhraseMatch<StudioTopic>[] {
  const deferral = parseDeferral(tokens);
  const isUnsureOf = (start: number) =>
    deferral !== null && start >= deferral.end && start - deferral.end < UNSURE_OF_REACH;
  return STUDIO_TOPIC_MATCHER.findAll(tokens).filter(
    (match) =>
      !(match.value === 'location' && isUnsureOf(match.start)) &&
      // "about 2 hours": counted hours are the piece's length, never the studio's opening hours.
      !(match.value === 'hours' && tokens[match.start - 1]?.kind === 'number') &&
      !(match.value === 'booking' && namesAppointmentAsSetting(tokens, match)) &&
      !(match.value === 'price' && isTextToWrite(tokens, match)),
  );
}

/**
 * "a quote in fine script on my ribs": a word that is a price and a text to write ("quote") is the
 * text when its sentence says how it is written.
 */
function isTextToWrite(tokens: readonly Token[], match: PhraseMatch<StudioTopic>): boolean {
  if (match.end - match.start !== 1 || !LETTERING_WORDS.has(wordAt(tokens, match.start))) return false;
  const sentence = sentenceTokensAround(tokens, match.start);
  return sentence.some((token) => token.kind === 'word' && LETTERING_STYLE_WORDS.has(token.text));
}

/** Words ("the", "my", "dem") between a setting preposition and the appointment it sets. */
const SETTING_REACH = 3;

/**
 * "will i see the design before the appointment?", "can i bring my dog to the appointment?": an appointment the
 * client already counts on, named as the time or place of another question, is not a question of how to book.
 */
function namesAppointmentAsSetting(tokens: readonly Token[], match: PhraseMatch<StudioTopic>): boolean {
  const noun = tokens[match.end - 1];
  if (noun?.kind !== 'word' || !APPOINTMENT_WORDS.has(noun.text)) return false;
  for (let index = match.start - 1; index >= 0 && match.start - index <= SETTING_REACH; index -= 1) {
    const token = tokens[index];
    if (token?.kind !== 'word') return false;
    if (SETTING_PREPOSITIONS.has(token.text)) return true;
    if (!FUNCTION_WORDS.has(token.text)) return false;
  }
  return false;
}

function isQuestion(tokens: readonly Token[]): boolean {
  if (tokens.some((token) => token.text === '?' || token.text === '¿')) return true;
  // "and how long does it take to heal", "btw where are you": a linking word may come before the opener.
  const [first, second] = tokens.filter((token) => token.kind === 'word');
  if (first !== undefined && QUESTION_OPENERS.has(first.text)) return true;
  // "r u open sunday" (not "R$ 200"): texting shorthand for "are you".
  if (first?.text === 'r' && second?.text === 'you') return true;
  return (
    first !== undefined && LINKING_WORDS.has(first.text) && !!second && QUESTION_OPENERS.has(second.text)
  );
}

/** Longer than this, an answer to the idea question with no known subject is a story, read as the rest are. */
const MAX_FREE_IDEA_WORDS = 6;

const ARITHMETIC = /\d\s*[-+*/x×=^]\s*\d/;

/** Only openers, thanks, laughter and the artist's name: "Hi Mara!", "hola", "ok thanks". */
function isSmallTalk(words: readonly string[], artistName: string | undefined): boolean {
  const names = nameWords(artistName);
  const rest = words.filter((word) => !isSmallTalkWord(word) && !names.has(word));
  // "hey mara" without a known name: one unknown word after an opener is a name.
  const opensWithGreeting = words.length > 0 && isGreetingOpener(words[0]!);
  // "amazing thank you!!", "perfect, gracias": thanks with a word or two of warmth is small talk (decision 046).
  const thanks = words.some((word) => THANKS_WORDS.has(word));
  return (
    rest.length === 0 ||
    (opensWithGreeting && rest.length === 1 && words.length <= 3) ||
    (thanks && rest.length <= MAX_WORDS_BESIDE_THANKS)
  );
}
const THANKS_WORDS: ReadonlySet<string> = spelledSet(
  LANGUAGES.flatMap((module) => module.dialogue.thanks).filter((phrase) => !phrase.includes(' ')),
);
const MAX_WORDS_BESIDE_THANKS = 2;

const COLLAPSED_SMALL_TALK = new Set([...SMALL_TALK_WORDS].map(collapseRepeats));

function isSmallTalkWord(word: string): boolean {
  return SMALL_TALK_WORDS.has(word) || COLLAPSED_SMALL_TALK.has(collapseRepeats(word));
}

function has(matcher: { findAll(tokens: readonly Token[]): unknown[] }, tokens: readonly Token[]): boolean {
  return matcher.findAll(tokens).length > 0;
}

/** "how much", "cuánto", "combien", "wie viel", "quanto": a quantity asked, whatever it is of. */
const HOW_MUCH_WORDS: ReadonlySet<string> = new Set(
  ANSWER_LANGUAGES.flatMap((language) => studioAnswerWords(language).howMuchWords),
);

/**
 * "how much is the deposit?", "how much does it hurt?", "combien pour l'acompte ?": "how much" asks about what its
 * sentence names; only with nothing else named is it the price.
 */
function withoutBareHowMuch(
  tokens: readonly Token[],
  matches: readonly PhraseMatch<StudioTopic>[],
  sentences: readonly QuestionSentence[],
): { matches: PhraseMatch<StudioTopic>[]; sentences: QuestionSentence[] } {
  const isIn = (match: PhraseMatch<StudioTopic>, sentence: QuestionSentence) =>
    match.start >= sentence.sentenceStart && match.start < sentence.end;
  const isBareHowMuch = (match: PhraseMatch<StudioTopic>) =>
    match.value === 'price' &&
    HOW_MUCH_WORDS.has(
      tokens
        .slice(match.start, match.end)
        .map((token) => token.text)
        .join(' '),
    );
  const asksOtherThanPrice = (sentence: QuestionSentence) => {
    const inSentence = matches.filter((match) => isIn(match, sentence));
    const namesOther =
      inSentence.some((match) => match.value !== 'price') ||
      sentence.topics.some((topic) => topic !== 'price');
    const pricedOnlyByHowMuch = inSentence.filter((match) => match.value === 'price').every(isBareHowMuch);
    return namesOther && pricedOnlyByHowMuch;
  };
  const howMuchOfOther = sentences.filter(asksOtherThanPrice);
  return {
    matches: matches.filter(
      (match) => !(isBareHowMuch(match) && howMuchOfOther.some((sentence) => isIn(match, sentence))),
    ),
    sentences: sentences.map((sentence) =>
      howMuchOfOther.includes(sentence)
        ? { ...sentence, topics: sentence.topics.filter((topic) => topic !== 'price') }
        : sentence,
    ),
  };
}
