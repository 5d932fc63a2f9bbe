import { Badge } from '@client/components/ui/badge.tsx';
import { clarityBadgeVariant } from '../clarity-variant.ts';

/** How clear the brief is, 0–100 (spec §9 variants); tabular digits so the header never shifts. */
export function ClarityBadge({ clarityScore }: { clarityScore: number }) {
  return (
    <Badge
      variant={clarityBadgeVariant(clarityScore)}
      className="tabular-nums"
      title="How much of what an artist needs to know is already clear"
    >
      Clarity {clarityScore}%
    </Badge>
  );
}
