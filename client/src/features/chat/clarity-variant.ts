/** Spec §9 clarity badge: 70 or more default, 40 to 69 secondary, below 40 outline. */
export function clarityBadgeVariant(clarityScore: number): 'default' | 'secondary' | 'outline' {
  if (clarityScore >= 70) return 'default';
  if (clarityScore >= 40) return 'secondary';
  return 'outline';
}
