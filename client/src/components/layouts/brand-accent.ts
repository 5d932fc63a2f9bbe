import type { CSSProperties } from 'react';
import type { ClientBrand } from '#common/domain/studio/white-label.ts';

/**
 * A studio's accent colour in place of Inkdesk's crimson (issue #28 item 5): the theme's accent variables set on
 * one element recolour every `accent` utility inside it (client/src/styles.css). Undefined: Inkdesk's own.
 */
export function brandAccentStyle(brand: ClientBrand | null | undefined): CSSProperties | undefined {
  if (!brand?.accentColour) return undefined;
  return {
    '--color-accent': brand.accentColour,
    '--color-accent-strong': `color-mix(in srgb, ${brand.accentColour} 85%, black)`,
  } as CSSProperties;
}
