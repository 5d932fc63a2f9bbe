import { SPECIALTY_STYLES, type SpecialtyStyle } from '#common/constants/styles.ts';
import { uniqueTags } from '#common/contracts/portfolio.ts';
import { parseStyle } from '#common/domain/consultation/extraction/parse-style.ts';
import { normalizeText } from '#common/domain/consultation/text/normalize-text.ts';
import { tokenize } from '#common/domain/consultation/text/tokenize.ts';
import type { AiImageMetadataProvider, ImageMetadata, ImageMetadataInput } from '../types.ts';
import { fileNameWords } from './file-name-words.ts';
import { type ColourMode, type ImageMeasurements, measureImage } from './measure-image.ts';

/** Styles that are black ink by nature, or colour by nature; the others are done both ways. */
const BLACK_ONLY_STYLES = new Set<SpecialtyStyle>(['Blackwork', 'Dotwork', 'Tribal']);
const COLOUR_ONLY_STYLES = new Set<SpecialtyStyle>(['Watercolor']);
/** Below this ink coverage, black and grey work is fine-line or small: the look Minimalist names. */
const SPARSE_INK = 0.1;
const MAX_TAGS = 8;

const fitsColourMode = (style: SpecialtyStyle, mode: ColourMode) =>
  mode === 'colour' ? !BLACK_ONLY_STYLES.has(style) : !COLOUR_ONLY_STYLES.has(style);

const isSpecialtyStyle = (style: string): style is SpecialtyStyle =>
  (SPECIALTY_STYLES as readonly string[]).includes(style);

/**
 * The style, most certain source first: a style the file name names; else the first of the artist's own
 * styles that can be done in this piece's colours; else the closest look the measurements support.
 */
function chooseStyle(words: string[], artistStyles: readonly string[], measured: ImageMeasurements) {
  const named = parseStyle(tokenize(normalizeText(words.join(' '))), artistStyles);
  if (named) return named.value;
  const own = artistStyles
    .filter(isSpecialtyStyle)
    .find((style) => fitsColourMode(style, measured.colourMode));
  if (own) return own;
  if (measured.colourMode === 'colour') return 'Traditional';
  return measured.inkCoverage < SPARSE_INK ? 'Minimalist' : 'Blackwork';
}

const listWords = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

const titleCase = (words: string[]) => words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ');

function paletteWords(measured: ImageMeasurements): string[] {
  if (measured.colourMode === 'black-and-grey') return ['black and grey'];
  return measured.palette.length > 0 ? measured.palette : ['colour'];
}

function describe(measured: ImageMeasurements): string {
  const mode = measured.colourMode === 'colour' ? 'Colour work' : 'Black and grey work';
  const tones = measured.palette.length > 0 ? ` in ${listWords(measured.palette)}` : '';
  const coverage =
    measured.inkCoverage < SPARSE_INK ? 'light' : measured.inkCoverage < 0.35 ? 'medium' : 'heavy';
  const contrast = measured.contrast < 0.12 ? 'soft' : measured.contrast < 0.25 ? 'balanced' : 'strong';
  return `${mode}${tones}, with ${coverage} ink coverage and ${contrast} contrast.`;
}

/**
 * Metadata from what the server can know without a model: the file name's words, whether the ink is black
 * and grey or colour, its dominant colours, and how much of the picture is ink. It never names a subject
 * the file name does not give: a title without one says only the style and colours.
 */
export function describeImageBuiltIn(input: ImageMetadataInput, measured: ImageMeasurements): ImageMetadata {
  const words = fileNameWords(input.fileName);
  const style = chooseStyle(words, input.artistStyles, measured);
  const title =
    words.length > 0 ? titleCase(words) : `${style} piece in ${listWords(paletteWords(measured))}`;
  const modeTag = measured.colourMode === 'colour' ? 'colour' : 'black and grey';
  const colourTags = measured.colourMode === 'colour' ? measured.palette : [];
  return {
    title,
    style,
    description: describe(measured),
    tags: uniqueTags([modeTag, ...colourTags, ...words]).slice(0, MAX_TAGS),
  };
}

/** The provider every install has (AI_PROVIDER=builtin), and the fallback when a vision model fails. */
export function createBuiltInImageMetadataProvider(): AiImageMetadataProvider {
  return {
    name: 'builtin',
    async describeImage(input) {
      return describeImageBuiltIn(input, await measureImage(input.thumbnail));
    },
  };
}
