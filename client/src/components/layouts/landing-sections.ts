/** The landing page's sections that the site navigation jumps to (spec §2: #features, #pricing, #demo). */
export const LANDING_SECTIONS = [
  { id: 'features', label: 'Features' },
  { id: 'demo', label: 'Demo' },
  { id: 'pricing', label: 'Pricing' },
] as const;
