import type { SpecialtyStyle } from '../../../constants/styles.ts';
import type { Palette } from './style-looks.ts';

export interface MotifFrame {
  cx: number;
  cy: number;
  r: number;
  palette: Palette;
  /** From the idea, so two ideas in one style do not draw the same board. */
  seed: number;
}

type Motif = (frame: MotifFrame) => string;

/** A generative drawing per style (spec §5), in the style's palette: a real image, not a placeholder. */
export const STYLE_MOTIFS: Readonly<Record<SpecialtyStyle, Motif>> = {
  Geometric: ({ cx, cy, r, palette, seed }) => {
    const turn = (seed % 60) * (Math.PI / 180);
    const hexagon = polygon(cx, cy, r * 0.92, 6, turn);
    const up = polygon(cx, cy, r * 0.8, 3, turn - Math.PI / 2);
    const down = polygon(cx, cy, r * 0.8, 3, turn + Math.PI / 2);
    const spokes = points(cx, cy, r * 0.92, 6, turn)
      .map(([x, y]) => `<line x1="${cx}" y1="${cy}" x2="${x}" y2="${y}"/>`)
      .join('');
    return `<g fill="none" stroke="${palette.ink}" stroke-width="2.5"><circle cx="${cx}" cy="${cy}" r="${r}"/>
<polygon points="${hexagon}"/><polygon points="${up}" stroke="${palette.accent}"/><polygon points="${down}"/>
${spokes}<circle cx="${cx}" cy="${cy}" r="${round(r * 0.35)}"/></g>`;
  },
  Dotwork: ({ cx, cy, r, palette, seed }) => {
    const rings = [1, 2, 3, 4, 5].map((ring) => {
      const count = 8 + ring * 6 + (seed % 4);
      const dotRadius = round(1.6 + ring * 0.7);
      return points(cx, cy, (r * ring) / 5, count, ring * 0.2)
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${dotRadius}"/>`)
        .join('');
    });
    return `<g fill="${palette.ink}">${rings.join('')}</g><circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${palette.accent}" stroke-dasharray="2 6" stroke-width="3"/>`;
  },
  Traditional: ({ cx, cy, r, palette }) =>
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.85}" fill="${palette.soft}" stroke="${palette.ink}" stroke-width="9"/>
<circle cx="${cx}" cy="${cy}" r="${round(r * 0.55)}" fill="${palette.accent}" stroke="${palette.ink}" stroke-width="7"/>
<path d="M${cx - r} ${cy + r * 0.55} h${r * 2} l-24 26 l24 26 h-${r * 2} l24 -26 z" fill="${palette.accent}" stroke="${palette.ink}" stroke-width="6"/>`,
  'Neo-traditional': ({ cx, cy, r, palette, seed }) => {
    const petals = Array.from({ length: 12 }, (_, index) => {
      const angle = index * 30 + (seed % 30);
      return `<ellipse cx="${cx}" cy="${round(cy - r * 0.72)}" rx="${round(r * 0.16)}" ry="${round(r * 0.3)}" transform="rotate(${angle} ${cx} ${cy})"/>`;
    });
    return `<g fill="${palette.soft}" stroke="${palette.ink}" stroke-width="4">${petals.join('')}</g>
<circle cx="${cx}" cy="${cy}" r="${round(r * 0.6)}" fill="${palette.accent}" stroke="${palette.ink}" stroke-width="6"/>`;
  },
  Japanese: ({ cx, cy, r, palette }) => {
    const waves = [0, 1, 2].flatMap((row) =>
      [-2, -1, 0, 1, 2].map((column) => {
        const x = cx + column * r * 0.4 + (row % 2) * r * 0.2;
        const y = cy + r * 0.15 + row * r * 0.25;
        return `<path d="M${round(x - r * 0.2)} ${round(y)} a${round(r * 0.2)} ${round(r * 0.2)} 0 0 1 ${round(r * 0.4)} 0"/>`;
      }),
    );
    const windBars = [-0.6, -0.35].map(
      (offset) =>
        `<rect x="${round(cx - r * 0.8)}" y="${round(cy + offset * r)}" width="${round(r * 1.6)}" height="14" rx="7"/>`,
    );
    return `<g fill="${palette.soft}" stroke="${palette.ink}" stroke-width="5">${waves.join('')}</g>
<g fill="${palette.accent}" stroke="${palette.ink}" stroke-width="3">${windBars.join('')}</g>`;
  },
  Realism: ({ cx, cy, r, palette }) =>
    `<defs><radialGradient id="tone"><stop offset="0" stop-color="${palette.soft}"/><stop offset="0.7" stop-color="${palette.accent}"/><stop offset="1" stop-color="${palette.ink}"/></radialGradient></defs>
<circle cx="${cx}" cy="${cy}" r="${r * 0.9}" fill="url(#tone)" opacity="0.9"/>`,
  Portrait: ({ cx, cy, r, palette }) =>
    `<defs><radialGradient id="face"><stop offset="0" stop-color="${palette.paper}"/><stop offset="1" stop-color="${palette.accent}"/></radialGradient></defs>
<ellipse cx="${cx}" cy="${cy}" rx="${round(r * 0.72)}" ry="${r * 0.95}" fill="url(#face)" stroke="${palette.ink}" stroke-width="4"/>
<ellipse cx="${cx}" cy="${cy}" rx="${round(r * 0.8)}" ry="${r * 1.03}" fill="none" stroke="${palette.ink}" stroke-width="1.5"/>`,
  Blackwork: ({ cx, cy, r, palette, seed }) => {
    const stripes = [-2, -1, 0, 1, 2].map(
      (index) => `<rect x="${cx - r}" y="${round(cy + index * r * 0.3 - 6)}" width="${r * 2}" height="12"/>`,
    );
    return `<defs><clipPath id="disc"><circle cx="${cx}" cy="${cy}" r="${r * 0.9}"/></clipPath></defs>
<circle cx="${cx}" cy="${cy}" r="${r * 0.9}" fill="${palette.ink}"/>
<g fill="${palette.paper}" clip-path="url(#disc)" transform="rotate(${(seed % 90) - 45} ${cx} ${cy})">${stripes.join('')}</g>`;
  },
  Watercolor: ({ cx, cy, r, palette, seed }) => {
    const blobs = [palette.accent, palette.soft, palette.accent, palette.soft, palette.ink].map(
      (color, index) => {
        const [x, y] = points(cx, cy, r * 0.35, 5, seed % 7)[index]!;
        return `<circle cx="${x}" cy="${y}" r="${round(r * (0.45 - index * 0.04))}" fill="${color}" fill-opacity="${index === 4 ? 0.12 : 0.35}"/>`;
      },
    );
    return `${blobs.join('')}<circle cx="${cx}" cy="${cy}" r="${round(r * 0.6)}" fill="none" stroke="${palette.ink}" stroke-width="1.5"/>`;
  },
  Minimalist: ({ cx, cy, r, palette }) =>
    `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.6)}" fill="none" stroke="${palette.ink}" stroke-width="1.5"/>
<path d="M${cx - r} ${cy + r * 0.7} C ${cx - r * 0.3} ${cy - r * 0.2}, ${cx + r * 0.3} ${cy + r * 0.9}, ${cx + r} ${cy - r * 0.7}" fill="none" stroke="${palette.accent}" stroke-width="1.5"/>`,
  Tribal: ({ cx, cy, r, palette, seed }) => {
    const spikes = Array.from({ length: 6 }, (_, index) => {
      const angle = index * 60 + (seed % 60);
      return `<path d="M${cx} ${cy - r * 0.25} C ${cx + r * 0.35} ${cy - r * 0.45}, ${cx + r * 0.2} ${cy - r * 0.8}, ${cx - r * 0.05} ${cy - r} C ${cx + r * 0.05} ${cy - r * 0.7}, ${cx - r * 0.1} ${cy - r * 0.45}, ${cx} ${cy - r * 0.25} z" transform="rotate(${angle} ${cx} ${cy})"/>`;
    });
    return `<g fill="${palette.ink}">${spikes.join('')}</g><circle cx="${cx}" cy="${cy}" r="${round(r * 0.22)}" fill="${palette.ink}"/>`;
  },
};

function points(
  cx: number,
  cy: number,
  radius: number,
  count: number,
  turn: number,
): Array<[number, number]> {
  return Array.from({ length: count }, (_, index) => {
    const angle = turn + (index * 2 * Math.PI) / count;
    return [round(cx + radius * Math.cos(angle)), round(cy + radius * Math.sin(angle))];
  });
}

function polygon(cx: number, cy: number, radius: number, sides: number, turn: number): string {
  return points(cx, cy, radius, sides, turn)
    .map(([x, y]) => `${x},${y}`)
    .join(' ');
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
