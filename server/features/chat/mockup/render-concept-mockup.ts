import sharp from 'sharp';
import type { Placement, TattooSize } from '#common/domain/consultation/index.ts';
import {
  BODY_TEMPLATES,
  type BodyTemplate,
  MOCKUP_HEIGHT,
  MOCKUP_WIDTH,
  templateForArea,
} from './body-templates.ts';
import { bodySvg, featherMaskSvg, mockupOverlaySvg, placementCaption, skinMaskSvg } from './mockup-svg.ts';

/** Fresh black ink on skin reads as a very dark, slightly warm grey. */
const INK_BLACK = { r: 28, g: 24, b: 27 };

export interface MockupInput {
  /** The picture to place: the best-matching portfolio piece, or the client's own reference image. */
  source: Buffer;
  placement: Placement | null;
  size: TattooSize | null;
  isBlackAndGrey: boolean;
}

/** Where the piece goes on this close-up: the client's side moves it on a torso, and mirrors a limb. */
function placeOn(template: BodyTemplate, placement: Placement | null, isTorso: boolean) {
  const side = placement?.side;
  const zone = { ...template.zone };
  if (isTorso && (side === 'left' || side === 'right')) {
    // Facing the viewer the client's left is on the viewer's right; from behind it is on the left.
    const isFront = template === BODY_TEMPLATES.chest;
    const towardsRight = (side === 'left') === isFront;
    zone.x += (towardsRight ? 1 : -1) * zone.width * 0.27;
    zone.width *= 0.5;
  }
  const isMirrored = !isTorso && side === 'left';
  if (isMirrored) zone.x = MOCKUP_WIDTH - zone.x;
  return { zone, isMirrored };
}

/**
 * The body templates and their skin masks rasterised once per process: at most 10 templates × 2 sides, each
 * a PNG of a few dozen KB, while drawing one (its blurred shadow above all) is most of a mockup's time.
 */
const RENDERED = new Map<string, Promise<Buffer>>();
function rendered(key: string, draw: () => string): Promise<Buffer> {
  let png = RENDERED.get(key);
  if (!png) {
    png = sharp(Buffer.from(draw())).png().toBuffer();
    RENDERED.set(key, png);
  }
  return png;
}

/** The picture upright and without the plain margin around the design, so its size is the design's size. */
async function trimMargins(source: Buffer): Promise<Buffer> {
  const upright = await sharp(source).rotate().png().toBuffer();
  // trim() refuses a picture that is all margin; then the whole picture is the design.
  return sharp(upright)
    .trim({ threshold: 40 })
    .png()
    .toBuffer()
    .catch(() => upright);
}

/** The stated size in pixels, never beyond the area's zone; a typical size for the area when none was given. */
function pieceSizePx(template: BodyTemplate, size: TattooSize | null): number {
  const cm = size?.cm ?? template.typicalCm;
  return Math.round(Math.min(cm * template.pxPerCm, Math.max(template.zone.width, template.zone.height)));
}

/**
 * Composites the picture onto a body-area template at the stated size and placement (decision 030): the
 * picture is toned like ink (grey for black and grey), faded at its edge, cut to the skin and multiplied
 * into it; then the placement, a scale bar for a stated size and the "Concept only" label go on top.
 * Returns an 800 x 600 WebP. Throws when sharp cannot read the picture; the caller falls back to the board.
 */
export async function renderConceptMockup({
  source,
  placement,
  size,
  isBlackAndGrey,
}: MockupInput): Promise<Buffer> {
  const templateName = templateForArea(placement?.area);
  const template = BODY_TEMPLATES[templateName];
  const isTorso = templateName === 'chest' || templateName === 'back';
  const { zone, isMirrored } = placeOn(template, placement, isTorso);
  const longest = pieceSizePx(template, size);
  const box = { width: Math.min(longest, Math.round(zone.width)), height: Math.min(longest, zone.height) };

  const trimmed = await trimMargins(source);
  const resized = await sharp(trimmed)
    .resize({ ...box, fit: 'inside' })
    .removeAlpha()
    .toBuffer({
      resolveWithObject: true,
    });
  const { width, height } = resized.info;
  // Ink is what is darker than the paper or skin around it: inverted lightness, with the background pushed
  // to nothing, becomes the ink's opacity, so only the lines and shading land on the template's skin.
  const inkAlpha = await sharp(resized.data).greyscale().normalise().negate().linear(2.2, -140).toBuffer();
  const inkColour = isBlackAndGrey
    ? sharp({ create: { width, height, channels: 3, background: INK_BLACK } }).png()
    : sharp(resized.data).modulate({ brightness: 0.85, saturation: 1.2 });
  const ink = await inkColour.joinChannel(inkAlpha, { raw: undefined }).png().toBuffer();
  const faded = await sharp(ink)
    .composite([{ input: Buffer.from(featherMaskSvg(width, height)), blend: 'dest-in' }])
    .png()
    .toBuffer();
  const layer = await sharp({
    create: {
      width: MOCKUP_WIDTH,
      height: MOCKUP_HEIGHT,
      channels: 4,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite([
      { input: faded, left: Math.round(zone.x - width / 2), top: Math.round(zone.y - height / 2) },
      {
        input: await rendered(`mask:${templateName}:${isMirrored}`, () => skinMaskSvg(template, isMirrored)),
        blend: 'dest-in',
      },
    ])
    .png()
    .toBuffer();

  // The bar measures the piece as drawn: the stated size, unless the area could not hold it.
  const drawn = Math.max(width, height);
  const overlay = mockupOverlaySvg({
    caption: placementCaption(placement),
    scaleBar:
      size?.cm !== undefined
        ? {
            x: Math.round(zone.x - drawn / 2),
            y: Math.min(MOCKUP_HEIGHT - 84, Math.round(zone.y + height / 2 + 30)),
            length: drawn,
            text: `≈ ${Math.round(drawn / template.pxPerCm)} cm`,
          }
        : null,
  });
  return sharp(await rendered(`body:${templateName}:${isMirrored}`, () => bodySvg(template, isMirrored)))
    .composite([
      { input: layer, blend: 'multiply' },
      { input: Buffer.from(overlay), top: 0, left: 0 },
    ])
    .webp({ quality: 82 })
    .toBuffer();
}
