import type { ComponentProps, ReactNode } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '#client/components/ui/tooltip.tsx';

/**
 * A badge in the chat header with its explanation in a tooltip. The badge takes focus, so keyboard and
 * screen-reader users reach the explanation too (Radix links it with aria-describedby).
 */
export function HeaderBadge({
  explanation,
  ...badge
}: ComponentProps<typeof Badge> & { explanation: ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Badge tabIndex={0} {...badge} className={`focus-ring tabular-nums ${badge.className ?? ''}`} />
      </TooltipTrigger>
      <TooltipContent>{explanation}</TooltipContent>
    </Tooltip>
  );
}
