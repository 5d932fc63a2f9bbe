import type { BriefField, ColorMode } from '../brief.ts';
import { createPhraseMatcher } from '../text/phrase-matcher.ts';
import { hasWordBefore, isClauseBreak, isNegated } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import type { Finding } from './finding.ts';

const BLACK_AND_GREY_PHRASES = [
  'black and grey',
  'black and gray',
  'black n grey',
  'black n gray',
  'black grey',
  'black gray',
  'b and g',
  'b and w',
  'bng',
  'black and white',
  'black ink',
  'black only',
  'only black',
  'just black',
  'all black',
  'greyscale',
  'grayscale',
  'monochrome',
  'no color',
  'no colour',
  'without color',
  'without colour',
  'mostly black',
  'negro y gris',
  'blanco y negro',
  'solo negro',
  'preto e cinza',
  'preto e branco',
  'só preto',
  // Decision 018: French, German and Italian ("non, noir et gris" must not read as a bare "no" alone)
  'noir et gris',
  'noir et blanc',
  'juste du noir',
  'que du noir',
  'tout en noir',
  'schwarz grau',
  'schwarz und grau',
  'schwarz weiß',
  'schwarz weiss',
  'nur schwarz',
  'nero e grigio',
  'bianco e nero',
  'solo nero',
];

/** Naming a hue is a colour answer: "a red rose", "black cat with green eyes". */
const COLOR_PHRASES = [
  'color',
  'colour',
  'colored',
  'coloured',
  'colorful',
  'colourful',
  'full color',
  'full colour',
  'vibrant',
  'pastel',
  'red',
  'blue',
  'green',
  'yellow',
  'purple',
  'pink',
  'orange',
  'teal',
  'turquoise',
  'violet',
  'magenta',
  // Issue #11: Spanish and Portuguese
  'a color',
  'en color',
  'a colores',
  'colores',
  'colorido',
  'colorida',
  'a cores',
  'em cores',
  'couleur',
  'coloré',
  'colorée',
  'farbe',
  'farbig',
  'colore',
  'colori',
  'colorato',
  'colorata',
];

/**
 * When the assistant just asked about colour, a bare "black" or "grey" is an answer; so is one standing alone
 * between commas ("about 4 inches long, black"), where it cannot describe a subject.
 */
const BARE_BLACK_ANSWERS = ['black', 'grey', 'gray', 'negro', 'preto', 'blackish', 'greyish', 'grayish'];

export const COLOR_MATCHER = createPhraseMatcher<ColorMode>([
  ...BLACK_AND_GREY_PHRASES.map((phrase) => [phrase, 'black_and_grey'] as const),
  ...COLOR_PHRASES.map((phrase) => [phrase, 'color'] as const),
]);
const BARE_BLACK_MATCHER = createPhraseMatcher<ColorMode>(
  BARE_BLACK_ANSWERS.map((phrase) => [phrase, 'black_and_grey'] as const),
);

/**
 * Colour or black and grey. Any hue wins over black ("black and grey with a red rose" is colour);
 * a negated mention flips ("I don't want colour" is black and grey).
 */
export function parseColor(
  tokens: readonly Token[],
  askedField: BriefField | null,
  answersOtherQuestion = false,
): Finding<ColorMode> | null {
  const matches = COLOR_MATCHER.findAll(tokens);
  const bare = BARE_BLACK_MATCHER.findAll(tokens);
  const standing = bare.filter((match) => standsAlone(tokens, match, answersOtherQuestion));
  matches.push(...(askedField === 'color' ? bare : standing));
  const modes = matches.map((match) => ({
    ...match,
    value:
      isNegated(tokens, match.start) || hasWordBefore(tokens, match.start, NEGATIONS_BEFORE_COLOR, 2)
        ? opposite(match.value)
        : match.value,
  }));
  return modes.find((match) => match.value === 'color') ?? modes[0] ?? null;
}

/** "sin color", "pas de couleur", "ohne Farbe", "senza colore": the other languages' "without" and "no". */
const NEGATIONS_BEFORE_COLOR = new Set(
  'sin sem não nao pas sans ohne kein keine keinen senza niente nessun'.split(' '),
);

function opposite(mode: ColorMode): ColorMode {
  return mode === 'color' ? 'black_and_grey' : 'color';
}

/**
 * One item of a list ("about 4 inches long, black"): punctuation on one side, nothing but it on either. The
 * whole message counts too when it answers a question about something else ("black" after "are you 18?").
 */
function standsAlone(
  tokens: readonly Token[],
  span: { start: number; end: number },
  answersOtherQuestion: boolean,
): boolean {
  const before = tokens[span.start - 1];
  const after = tokens[span.end];
  const isEdgeOrBreak = (token: Token | undefined) => token === undefined || isClauseBreak(token);
  const isWholeMessage = before === undefined && after === undefined;
  return isEdgeOrBreak(before) && isEdgeOrBreak(after) && (!isWholeMessage || answersOtherQuestion);
}
