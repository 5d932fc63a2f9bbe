import { ANSWER_LANGUAGES, type AnswerLanguage } from '../../../contracts/studio-answers.ts';
import { INDIRECT_QUESTION_MATCHER, LINKING_WORDS, QUESTION_OPENERS } from '../classify/intent-phrases.ts';
import type { StudioTopic } from '../classify/message-intent.ts';
import { INTENT_CUE_MATCHER } from '../extraction/idea-words.ts';
import { withElidedForms } from '../languages/elided-forms.ts';
import { dialogueWordsOfEveryLanguage, languageModule, wordsOfEveryLanguage } from '../languages/index.ts';
import { COMMON_WORDS } from '../text/common-words.ts';
import { stemIn } from '../text/stem-keys.ts';
import { endsSentence, isClauseBreak } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import { studioAnswerWords } from './answer-studio-questions.ts';

/** A question sentence of a client's message, with the topics its words name (decision 045). */
export interface QuestionSentence {
  /** Token indexes: [start, end). */
  start: number;
  end: number;
  /** Where its sentence starts: before `start` when the question is the sentence's last clause. */
  sentenceStart: number;
  /** The words as written (lowercase), for the lead's open questions. */
  text: string;
  topics: StudioTopic[];
  /** It names the studio, a session or the artist ("can i bring my dog to the studio?"). */
  isAboutStudio: boolean;
  /** The client speaks of themselves in it ("can i…", "posso…"). */
  isAboutClient: boolean;
  /** It asks what the studio offers ("do you do gift vouchers?", "fate anche piercing?"). */
  asksAnOffer: boolean;
  /** Closed by "?": only such a sentence is taken for a question nobody has an answer to. */
  hasQuestionMark: boolean;
  /** "when…?", "how long…?": the question asks for a time. */
  asksWhen: boolean;
  /** "is 500 enough?", "budget 300, ça passe ?": whether the budget said is enough (withContentTopics). */
  asksIfBudgetIsEnough?: true;
  /** "do you speak Spanish?": the language asked about, null for one not named ("what languages do you speak?"). */
  asksLanguage?: AnswerLanguage | null;
}

/**
 * What a word marks besides a topic: the studio, an offer, the client, where, the studio as a place, when, open,
 * a picture arriving, speaking; pairs of them make a topic (a where and a place ask the location).
 */
const NON_TOPIC_MARKS = [
  'studio',
  'offer',
  'self',
  'where',
  'place',
  'when',
  'howLong',
  'lasting',
  'open',
  'howMuch',
  'arrival',
  'sending',
  'picture',
  'speak',
] as const;
type NonTopicMark = (typeof NON_TOPIC_MARKS)[number];

/** A word start of one language's lexicon: the folded words in a row, and what they mark. */
interface Stem {
  words: readonly string[];
  marks: StudioTopic | NonTopicMark;
}

/** Topics whose questions also hold a word of the session's length ("how long", "combien de temps"). */
export const ASKED_INSTEAD_OF_DURATION: ReadonlySet<StudioTopic> = new Set(['healing_time', 'experience']);

const NOT_TOPICS: ReadonlySet<Stem['marks']> = new Set(NON_TOPIC_MARKS);

/** Starts this short are whole words only: "cor" is a colour, not "corner". */
const MIN_PREFIX_LENGTH = 4;

const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * A one-word topic entry is read from its Snowball stem, so the verb's other forms count too: "réserver" also
 * reads "réserve", "buchen" "buche", "prenotare" "prenoto". Stems under four letters say too little and the
 * entry stays as written; phrases ("prendre rendez") are word starts already, and so is an entry marked with a
 * closing "*".
 */
function wordStartOf(language: AnswerLanguage, entry: string): string[] {
  // "cicatriza*": a start as written, where the stem would reach another word ("cicatriz" is a scar).
  if (entry.endsWith('*')) return [fold(entry.slice(0, -1))];
  const words = entry.split(' ').map(fold);
  if (words.length > 1) return words;
  const stem = stemIn(language, words[0]!);
  return [stem.length >= MIN_PREFIX_LENGTH && stem.length < words[0]!.length ? stem : words[0]!];
}

/** Phrases read by their words' starts: "studio" also reads "studios". */
const startsOf = (phrases: readonly string[], marks: Stem['marks']): Stem[] =>
  phrases.map((phrase) => ({ words: phrase.split(' ').map(fold), marks }));
/** Phrases read word for word: "i", "me", "zu" and "auf" start many other words. */
const wholeWordsOf = (phrases: readonly string[], marks: Stem['marks']): Stem[] =>
  phrases.map((phrase) => ({ words: phrase.split(' ').map((part) => `=${fold(part)}`), marks }));

const stemsOf = (language: AnswerLanguage): Stem[] => {
  const words = studioAnswerWords(language);
  // "une pièce d'identité", "l'acconto": the tokenizer glues an elided article to the word.
  const elisions = languageModule(language)?.reading.elisions ?? [];
  const topicStems = Object.entries(words.topicStems).flatMap(([topic, stems]) =>
    withElidedForms(
      (stems ?? []).map((stem) => [stem, topic as StudioTopic] as const),
      elisions,
    ).map(([stem, marks]) => ({ words: wordStartOf(language, stem), marks })),
  );
  return [
    ...topicStems,
    ...wholeWordsOf(words.speakWords, 'speak'),
    ...startsOf(words.arrivalWords, 'arrival'),
    ...wholeWordsOf(words.sendWords, 'sending'),
    // A picture is a reference noun of the language, or a word of having sent something ("just sent it, did it
    // arrive?").
    ...startsOf([...(languageModule(language)?.reading.referenceNouns ?? []), ...words.sentWords], 'picture'),
    ...startsOf(words.studioStems, 'studio'),
    ...startsOf(words.offerStems, 'offer'),
    ...wholeWordsOf(words.selfWords, 'self'),
    ...wholeWordsOf(words.whereWords, 'where'),
    ...startsOf(words.placeWords, 'place'),
    ...wholeWordsOf(words.whenWords, 'when'),
    ...wholeWordsOf(words.howLongWords, 'howLong'),
    ...wholeWordsOf(words.lastingWords, 'lasting'),
    ...wholeWordsOf(words.howMuchWords, 'howMuch'),
    ...wholeWordsOf(words.openWords, 'open'),
  ];
};

const STEMS_BY_LANGUAGE = new Map(ANSWER_LANGUAGES.map((language) => [language, stemsOf(language)]));
const ENGLISH_STEMS_BESIDE_ANOTHER = (STEMS_BY_LANGUAGE.get('en') ?? []).filter(
  (stem) => stem.marks !== 'self',
);
const ALL_STEMS = [...STEMS_BY_LANGUAGE.values()].flat();

const isAnswerLanguage = (code: string | null): code is AnswerLanguage =>
  code !== null && (ANSWER_LANGUAGES as readonly string[]).includes(code);

/**
 * The client's questions (sentences closed by "?" or opened by a question word) and the studio topics each
 * names, by the topic words of the message's language and English (every language's when it is unknown):
 * a general reading by word starts, so "healing", "heals" and "healed" need no list of their own.
 */
export function readStudioQuestions(tokens: readonly Token[], language: string | null): QuestionSentence[] {
  const stems = isAnswerLanguage(language)
    ? [
        ...(STEMS_BY_LANGUAGE.get(language) ?? []),
        // English topic words mix into any language's DMs; its "i" and "me" do not: "i colori" is an article.
        ...(language === 'en' ? [] : ENGLISH_STEMS_BESIDE_ANOTHER),
      ]
    : ALL_STEMS;
  return sentencesOf(tokens)
    .filter(([start, end]) => isQuestion(tokens.slice(start, end)))
    .map(
      ([sentenceStart, end]) =>
        [sentenceStart, questionClauseStart(tokens, sentenceStart, end), end] as const,
    )
    .map(([sentenceStart, start, end]) => {
      const words = tokens.slice(start, end).filter((token) => token.kind === 'word');
      // As written and as the spelling corrector reads it: "ups" is "up", "forarm" is "forearm".
      const forms = words.map((token) => [
        fold(token.kind === 'word' ? token.raw : token.text),
        fold(token.text),
      ]);
      const marks = new Set(stems.filter((stem) => occursIn(stem.words, forms)).map((stem) => stem.marks));
      // "wo genau ist euer studio?", "¿dónde queda tu estudio?": a where and the studio as a place (decision 049).
      if (marks.has('where') && marks.has('place')) marks.add('location');
      // "when r u open?", "¿a qué hora abrís?", "wann habt ihr offen?": a when and open or closed ask the hours.
      if (marks.has('when') && marks.has('open')) marks.add('hours');
      // "how much to book?", "pour bloquer une date faut verser combien ?": what booking costs is the deposit.
      if (marks.has('howMuch') && marks.has('booking')) {
        marks.add('deposit');
        marks.delete('booking');
      }
      // "just sent u my reference pic, did it come through?", "¿te llegó la foto?": whether the image arrived.
      if (marks.has('arrival') && marks.has('picture')) {
        marks.add('picture_arrival');
        marks.delete('send_pictures');
      } else if (marks.has('sending') && marks.has('picture')) {
        // "can i just send u the photo on here?", "¿te puedo mandar la foto por aquí?": whether one can be sent.
        marks.add('send_pictures');
      }
      // "do you speak Spanish?", "parles-tu français ?": a speaking word and a language's name; or a language's
      // name in a question that asks of nothing else ("¿puedo seguir en español?", "in English please?").
      const asksOfNothingElse = [...marks].every((mark) => NOT_TOPICS.has(mark));
      const named = marks.has('speak') || asksOfNothingElse ? namedLanguage(forms) : undefined;
      if (named !== undefined) marks.add('languages');
      // "how long" asks when, for a length of time; "how long would a trad panther take?", with a word of lasting,
      // the length of the session.
      if (marks.has('howLong')) marks.add('when');
      if (marks.has('howLong') && marks.has('lasting') && ![...marks].some((mark) => !NOT_TOPICS.has(mark)))
        marks.add('duration');
      const marked = [...marks].filter((mark): mark is StudioTopic => !NOT_TOPICS.has(mark));
      // "¿cuánto me saldría?", "was chostet das?": an amount asked about, and nothing else, is the price.
      const topics: StudioTopic[] = marked.length === 0 && marks.has('howMuch') ? ['price'] : marked;
      return {
        start,
        end,
        sentenceStart,
        text: words.map((token) => (token.kind === 'word' ? token.raw : token.text)).join(' '),
        // "how long does it take to heal?": the healing time, not the length of the session.
        // "ça fait combien de temps que vous tatouez ?": the artist's years, not the length of the session.
        topics: topics.some((topic) => ASKED_INSTEAD_OF_DURATION.has(topic))
          ? topics.filter((topic) => topic !== 'duration')
          : topics,
        isAboutStudio: marks.has('studio') || marks.has('place') || marks.has('offer') || topics.length > 0,
        isAboutClient: marks.has('self'),
        asksAnOffer: marks.has('offer'),
        // "queria saber se dá pra tatuar em cima dela": asked as surely as with a mark.
        hasQuestionMark:
          tokens.slice(start, end).some((token) => token.text === '?') ||
          asksIndirectly(tokens.slice(start, end)),
        asksWhen: marks.has('when'),
        ...(named !== undefined && { asksLanguage: named }),
      };
    });
}

/** Every language's names of the languages, folded: "español", "espagnol" and "spanish" are all Spanish. */
const LANGUAGE_NAMES: ReadonlyMap<string, AnswerLanguage | null> = new Map(
  ANSWER_LANGUAGES.flatMap((language) =>
    studioAnswerWords(language).languageNames.map(([name, code]) => [fold(name), code] as const),
  ),
);

/** The language a question names (a code), null for "language" alone, undefined when it names none. */
function namedLanguage(forms: readonly string[][]): AnswerLanguage | null | undefined {
  const codes = forms.flatMap((word) =>
    word.filter((form) => LANGUAGE_NAMES.has(form)).map((form) => LANGUAGE_NAMES.get(form) ?? null),
  );
  return codes.find((code) => code !== null) ?? (codes.length > 0 ? null : undefined);
}

function occursIn(stem: readonly string[], words: readonly string[][]): boolean {
  return words.some((_, index) =>
    stem.every((part, offset) => (words[index + offset] ?? []).some((form) => startsWord(form, part))),
  );
}

/** A long start begins the word; a short one is the word, or its plural ("touch ups"). */
function startsWord(word: string, start: string): boolean {
  if (start.startsWith('=')) return word === start.slice(1);
  return start.length >= MIN_PREFIX_LENGTH ? word.startsWith(start) : word === start || word === `${start}s`;
}

/** [start, end) token ranges of the sentences, each with the marks that close it. */
function sentencesOf(tokens: readonly Token[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let start = 0;
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    const closes = endsSentence(token) && !endsSentence(next);
    if (closes || index === tokens.length - 1) {
      ranges.push([start, index + 1]);
      start = index + 1;
    }
  });
  return ranges.filter(([from, to]) => tokens.slice(from, to).some((token) => token.kind === 'word'));
}

/** "I was wondering if…", "je voulais savoir si…": a question without its mark. */
export function asksIndirectly(sentence: readonly Token[]): boolean {
  return INDIRECT_QUESTION_MATCHER.findAll(sentence).length > 0;
}

function isQuestion(sentence: readonly Token[]): boolean {
  if (sentence.some((token) => token.text === '?') || asksIndirectly(sentence)) return true;
  // "and can i use numbing cream": a linking word may come before the opener.
  const openerAt = sentence.findIndex((token) => token.kind === 'word' && !LINKING_WORDS.has(token.text));
  const opener = sentence[openerAt];
  // "would be a portrait of my dog": the opener begins a wish with its subject left out, not a question.
  const opensWish = INTENT_CUE_MATCHER.findAll(sentence).some((cue) => cue.start === openerAt);
  return (
    (opener !== undefined && QUESTION_OPENERS.has(opener.text) && !opensWish) || asksInLastClause(sentence)
  );
}

/**
 * "also i'm 5 months pregnant, is that ok or should i wait": the sentence's last clause opens as a question, an
 * opener and the one it asks about ("is that", "should i", "can we"), with no mark at the end of a DM.
 */
function asksInLastClause(sentence: readonly Token[]): boolean {
  const edge = sentence.findLastIndex(isClauseEdge);
  return edge >= 0 && opensQuestion(sentence.slice(edge + 1));
}

/** A comma, or a texting aside that ends a clause as one does: "i look about 15 lol will u ID me". */
function isClauseEdge(token: Token | undefined): boolean {
  return isClauseBreak(token) || (token?.kind === 'word' && AFTERTHOUGHTS.has(token.text));
}
const AFTERTHOUGHTS = dialogueWordsOfEveryLanguage('afterthoughts');

/** A clause opened by a question word and the one it asks about: "is that", "should i", "can we". */
function opensQuestion(clause: readonly Token[]): boolean {
  const [opener, subject] = clause.filter((token) => token.kind === 'word');
  return !!opener && !!subject && QUESTION_OPENERS.has(opener.text) && ASKED_ABOUT.has(subject.text);
}

/**
 * Where a question sentence's question starts: "I get really anxious in appointments, is it ok if I wear
 * headphones…?" asks about the headphones, not the appointments. The clause that opens as a question is the
 * question when it names something of its own; "…for the deposit, is that ok?" asks about the whole sentence.
 */
function questionClauseStart(tokens: readonly Token[], start: number, end: number): number {
  for (let comma = end - 1; comma > start; comma -= 1) {
    if (!isClauseEdge(tokens[comma])) continue;
    const clause = tokens.slice(comma + 1, end);
    if (!opensQuestion(clause)) continue;
    const namesItsOwn = clause.some(
      (token) => token.kind === 'word' && !COMMON_WORDS.has(token.text) && !ASKED_ABOUT.has(token.text),
    );
    // "is there a deposit, can i pay it by card?": a clause before that asks too is a question of its own.
    return namesItsOwn && !asksBefore(tokens, start, comma) ? comma + 1 : start;
  }
  return start;
}

/**
 * Whether the clause ending at `comma` opens with a question word itself ("and is there a deposit, …", "whats
 * the craic with the deposit, does it come off the price?"): then it is asked too.
 */
function asksBefore(tokens: readonly Token[], start: number, comma: number): boolean {
  let clauseStart = comma - 1;
  while (clauseStart > start && !isClauseEdge(tokens[clauseStart - 1])) clauseStart -= 1;
  const words = tokens.slice(clauseStart, comma).filter((token) => token.kind === 'word');
  const opener = LINKING_WORDS.has(words[0]?.text ?? '') ? words[1] : words[0];
  return !!opener && QUESTION_OPENERS.has(opener.text);
}
const ASKED_ABOUT = new Set([
  ...wordsOfEveryLanguage('firstPersonPronouns'),
  ...wordsOfEveryLanguage('thirdPersonPronouns'),
  'that',
  'it',
  'this',
  'there',
  'you',
  'u',
]);
