import type { Placement } from '#common/domain/consultation/index.ts';
import { type BodyTemplate, MOCKUP_HEIGHT, MOCKUP_WIDTH } from './body-templates.ts';

/** Issue #11 / spec §3: every concept image says it is not the design. */
export const MOCKUP_LABEL = 'Concept only: your artist will draw the final design';

const FONT = "font-family=\"'DejaVu Sans', 'Liberation Sans', Arial, sans-serif\"";

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${MOCKUP_WIDTH}" height="${MOCKUP_HEIGHT}" viewBox="0 0 ${MOCKUP_WIDTH} ${MOCKUP_HEIGHT}">${body}</svg>`;

/** A left arm or leg is the right one seen in a mirror: the template is flipped, not redrawn. */
const mirrored = (isMirrored: boolean, body: string) =>
  isMirrored ? `<g transform="translate(${MOCKUP_WIDTH},0) scale(-1,1)">${body}</g>` : body;

/** The body area on a studio-grey backdrop: shaded skin, a soft shadow and faint anatomy lines. */
export function bodySvg(template: BodyTemplate, isMirrored: boolean): string {
  const across = template.shadeAxis === 'y' ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const skin = template.skinPaths.map((path) => `<path d="${path}"/>`).join('');
  const details = template.detailPaths.map((path) => `<path d="${path}"/>`).join('');
  return svg(`
    <defs>
      <radialGradient id="backdrop" cx="50%" cy="40%" r="75%">
        <stop offset="0" stop-color="#34313a"/><stop offset="1" stop-color="#141317"/>
      </radialGradient>
      <linearGradient id="skin" ${across}>
        <stop offset="0" stop-color="#a86f4f"/><stop offset="0.3" stop-color="#e9c0a0"/>
        <stop offset="0.55" stop-color="#e0ae8b"/><stop offset="1" stop-color="#9a6446"/>
      </linearGradient>
      <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>
    </defs>
    <rect width="100%" height="100%" fill="url(#backdrop)"/>
    ${mirrored(
      isMirrored,
      `<g transform="translate(0,12)" fill="#000" opacity="0.45" filter="url(#shadow)">${skin}</g>
      <g fill="url(#skin)" stroke="#6e402b" stroke-opacity="0.45" stroke-width="2">${skin}</g>
      <g fill="none" stroke="#7c4c34" stroke-opacity="0.28" stroke-width="3" stroke-linecap="round">${details}</g>`,
    )}`);
}

/** The skin alone, opaque: the tattoo layer is cut to it, so ink never spills off the body. */
export function skinMaskSvg(template: BodyTemplate, isMirrored: boolean): string {
  const skin = template.skinPaths.map((path) => `<path d="${path}" fill="#fff"/>`).join('');
  return svg(mirrored(isMirrored, skin));
}

/** An oval that fades out at its edge: a photo's own background and borders melt into the skin. */
export function featherMaskSvg(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="fade" cx="50%" cy="50%" r="50%">
      <stop offset="0" stop-color="#fff" stop-opacity="0.94"/><stop offset="0.72" stop-color="#fff" stop-opacity="0.9"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient></defs>
    <ellipse cx="${width / 2}" cy="${height / 2}" rx="${width / 2}" ry="${height / 2}" fill="url(#fade)"/></svg>`;
}

/** "Left forearm": the placement as the caption names it. */
export function placementCaption(placement: Placement | null): string {
  if (!placement) return 'Placement to be decided';
  const text = [placement.side === 'both' ? 'both' : placement.side, placement.subArea, placement.area]
    .filter(Boolean)
    .join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The words on the mockup: the label (always), the placement and, when the client stated one, a scale bar
 * as long as the stated size under the piece.
 */
export function mockupOverlaySvg({
  caption,
  scaleBar,
}: {
  caption: string;
  scaleBar: { x: number; y: number; length: number; text: string } | null;
}): string {
  const bar = scaleBar
    ? `<g stroke="#f4ede4" stroke-width="3" stroke-linecap="round" opacity="0.9">
        <line x1="${scaleBar.x}" y1="${scaleBar.y}" x2="${scaleBar.x + scaleBar.length}" y2="${scaleBar.y}"/>
        <line x1="${scaleBar.x}" y1="${scaleBar.y - 7}" x2="${scaleBar.x}" y2="${scaleBar.y + 7}"/>
        <line x1="${scaleBar.x + scaleBar.length}" y1="${scaleBar.y - 7}" x2="${scaleBar.x + scaleBar.length}" y2="${scaleBar.y + 7}"/>
      </g>
      <text x="${scaleBar.x + scaleBar.length / 2}" y="${scaleBar.y - 12}" text-anchor="middle" ${FONT} font-size="22" font-weight="bold" fill="#f4ede4" stroke="#141317" stroke-width="3" paint-order="stroke">${escapeXml(scaleBar.text)}</text>`
    : '';
  return svg(`
    ${bar}
    <rect x="16" y="16" rx="20" width="${Math.min(620, 44 + caption.length * 15)}" height="44" fill="#141317" fill-opacity="0.75"/>
    <text x="36" y="46" ${FONT} font-size="24" font-weight="bold" fill="#f4ede4">${escapeXml(caption)}</text>
    <rect x="0" y="${MOCKUP_HEIGHT - 64}" width="${MOCKUP_WIDTH}" height="64" fill="#0e0d11" fill-opacity="0.85"/>
    <text x="${MOCKUP_WIDTH / 2}" y="${MOCKUP_HEIGHT - 23}" text-anchor="middle" ${FONT} font-size="25" fill="#f4ede4">${MOCKUP_LABEL}</text>`);
}
