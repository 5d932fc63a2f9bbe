import { CircleAlert, CircleCheck, CircleDashed } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import { CONSENT_STATUS_LABELS, type ConsentStatus } from '#common/domain/consent/consent-status.ts';

const STYLES: Record<ConsentStatus, { className: string; Icon: typeof CircleCheck }> = {
  done: { className: 'bg-emerald-900/70 text-emerald-100 ring-emerald-500', Icon: CircleCheck },
  client_missing: { className: 'bg-red-900/70 text-red-100 ring-red-500', Icon: CircleDashed },
  artist_missing: { className: 'bg-amber-900/70 text-amber-100 ring-amber-500', Icon: CircleAlert },
};

/**
 * A booking's consent (issue #26 item 4): green done, red while the client has not signed, orange while the
 * artist's part is missing. The label and icon say it too, never the colour alone.
 */
export function ConsentStatusBadge({ status, className }: { status: ConsentStatus; className?: string }) {
  const { className: colours, Icon } = STYLES[status];
  return (
    <span
      data-consent-status={status}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold tracking-wide ring-1',
        colours,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {CONSENT_STATUS_LABELS[status]}
    </span>
  );
}
