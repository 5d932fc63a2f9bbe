import { clarityBadgeVariant } from '../clarity-variant.ts';
import { HeaderBadge } from './header-badge.tsx';

/** How clear the brief is, 0–100 (spec §9 variants); tabular digits so the header never shifts. */
export function ClarityBadge({ clarityScore }: { clarityScore: number }) {
  return (
    <HeaderBadge
      variant={clarityBadgeVariant(clarityScore)}
      explanation="How much of what an artist needs to know is already clear. Idea, style, placement and size count most."
    >
      Clarity {clarityScore}%
    </HeaderBadge>
  );
}
