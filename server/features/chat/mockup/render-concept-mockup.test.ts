import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_PORTFOLIO } from '../../../db/demo-portfolio-art.ts';
import { BODY_TEMPLATES, MOCKUP_HEIGHT, MOCKUP_WIDTH, templateForArea } from './body-templates.ts';
import { MOCKUP_LABEL, mockupOverlaySvg, placementCaption } from './mockup-svg.ts';
import { renderConceptMockup } from './render-concept-mockup.ts';

const wolf = () => sharp(Buffer.from(DEMO_PORTFOLIO[0]!.art)).resize(480).webp().toBuffer();

/** The share of dark (inked) pixels in a box of the image. */
async function inkShare(image: Buffer, box: { left: number; top: number; width: number; height: number }) {
  const { data, info } = await sharp(image)
    .extract(box)
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let dark = 0;
  for (const value of data) if (value < 90) dark++;
  return dark / (info.width * info.height);
}

describe('concept mockups (decision 030)', () => {
  it('renders an 800 x 600 WebP with the piece inked on the stated body area', async () => {
    const image = await renderConceptMockup({
      source: await wolf(),
      placement: { area: 'forearm', side: 'right' },
      size: { text: '10 cm', cm: 10 },
      isBlackAndGrey: true,
    });
    const meta = await sharp(image).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: MOCKUP_WIDTH, height: MOCKUP_HEIGHT });
    const { x, y } = BODY_TEMPLATES.forearm.zone;
    // Ink in the forearm's zone, none far from it on the same arm.
    expect(await inkShare(image, { left: x - 60, top: y - 60, width: 120, height: 120 })).toBeGreaterThan(
      0.03,
    );
    expect(await inkShare(image, { left: 40, top: 260, width: 60, height: 60 })).toBe(0);
  });

  it('draws a stated size bigger than a smaller one, and mirrors a left limb', async () => {
    const source = await wolf();
    const at = (cm: number, side: 'left' | 'right') =>
      renderConceptMockup({
        source,
        placement: { area: 'calf', side },
        size: { text: `${cm} cm`, cm },
        isBlackAndGrey: true,
      });
    const zone = BODY_TEMPLATES.calf.zone;
    const ring = { left: zone.x - 70, top: zone.y + 60, width: 140, height: 20 };
    expect(await inkShare(await at(15, 'right'), ring)).toBeGreaterThan(
      await inkShare(await at(4, 'right'), ring),
    );
    const left = await at(15, 'left');
    expect((await sharp(left).metadata()).width).toBe(MOCKUP_WIDTH);
  });

  it('labels every mockup and names the placement; client words are escaped', () => {
    const overlay = mockupOverlaySvg({
      caption: placementCaption({ area: 'ribs', side: 'left' }),
      scaleBar: null,
    });
    expect(overlay).toContain(MOCKUP_LABEL);
    expect(MOCKUP_LABEL).toBe('Concept only: your artist will draw the final design');
    expect(overlay).toContain('Left ribs');
    expect(mockupOverlaySvg({ caption: '<script>', scaleBar: null })).not.toContain('<script>');
  });

  it('maps the engine’s body areas to ten close-ups, a forearm when unknown', () => {
    expect(templateForArea('shoulder blade')).toBe('back');
    expect(templateForArea('shin')).toBe('calf');
    expect(templateForArea('behind the ear')).toBe('neck and shoulder');
    expect(templateForArea('elbow ditch')).toBe('forearm');
    expect(templateForArea(null)).toBe('forearm');
    expect(Object.keys(BODY_TEMPLATES)).toHaveLength(10);
  });

  it('throws on a picture sharp cannot read, for the caller to fall back', async () => {
    await expect(
      renderConceptMockup({
        source: Buffer.from('not an image'),
        placement: null,
        size: null,
        isBlackAndGrey: true,
      }),
    ).rejects.toThrow();
  });
});
