import { Badge } from '@client/components/ui/badge.tsx';
import { estimateCostDollars, formatCostDollars, type TokenUsage } from '@common/domain/chat-cost.ts';

/** Spec §9: the running AI cost estimate of this conversation. */
export function CostBadge({ usage }: { usage: TokenUsage }) {
  return (
    <Badge
      variant="outline"
      className="tabular-nums"
      title={`About ${usage.inputTokens} input and ${usage.outputTokens} output tokens (4 characters a token; $1.25 and $5 per million)`}
    >
      Est. cost {formatCostDollars(estimateCostDollars(usage))}
    </Badge>
  );
}
