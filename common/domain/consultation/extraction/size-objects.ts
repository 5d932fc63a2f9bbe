import { wordsOfEveryLanguage } from '../languages/index.ts';
import { FUNCTION_WORDS } from '../text/function-words.ts';
import { createPhraseMatcher, type PhraseMatch } from '../text/phrase-matcher.ts';
import { spelledSet } from '../text/spellings.ts';
import { wordAt } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import { CURRENCY_SYMBOLS } from './budget-words.ts';

/** Everyday things clients measure a piece by; each language names them (`sizeObjects`). */
export type SizeObject = keyof typeof OBJECT_CM;

/**
 * The largest dimension of each thing, in cm: what a client holding one would measure. Where a thing comes in
 * several sizes, the one most people carry or buy.
 */
export const OBJECT_CM = {
  coin: 2.5,
  // A banknote: euro notes run 12-16 cm, a dollar bill 15.6 cm.
  banknote: 14,
  card: 8.5,
  stamp: 3,
  matchbox: 5,
  phone: 15,
  fist: 10,
  'golf ball': 4.5,
  'ping pong ball': 4,
  'tennis ball': 7,
  egg: 6,
  postcard: 15,
  palm: 9,
  thumb: 6,
  // An index finger is about 7 cm long: the measure held up beside a small piece.
  finger: 7,
  // A fingernail or thumbnail, the smallest thing clients name.
  fingernail: 1.5,
  // Spread from thumb to little finger: "un palmo", "eine Handspanne".
  'hand span': 20,
  // A 330 ml drink can stands 11.5 cm; the tall 500 ml one is rarer.
  can: 12,
  // A disposable lighter (the common one) is 8 cm tall.
  lighter: 8,
  cigarette: 8,
  // A pack of 20 stands 8.8 cm.
  'cigarette pack': 9,
  // A beer mat is 10.7 cm across.
  coaster: 10,
  // The square sticky note is 7.6 cm a side.
  'sticky note': 7.6,
  'bottle cap': 3,
  key: 6,
  'guitar pick': 3,
  'usb stick': 5,
  eraser: 5,
  pen: 14,
  // An instant photo's print is 8.8 × 10.7 cm; people hold up the square-ish whole.
  polaroid: 9,
  'tea bag': 6,
  saucer: 14,
  // The little finger, about 6 cm long.
  'little finger': 6,
  // A croissant or a pain au chocolat, about 12 cm long.
  pastry: 12,
  // A watch's face, not its strap: 4 cm across.
  'watch face': 4,
  wallet: 11,
  // The ICAO passport booklet is 12.5 × 8.8 cm.
  passport: 12.5,
  cd: 12,
  // The earbuds' charging case (AirPods and the like) is about 6 cm across.
  'earbuds case': 6,
  // A paperback, the book people hold up to the skin.
  book: 18,
  grape: 2,
  walnut: 3.5,
  strawberry: 4,
  lemon: 7,
  apple: 8,
  orange: 8,
  banana: 18,
} as const satisfies Record<string, number>;

/** Things whose name may say what they are worth: "a 2 euro coin", "moneta da 2 euro", "un billete de 20". */
const MONEY_OBJECTS: ReadonlySet<SizeObject> = new Set(['coin', 'banknote']);

const OBJECT_MATCHER = createPhraseMatcher(wordsOfEveryLanguage('sizeObjects'));
/** The things' words, read as written ("lata" is no slip of "alta", "canette" no diminutive of "cane"). */
export const SIZE_OBJECT_WORDS = OBJECT_MATCHER.words;
/** "of", "de", "da", "von": what joins a coin to its value ("pièce de 2 euros", "moeda de 1 real"). */
const COIN_VALUE_LINKS = spelledSet(wordsOfEveryLanguage('coinValueLinks'));

/**
 * The everyday things a message names, each with its whole name: a coin or a note takes the value said with it
 * ("[a 2 euro] coin", "moneta [da 2 euro]", "[Zwei-Euro]-Münze"), so that figure is neither money nor a size.
 */
export function findSizeObjects(tokens: readonly Token[]): PhraseMatch<SizeObject>[] {
  return OBJECT_MATCHER.findAll(tokens).map((match) =>
    MONEY_OBJECTS.has(match.value)
      ? { ...match, start: valueBefore(tokens, match.start), end: valueAfter(tokens, match.end) }
      : match,
  );
}

/**
 * The spans of coins' and notes' names that hold a figure ("a 2 euro coin", "pièce de 2 euros"): a currency
 * amount inside one is the thing's name, not the client's money (parse-budget.ts).
 */
export function namedMoneyObjects(tokens: readonly Token[]): Array<{ start: number; end: number }> {
  return OBJECT_MATCHER.findAll(tokens).flatMap((match) => {
    if (!MONEY_OBJECTS.has(match.value)) return [];
    const start = valueBefore(tokens, match.start);
    const end = valueAfter(tokens, match.end);
    return start < match.start || end > match.end ? [{ start, end }] : [];
  });
}

/** "[2 euro] coin", "[50 cent] coin", "[€2] coin", "[2€]-Stück", "[Zwei-Euro]-Münze": the figure and its unit before. */
function valueBefore(tokens: readonly Token[], start: number): number {
  let index = skipHyphen(tokens, start);
  const unit = tokens[index - 1];
  if (unit?.kind === 'word' || isCurrencySymbol(unit)) index = skipHyphen(tokens, index - 1);
  if (tokens[index - 1]?.kind !== 'number') return start;
  return isCurrencySymbol(tokens[index - 2]) ? index - 2 : index - 1;
}

/** "moneta [da 2 euro]", "moeda [de 1 real]", "billete [de 20]": a link, the figure and its unit after the thing. */
function valueAfter(tokens: readonly Token[], end: number): number {
  // "pièce de [2 euros]": a name may end in its link.
  const linkEnd = COIN_VALUE_LINKS.has(wordAt(tokens, end - 1)) ? end : end + 1;
  if (linkEnd > end && !COIN_VALUE_LINKS.has(wordAt(tokens, end))) return end;
  const figureAt = isCurrencySymbol(tokens[linkEnd]) ? linkEnd + 1 : linkEnd;
  if (tokens[figureAt]?.kind !== 'number') return end;
  const unit = tokens[figureAt + 1];
  const isUnit = isCurrencySymbol(unit) || (unit?.kind === 'word' && !FUNCTION_WORDS.has(unit.text));
  return isUnit ? figureAt + 2 : figureAt + 1;
}

/** The index of the token before a hyphen ending at `index`, else `index`: "2-Euro-Münze". */
function skipHyphen(tokens: readonly Token[], index: number): number {
  return tokens[index - 1]?.text === '-' ? index - 1 : index;
}

function isCurrencySymbol(token: Token | undefined): boolean {
  return token?.kind === 'symbol' && CURRENCY_SYMBOLS.has(token.text);
}
