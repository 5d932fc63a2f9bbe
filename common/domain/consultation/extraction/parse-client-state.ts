import { LANGUAGES, wordsOfEveryLanguage } from '../languages/index.ts';
import { createPhraseMatcher } from '../text/phrase-matcher.ts';
import { spelledSet } from '../text/spellings.ts';
import { hasWordBefore, isNegated } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import { damagedTattoo, EXISTING_TATTOO_WORDS } from './parse-cover-up.ts';

/** Answers to "are you 18 or over?" (issue #11: one light line, the way shops ask). */
const ADULT_ANSWER_MATCHER = createPhraseMatcher<boolean>([
  ...[
    'yes',
    'yeah',
    'yea',
    'yep',
    'yup',
    'ya',
    'ye',
    'sure',
    'of course',
    'obviously',
    'definitely',
    'correct',
    'i am',
    'im over',
    'over 18',
    '18 +',
    'si',
    'sí',
    'claro',
    'sim',
    'com certeza',
    'soy mayor',
    'sou maior',
  ].map((phrase) => [phrase, true] as const),
  ...['no', 'nope', 'nah', 'not yet', 'im not', 'i am not', 'não', 'nao', 'todavía no', 'ainda não'].map(
    (phrase) => [phrase, false] as const,
  ),
]);

/** Words that may come before the yes or no: "ok yes", "haha nope". */
const BEFORE_ANSWER = new Set(['ok', 'okay', 'oh', 'haha', 'lol', 'um', 'uh', 'and', 'hi', 'hey', 'oh']);

/**
 * True or false when the message answers the age question with a yes or a no; null otherwise. The yes or
 * no opens the message: "colour for sure" answers the colour, not the age.
 */
export function parseAdultAnswer(tokens: readonly Token[]): boolean | null {
  const answer = ADULT_ANSWER_MATCHER.findAll(tokens)[0];
  if (!answer) return null;
  const before = tokens.slice(0, answer.start).filter((token) => token.kind === 'word');
  if (!before.every((token) => BEFORE_ANSWER.has(token.text))) return null;
  // "no clue what it costs", "no colour": a "no" that modifies the next word answers nothing.
  const next = tokens[answer.end];
  const isBareNo = !answer.value && next?.kind === 'word' && !AFTER_BARE_NO.has(next.text);
  return isBareNo ? null : answer.value;
}

/** Words that may follow a "no" that answers the age check: "no im 16", "nah not yet", "no sorry". */
const AFTER_BARE_NO = new Set([
  'im',
  'i',
  'not',
  'sorry',
  'lol',
  'haha',
  'unfortunately',
  'but',
  'only',
  'just',
  'yet',
  'am',
  'actually',
  'soy',
  'tengo',
  'sou',
  'tenho',
  'todavía',
  'ainda',
]);

/** What calls for care first; "hardship" is a hard time said without a loss ("sorry if I ramble"). */
export type EmpathyTopic = 'memorial' | 'regret' | 'scar' | 'hardship';

/** When a message holds several, the one the reply answers: a loss before a scar, a regret, a hard time. */
const EMPATHY_PRIORITY: readonly EmpathyTopic[] = ['memorial', 'scar', 'regret', 'hardship'];

/** Moments to lead with empathy, not with "Love it" (issue #11 "Tone"). */
const EMPATHY_MATCHER = createPhraseMatcher<EmpathyTopic>([
  ...[
    'passed',
    'passed away',
    'died',
    'lost my',
    'lost our',
    // "lost me mam": "me" for "my" in Irish and northern English.
    'lost me',
    'in memory',
    'memory of',
    'memorial',
    'rip',
    'rest in peace',
    'late mother',
    'late father',
    'late mom',
    'late dad',
    'late grandma',
    'late grandpa',
    'late grandmother',
    'late grandfather',
    'late granny',
    'late nan',
    'late nana',
    'late mum',
    'late husband',
    'late wife',
    'late brother',
    'late sister',
    'late son',
    'late daughter',
    'late friend',
    'late uncle',
    'late aunt',
    'late partner',
    'funeral',
    'miss him',
    'had to put',
    'put to sleep',
    'rainbow bridge',
    'meant everything',
    'miss her',
    'falleció',
    'fallecio',
    'murió',
    'murio',
    'en memoria',
    'faleceu',
    'morreu',
    'em memória',
    'em memoria',
    // French, German and Italian (issue #23)
    'décédé',
    'décédée',
    'est mort',
    'est morte',
    'en mémoire',
    'gestorben',
    'verstorben',
    'in erinnerung',
    'morto',
    'morta',
    'scomparso',
    'scomparsa',
    'in memoria',
  ].map((phrase) => [phrase, 'memorial'] as const),
  ...[
    'regret',
    'regrets',
    'hate it',
    'hate my',
    'embarrassed',
    'embarrassing',
    'ashamed',
    'exs name',
    'ex name',
    'my ex',
    'mistake',
    'so bad',
    'really bad',
    'botched',
    'messed up',
    'terrible',
    'awful',
    'me arrepiento',
    'arrependo',
    'arrependida',
    'arrependido',
  ].map((phrase) => [phrase, 'regret'] as const),
  ...[
    'scar',
    'scars',
    'scarring',
    'self harm',
    'selfharm',
    'stretch mark',
    'stretch marks',
    'mastectomy',
    'c section',
    'surgery',
    'cicatriz',
    'cicatrices',
    'cicatrizes',
  ].map((phrase) => [phrase, 'scar'] as const),
  ...LANGUAGES.flatMap((module) => module.dialogue.empathy),
]);

/**
 * The words of a loss, a regret or a hard time (decision 059): the client's story, which the idea reader keeps
 * out of the design in every language ("meine Oma ist letzte Woche gestorben", "è morto in un incidente").
 * Scars are the canvas, read apart.
 */
export function storySpans(tokens: readonly Token[]): Array<{ start: number; end: number }> {
  return EMPATHY_MATCHER.findAll(tokens).filter((match) => match.value !== 'scar');
}

const WITHDRAWAL_MATCHER = createPhraseMatcher(
  LANGUAGES.flatMap((module) => module.dialogue.withdrawals).map((phrase) => [phrase, true] as const),
);

/** "never mind, not ready yet", "mejor lo dejo", "ich warte doch noch": the client steps back for now. */
export function parseWithdrawal(tokens: readonly Token[]): boolean {
  return WITHDRAWAL_MATCHER.findAll(tokens).some((match) => !isNegated(tokens, match.start));
}

export function parseEmpathyTopic(tokens: readonly Token[]): EmpathyTopic | null {
  const topics = new Set(EMPATHY_MATCHER.findAll(tokens).map((match) => match.value));
  // A tattoo of theirs gone wrong ("my old tattoo blew out") is a regret, met with care before the fix.
  if (damagedTattoo(tokens)) topics.add('regret');
  return EMPATHY_PRIORITY.find((topic) => topics.has(topic)) ?? null;
}

/** Script, cursive, calligraphy: how lettering is written, in every language. */
export const LETTERING_STYLE_WORDS: ReadonlySet<string> = spelledSet(wordsOfEveryLanguage('letteringStyles'));
/** Names, dates and quotes, and how they are written: lettering, whose style is the script itself. */
export const LETTERING_WORDS: ReadonlySet<string> = new Set([
  ...LETTERING_STYLE_WORDS,
  ...spelledSet(wordsOfEveryLanguage('letteringTexts')),
]);

export function parseLettering(tokens: readonly Token[], isCoverUp = false): boolean {
  return tokens.some(
    (token, index) =>
      token.kind === 'word' &&
      LETTERING_WORDS.has(token.text) &&
      // "cover up an old name", "hide my ex's name": in a cover-up, the name already on the skin is no lettering.
      !(isCoverUp && hasWordBefore(tokens, index, EXISTING_TATTOO_WORDS, OLD_NAME_REACH)),
  );
}
const OLD_NAME_REACH = 2;
