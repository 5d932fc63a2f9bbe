import sharp from 'sharp';

export type ColourMode = 'black-and-grey' | 'colour';

/** What can honestly be measured from a photo of a tattoo: no subject, only ink, colour and contrast. */
export interface ImageMeasurements {
  colourMode: ColourMode;
  /** Names of the ink's dominant colours, most frequent first (at most 4). */
  palette: string[];
  /** Share of the picture that is ink rather than skin, paper or background, 0 to 1. */
  inkCoverage: number;
  /** Standard deviation of lightness, 0 to 1: how hard the darks sit against the lights. */
  contrast: number;
}

/** The picture is measured at this size: plenty for shares of colour, and cheap. */
const SAMPLE_SIZE = 96;
/** A colour counts in the palette when at least this share of the ink has it. */
const PALETTE_MIN_SHARE = 0.08;
/** Colour work when this share of the ink is coloured (and it is more than a speck of the picture). */
const COLOUR_INK_SHARE = 0.12;
const COLOUR_PICTURE_SHARE = 0.02;

interface Pixel {
  hue: number;
  chroma: number;
  lightness: number;
}

function toPixel(r: number, g: number, b: number): Pixel {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  let hue = 0;
  if (chroma > 0) {
    if (max === r) hue = 60 * (((g - b) / chroma + 6) % 6);
    else if (max === g) hue = 60 * ((b - r) / chroma + 2);
    else hue = 60 * ((r - g) / chroma + 4);
  }
  return { hue, chroma, lightness: (max + min) / 510 };
}

/** Skin and warm paper sit in the orange hues at moderate chroma; they are the canvas, not ink. */
const isCanvas = ({ hue, chroma, lightness }: Pixel) =>
  (lightness > 0.85 && chroma < 30) || (lightness > 0.35 && chroma < 100 && (hue < 55 || hue >= 345));

const isColouredInk = ({ hue, chroma }: Pixel) => chroma >= 110 || (chroma >= 60 && hue >= 55 && hue < 345);

const isNeutralInk = ({ chroma, lightness }: Pixel) => lightness < 0.3 || (lightness < 0.6 && chroma < 25);

/** A name a client would use for the colour of one ink pixel. */
function colourName({ hue, chroma, lightness }: Pixel): string {
  if (chroma < 40) {
    if (lightness < 0.12) return 'black';
    if (lightness < 0.3) return 'charcoal';
    return lightness < 0.6 ? 'grey' : 'silver';
  }
  if (lightness < 0.35 && hue >= 10 && hue < 45) return 'brown';
  if (hue < 15 || hue >= 345) return 'red';
  if (hue < 40) return 'orange';
  if (hue < 70) return 'yellow';
  if (hue < 160) return 'green';
  if (hue < 200) return 'teal';
  if (hue < 250) return 'blue';
  return hue < 290 ? 'purple' : 'pink';
}

/** Measures a picture's ink: black and grey or colour, its dominant colours, coverage and contrast. */
export async function measureImage(image: Buffer): Promise<ImageMeasurements> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .resize(SAMPLE_SIZE, SAMPLE_SIZE, { fit: 'inside' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const total = info.width * info.height;
  const colourCounts = new Map<string, number>();
  let ink = 0;
  let colouredInk = 0;
  let lightnessSum = 0;
  let lightnessSquares = 0;
  for (let offset = 0; offset < data.length; offset += info.channels) {
    const pixel = toPixel(data[offset]!, data[offset + 1]!, data[offset + 2]!);
    lightnessSum += pixel.lightness;
    lightnessSquares += pixel.lightness * pixel.lightness;
    const isColoured = isColouredInk(pixel);
    if (!isColoured && (isCanvas(pixel) || !isNeutralInk(pixel))) continue;
    ink += 1;
    if (isColoured) colouredInk += 1;
    const name = colourName(pixel);
    colourCounts.set(name, (colourCounts.get(name) ?? 0) + 1);
  }
  const mean = lightnessSum / total;
  const isColour =
    colouredInk / Math.max(ink, 1) >= COLOUR_INK_SHARE && colouredInk / total >= COLOUR_PICTURE_SHARE;
  const palette = [...colourCounts]
    .filter(([, count]) => count / Math.max(ink, 1) >= PALETTE_MIN_SHARE)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name]) => name);
  return {
    colourMode: isColour ? 'colour' : 'black-and-grey',
    palette,
    inkCoverage: ink / total,
    contrast: Math.sqrt(Math.max(0, lightnessSquares / total - mean * mean)),
  };
}
