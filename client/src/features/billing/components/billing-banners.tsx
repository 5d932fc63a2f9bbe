import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Info } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { getBillingStatusQueryOptions } from '../api/billing-status.ts';
import { type BillingBanner, billingBanners } from '../billing-words.ts';
import { useBillingRedirect } from '../hooks/use-billing-redirect.ts';

const TONE_CLASSES: Record<BillingBanner['tone'], string> = {
  info: 'border-ink-600 bg-ink-900',
  warning: 'border-amber-400/50 bg-amber-950/40',
  danger: 'border-rose-400/60 bg-rose-950/50',
};

const ACTION_LABELS = {
  'choose-plan': 'Choose a plan',
  upgrade: 'Upgrade',
  'manage-billing': 'Update card',
} as const;

/**
 * The dashboard's billing banners above every tab (issue #27): the trial's days, 80 % and 100 % of the month's
 * conversations, a failed payment's grace, a lapsed plan. `onChoosePlan` opens the Billing tab's plan picker;
 * without it (on that tab already) only the portal's action is offered. A studio member's banners (decision 073) say
 * what the owner must do and offer no button: the plan is not theirs to change.
 */
export function BillingBanners({ onChoosePlan }: { onChoosePlan?: () => void }) {
  const billing = useQuery(getBillingStatusQueryOptions());
  const redirect = useBillingRedirect();
  if (!billing.data) return null;
  const banners = billingBanners(billing.data);
  if (banners.length === 0) return null;
  return (
    <div className="mb-6 grid gap-3" data-testid="billing-banners">
      {banners.map((banner) => {
        const Icon = banner.tone === 'info' ? Info : AlertTriangle;
        return (
          <section
            key={banner.id}
            aria-label={banner.title}
            data-banner={banner.id}
            className={cn(
              'flex flex-col gap-3 rounded-2xl border p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5',
              TONE_CLASSES[banner.tone],
            )}
          >
            <div className="flex gap-3">
              <Icon
                aria-hidden="true"
                className={cn(
                  'mt-0.5 size-5 shrink-0',
                  banner.tone === 'info'
                    ? 'text-mist'
                    : banner.tone === 'warning'
                      ? 'text-amber-300'
                      : 'text-rose-300',
                )}
              />
              <div className="grid gap-1">
                <h2 className="font-semibold">{banner.title}</h2>
                <p className="text-sm text-bone/80">{banner.text}</p>
              </div>
            </div>
            {banner.action && (banner.action === 'manage-billing' || onChoosePlan) ? (
              <Button
                size="sm"
                variant={banner.tone === 'info' ? 'outline' : 'primary'}
                className="shrink-0 self-start sm:self-center"
                disabled={redirect.isPending}
                onClick={() =>
                  banner.action === 'manage-billing' ? redirect.mutate({ to: 'portal' }) : onChoosePlan?.()
                }
              >
                {ACTION_LABELS[banner.action]}
              </Button>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
