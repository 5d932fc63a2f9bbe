/**
 * Line art for the demo artist's portfolio, drawn here so the demo needs no stock images: each piece is
 * an SVG in black ink on skin-toned paper, in the demo artist's styles (blackwork, geometric, dotwork).
 */

export interface DemoPiece {
  slug: string;
  title: string;
  style: 'Blackwork' | 'Geometric' | 'Dotwork';
  description: string;
  tags: string[];
  art: string;
}

const point = (cx: number, cy: number, r: number, angle: number) =>
  `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;

/** Dots along a circle: the core of dotwork. */
function dotRing(cx: number, cy: number, r: number, count: number, dotRadius: number): string {
  return Array.from({ length: count }, (_, i) => {
    const [x, y] = point(cx, cy, r, (i / count) * Math.PI * 2).split(',');
    return `<circle cx="${x}" cy="${y}" r="${dotRadius}"/>`;
  }).join('');
}

function polygon(cx: number, cy: number, r: number, sides: number, rotation = -Math.PI / 2): string {
  const points = Array.from({ length: sides }, (_, i) =>
    point(cx, cy, r, rotation + (i / sides) * Math.PI * 2),
  );
  return `<polygon points="${points.join(' ')}" fill="none"/>`;
}

const mandala = [
  ...[40, 70, 100, 130].map((r, i) => dotRing(200, 200, r, 12 + i * 12, 3 + (i % 2))),
  ...Array.from({ length: 12 }, (_, i) => {
    const angle = (i / 12) * Math.PI * 2;
    return `<path d="M${point(200, 200, 40, angle)} Q${point(200, 200, 110, angle + 0.26)} ${point(200, 200, 150, angle)} Q${point(200, 200, 110, angle - 0.26)} ${point(200, 200, 40, angle)}" fill="none"/>`;
  }),
  '<circle cx="200" cy="200" r="18"/>',
].join('');

const wolf = [
  '<polygon points="200,330 120,200 110,90 160,150 200,130 240,150 290,90 280,200" fill="none"/>',
  '<polyline points="120,200 200,250 280,200" fill="none"/>',
  '<polyline points="160,150 200,250 240,150" fill="none"/>',
  '<polygon points="160,195 180,205 165,212" />',
  '<polygon points="240,195 220,205 235,212" />',
  '<polygon points="190,290 210,290 200,305" />',
  polygon(200, 200, 170, 6),
].join('');

const moth = [
  '<ellipse cx="200" cy="200" rx="14" ry="70"/>',
  '<polygon points="186,170 60,80 80,230 186,215" fill="none"/>',
  '<polygon points="214,170 340,80 320,230 214,215" fill="none"/>',
  '<polygon points="186,225 100,320 186,270" fill="none"/>',
  '<polygon points="214,225 300,320 214,270" fill="none"/>',
  '<circle cx="120" cy="150" r="22" fill="none"/><circle cx="280" cy="150" r="22" fill="none"/>',
  '<path d="M195 130 Q170 80 150 70 M205 130 Q230 80 250 70" fill="none"/>',
  polygon(200, 200, 185, 3, Math.PI / 2),
].join('');

const snake = [
  '<path d="M90 330 C 40 250, 200 250, 200 190 S 330 110, 280 70" fill="none" stroke-width="26"/>',
  '<path d="M90 330 C 40 250, 200 250, 200 190 S 330 110, 280 70" fill="none" stroke="#efe3d3" stroke-width="8" stroke-dasharray="4 14"/>',
  '<ellipse cx="285" cy="62" rx="26" ry="18"/>',
  '<path d="M305 58 l22 -6 m-22 6 l22 6" fill="none" stroke-width="3"/>',
].join('');

const moonPhases = [
  ...[70, 135, 200, 265, 330].map((x, i) => {
    const shade = [0, 0.5, 1, 0.5, 0][i]!;
    return `<circle cx="${x}" cy="200" r="26" fill="none"/>${shade > 0 ? dotRing(x, 200, 14, Math.round(18 * shade), 2) : ''}${shade === 1 ? '<circle cx="200" cy="200" r="9"/>' : ''}`;
  }),
  '<path d="M40 250 Q200 300 360 250" fill="none" stroke-dasharray="2 10"/>',
  '<path d="M40 150 Q200 100 360 150" fill="none" stroke-dasharray="2 10"/>',
].join('');

const stag = [
  polygon(200, 220, 80, 6),
  '<polyline points="170,160 140,90 110,70 M140,90 120,110 M140,90 150,60" fill="none"/>',
  '<polyline points="230,160 260,90 290,70 M260,90 280,110 M260,90 250,60" fill="none"/>',
  '<polyline points="150,200 200,300 250,200 200,180 150,200" fill="none"/>',
  '<circle cx="180" cy="215" r="5"/><circle cx="220" cy="215" r="5"/>',
  dotRing(200, 220, 150, 48, 2.5),
].join('');

const svg = (art: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="800" height="800">` +
  `<rect width="400" height="400" fill="#efe3d3"/>` +
  `<g fill="#141414" stroke="#141414" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">${art}</g></svg>`;

export const DEMO_PORTFOLIO: DemoPiece[] = [
  {
    slug: 'geometric-wolf',
    title: 'Geometric wolf head',
    style: 'Geometric',
    description: 'Faceted wolf head inside a hexagon, forearm size, black ink.',
    tags: ['wolf', 'animal', 'forearm', 'black and grey'],
    art: svg(wolf),
  },
  {
    slug: 'dotwork-mandala',
    title: 'Dotwork mandala',
    style: 'Dotwork',
    description: 'Layered stipple mandala for a sternum or upper back.',
    tags: ['mandala', 'sternum', 'back', 'sacred geometry'],
    art: svg(mandala),
  },
  {
    slug: 'sacred-geometry-moth',
    title: 'Sacred geometry moth',
    style: 'Geometric',
    description: 'Moth built on a triangle, fine lines with solid body.',
    tags: ['moth', 'insect', 'chest', 'sacred geometry'],
    art: svg(moth),
  },
  {
    slug: 'blackwork-snake',
    title: 'Blackwork serpent',
    style: 'Blackwork',
    description: 'Bold serpent wrapping the calf, negative-space scales.',
    tags: ['snake', 'serpent', 'calf', 'leg'],
    art: svg(snake),
  },
  {
    slug: 'dotwork-moon-phases',
    title: 'Moon phases',
    style: 'Dotwork',
    description: 'Five moon phases in stippling across the collarbone.',
    tags: ['moon', 'celestial', 'collarbone', 'spine'],
    art: svg(moonPhases),
  },
  {
    slug: 'geometric-stag',
    title: 'Geometric stag',
    style: 'Geometric',
    description: 'Stag head in a dotted halo, thigh or shoulder piece.',
    tags: ['stag', 'deer', 'animal', 'thigh'],
    art: svg(stag),
  },
];
