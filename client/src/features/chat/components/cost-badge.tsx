import { estimateCostDollars, formatCostDollars, type TokenUsage } from '#common/domain/chat-cost.ts';
import { HeaderBadge } from './header-badge.tsx';

/** Spec §9: the running AI cost estimate of this conversation. */
export function CostBadge({ usage }: { usage: TokenUsage }) {
  return (
    <HeaderBadge
      variant="outline"
      explanation={`About ${usage.inputTokens} input and ${usage.outputTokens} output tokens so far (4 characters a token; $1.25 and $5 per million).`}
    >
      Est. cost {formatCostDollars(estimateCostDollars(usage))}
    </HeaderBadge>
  );
}
