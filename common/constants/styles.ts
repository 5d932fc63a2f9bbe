/** Spec §5: the 11 specialty styles an artist can pick, in the spec's order. */
export const SPECIALTY_STYLES = [
  'Geometric',
  'Traditional',
  'Realism',
  'Blackwork',
  'Watercolor',
  'Minimalist',
  'Tribal',
  'Japanese',
  'Portrait',
  'Dotwork',
  'Neo-traditional',
] as const;

export type SpecialtyStyle = (typeof SPECIALTY_STYLES)[number];
