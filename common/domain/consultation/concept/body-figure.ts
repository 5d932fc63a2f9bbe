import type { Placement } from '../brief.ts';
import type { Palette } from './style-looks.ts';

/** The figure faces the viewer, so the client's left is the viewer's right; x mirrors around this. */
const CENTER_X = 630;

interface Spot {
  /** On the client's right side (viewer's left), or on the centre line when `isCentered`. */
  x: number;
  y: number;
  isCentered?: boolean;
  isBack?: boolean;
}

/** Where each body area sits on the figure (see body-areas.ts for the area names). */
const SPOTS: Readonly<Record<string, Spot>> = {
  forearm: { x: 582, y: 300 },
  'upper arm': { x: 582, y: 232 },
  arm: { x: 582, y: 266 },
  elbow: { x: 582, y: 268 },
  'elbow ditch': { x: 582, y: 268 },
  armpit: { x: 596, y: 214 },
  wrist: { x: 582, y: 328 },
  hand: { x: 582, y: 345 },
  fingers: { x: 582, y: 352 },
  shoulder: { x: 600, y: 202 },
  'shoulder blade': { x: 612, y: 218, isBack: true },
  collarbone: { x: 614, y: 199 },
  chest: { x: 614, y: 226 },
  sternum: { x: CENTER_X, y: 236, isCentered: true },
  ribs: { x: 606, y: 266 },
  stomach: { x: CENTER_X, y: 290, isCentered: true },
  hip: { x: 606, y: 318 },
  flank: { x: 602, y: 285 },
  buttock: { x: 614, y: 330, isBack: true },
  back: { x: CENTER_X, y: 252, isCentered: true, isBack: true },
  'upper back': { x: CENTER_X, y: 220, isCentered: true, isBack: true },
  'lower back': { x: CENTER_X, y: 305, isCentered: true, isBack: true },
  spine: { x: CENTER_X, y: 262, isCentered: true, isBack: true },
  neck: { x: CENTER_X, y: 189, isCentered: true },
  throat: { x: CENTER_X, y: 190, isCentered: true },
  'behind the ear': { x: 611, y: 170 },
  ear: { x: 609, y: 165 },
  face: { x: CENTER_X, y: 165, isCentered: true },
  lip: { x: CENTER_X, y: 178, isCentered: true },
  head: { x: CENTER_X, y: 148, isCentered: true },
  thigh: { x: 614, y: 370 },
  knee: { x: 614, y: 410 },
  'behind the knee': { x: 614, y: 410, isBack: true },
  calf: { x: 614, y: 445, isBack: true },
  shin: { x: 614, y: 445 },
  ankle: { x: 614, y: 468 },
  foot: { x: 614, y: 478 },
  leg: { x: 614, y: 400 },
};

/** A plain front-view figure with a marker on the placement; areas on the back get a dashed marker. */
export function renderBodyFigure(placement: Placement | null, palette: Palette): string {
  const body = `<g fill="${palette.soft}" stroke="${palette.accent}" stroke-width="1.5" opacity="0.85">
<circle cx="630" cy="165" r="22"/><rect x="621" y="185" width="18" height="12" rx="4"/>
<rect x="598" y="194" width="64" height="130" rx="18"/>
<rect x="572" y="198" width="20" height="140" rx="10"/><rect x="668" y="198" width="20" height="140" rx="10"/>
<rect x="602" y="326" width="25" height="152" rx="12"/><rect x="633" y="326" width="25" height="152" rx="12"/>
</g>`;
  const spot = placement && Object.hasOwn(SPOTS, placement.area) ? SPOTS[placement.area]! : null;
  if (!spot) return body;
  return (
    body +
    markerXs(spot, placement?.side)
      .map((x) => marker(x, spot, palette))
      .join('')
  );
}

function markerXs(spot: Spot, side: Placement['side']): number[] {
  if (spot.isCentered) return [spot.x];
  const mirrored = 2 * CENTER_X - spot.x;
  if (side === 'both') return [spot.x, mirrored];
  return [side === 'left' ? mirrored : spot.x];
}

function marker(x: number, spot: Spot, palette: Palette): string {
  const dash = spot.isBack ? ' stroke-dasharray="4 3"' : '';
  return `<circle cx="${x}" cy="${spot.y}" r="11" fill="${palette.accent}" fill-opacity="0.35" stroke="${palette.ink}" stroke-width="2.5"${dash}/>`;
}
