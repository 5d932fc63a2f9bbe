import type { Brief } from '../brief.ts';
import { formatPlacement } from '../project-summary.ts';
import { renderBodyFigure } from './body-figure.ts';
import type { ConceptVisualDraft } from './concept-visual.ts';
import { BLACK_AND_GREY_PALETTE, STYLE_LOOKS } from './style-looks.ts';
import { STYLE_MOTIFS } from './style-motifs.ts';
import { escapeXml, truncate, wrapText } from './svg-text.ts';

/** Issue #4: the board says plainly that it is not the design. */
export const CONCEPT_BOARD_LABEL = 'Concept only: your artist will draw the final design';

const WIDTH = 800;
const HEIGHT = 600;
const MOTIF = { cx: 250, cy: 300, r: 140 } as const;
const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = 'Helvetica, Arial, sans-serif';

/**
 * The built-in concept image (issue #4 "Concept visual"): an SVG board in the style's palette with a
 * generative motif for the style, the subject, the key elements and the placement on a body figure.
 * All client text is escaped; the server stores the string and serves it as image/svg+xml.
 */
export function renderConceptBoardSvg(visual: ConceptVisualDraft, brief: Brief): string {
  const style = brief.style ?? 'Minimalist';
  const palette =
    brief.colorMode === 'black_and_grey' || brief.colorMode === 'black'
      ? BLACK_AND_GREY_PALETTE
      : STYLE_LOOKS[style].palette;
  const conceptLines = wrapText(visual.concept, 70, 2).map(
    (line, index) => `<tspan x="40" dy="${index === 0 ? 0 : 22}">${escapeXml(line)}</tspan>`,
  );
  const elements = wrapText(`Key elements: ${visual.keyElements.join(' · ')}`, 52, 2).map(
    (line, index) => `<tspan x="250" dy="${index === 0 ? 0 : 20}">${escapeXml(line)}</tspan>`,
  );
  const subject = escapeXml(truncate(brief.idea ?? style, 26));
  const placement = brief.placement
    ? escapeXml(truncate(formatPlacement(brief.placement), 30))
    : 'Placement to be decided';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(`${CONCEPT_BOARD_LABEL}. ${visual.concept}`)}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.paper}"/>
<rect x="12" y="12" width="${WIDTH - 24}" height="${HEIGHT - 24}" fill="none" stroke="${palette.ink}" stroke-width="2" rx="6"/>
<text x="40" y="56" font-family="${SERIF}" font-size="28" font-weight="bold" fill="${palette.ink}">Concept board · ${escapeXml(style)}</text>
<text y="88" font-family="${SANS}" font-size="17" fill="${palette.ink}">${conceptLines.join('')}</text>
${STYLE_MOTIFS[style]({ ...MOTIF, palette, seed: hash(brief.idea ?? style) })}
<rect x="${MOTIF.cx - 110}" y="${MOTIF.cy - 18}" width="220" height="36" rx="18" fill="${palette.paper}" stroke="${palette.ink}" stroke-width="2"/>
<text x="${MOTIF.cx}" y="${MOTIF.cy + 6}" text-anchor="middle" font-family="${SERIF}" font-size="18" fill="${palette.ink}">${subject}</text>
<text y="476" text-anchor="middle" font-family="${SANS}" font-size="15" fill="${palette.ink}">${elements.join('')}</text>
${renderBodyFigure(brief.placement, palette)}
<text x="630" y="508" text-anchor="middle" font-family="${SANS}" font-size="15" fill="${palette.ink}">${placement}</text>
<line x1="40" y1="540" x2="${WIDTH - 40}" y2="540" stroke="${palette.ink}" stroke-width="1"/>
<text x="${WIDTH / 2}" y="572" text-anchor="middle" font-family="${SERIF}" font-size="18" font-style="italic" fill="${palette.ink}">${CONCEPT_BOARD_LABEL}</text>
</svg>`;
}

/** FNV-1a: a stable small number from text, to vary the motif per idea. */
function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}
