import type { SpecialtyStyle } from '../../constants/styles.ts';
import type { ColorMode } from './brief.ts';

/**
 * Styles close enough that an artist in one can do a fair version of the other. Drives the style gate's
 * fit (a related style is medium, an unrelated one low), portfolio similarity and "here is what X could do".
 */
const RELATED_STYLES: Readonly<Record<SpecialtyStyle, readonly SpecialtyStyle[]>> = {
  Geometric: ['Dotwork', 'Blackwork', 'Minimalist'],
  Traditional: ['Neo-traditional', 'Japanese'],
  Realism: ['Portrait'],
  Blackwork: ['Geometric', 'Dotwork', 'Tribal'],
  Watercolor: ['Minimalist', 'Neo-traditional'],
  Minimalist: ['Geometric', 'Watercolor'],
  Tribal: ['Blackwork'],
  Japanese: ['Traditional', 'Neo-traditional'],
  Portrait: ['Realism'],
  Dotwork: ['Geometric', 'Blackwork'],
  'Neo-traditional': ['Traditional', 'Japanese', 'Watercolor'],
};

export function areStylesRelated(style: SpecialtyStyle, other: string): boolean {
  return RELATED_STYLES[style].some((related) => related === other);
}

/** Of the artist's styles, the one closest to what the client asked for; else the artist's first. */
export function closestOfferedStyle(requested: SpecialtyStyle, offered: readonly string[]): string | null {
  return offered.find((style) => areStylesRelated(requested, style)) ?? offered[0] ?? null;
}

/** True when the artist lists the style; with no styles listed there is nothing to judge. */
export function offersStyle(offered: readonly string[], style: SpecialtyStyle): boolean {
  return offered.length === 0 || offered.includes(style);
}

/**
 * Styles that settle the colour question on their own: blackwork is black ink and watercolour is colour by
 * definition. Dotwork may be coloured, so it says nothing: a colour the client never said is never saved or
 * said back (decision 047).
 */
const COLOR_OF_STYLE: Partial<Record<SpecialtyStyle, ColorMode>> = {
  Blackwork: 'black',
  Watercolor: 'color',
};

export function colorOfStyle(style: SpecialtyStyle): ColorMode | null {
  return COLOR_OF_STYLE[style] ?? null;
}
