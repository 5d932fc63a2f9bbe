import { Button } from '#client/components/ui/button.tsx';
import { TooltipProvider } from '#client/components/ui/tooltip.tsx';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '#common/constants/ui.ts';
import type { TokenUsage } from '#common/domain/chat-cost.ts';
import type { ClientBrand } from '#common/domain/studio/white-label.ts';
import { ChatIcon } from './chat-icon.tsx';
import { ClarityBadge } from './clarity-badge.tsx';
import { CostBadge } from './cost-badge.tsx';

export function ChatHeader({
  titleId,
  brand,
  clarityScore,
  usage,
  showsCost,
  onClose,
}: {
  titleId: string;
  /** A studio's white-label brand: its logo and name in place of the assistant's mark (issue #28 item 5). */
  brand: ClientBrand | null;
  clarityScore: number;
  usage: TokenUsage;
  /** The demo and the artist's own test chat show what a chat costs; an artist's clients never see it. */
  showsCost: boolean;
  onClose?: () => void;
}) {
  return (
    <div className="flex items-start gap-3 border-b border-ink-700 px-4 py-3">
      {brand?.logoUrl ? (
        <img
          src={brand.logoUrl}
          alt=""
          className="mt-0.5 hidden size-10 shrink-0 rounded-full object-cover sm:block"
        />
      ) : (
        <span
          aria-hidden="true"
          className="mt-0.5 hidden size-10 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent sm:inline-flex"
        >
          <ChatIcon name="sparkle" />
        </span>
      )}
      <div className="grid min-w-0 flex-1 gap-1.5">
        <p id={titleId} className="truncate font-bold text-bone">
          {brand ? `${brand.name} · Consultation` : 'Consultation assistant'}
        </p>
        <TooltipProvider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
          <div className="flex flex-wrap gap-2">
            <ClarityBadge clarityScore={clarityScore} />
            {showsCost ? <CostBadge usage={usage} /> : null}
          </div>
        </TooltipProvider>
      </div>
      {onClose ? (
        <Button variant="ghost" size="sm" onClick={onClose} className="-mr-2">
          <ChatIcon name="close" className="size-4" />
          Close
        </Button>
      ) : null}
    </div>
  );
}
