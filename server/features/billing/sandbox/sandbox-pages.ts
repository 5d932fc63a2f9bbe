import { type PlanId, planById } from '#common/constants/plans.ts';
import { entitlementOf } from '#common/domain/billing/entitlement.ts';
import type { SubscriptionRow } from '../../../db/schema/index.ts';
import { toSubscriptionState } from '../subscription-state.ts';
import type { SandboxCard } from './run-sandbox-action.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const day = (date: Date) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

const CARD_LABEL: Record<SandboxCard, string> = {
  works: 'Visa ending 4242',
  declines: 'Visa ending 0341 (declines the next payment)',
};

/** The sandbox's own look: plainly not Stripe's, so nobody mistakes it for a real payment page. */
function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Billing sandbox</title><link rel="icon" href="data:,">
<style>
*{box-sizing:border-box}body{font-family:system-ui,sans-serif;background:#f6f7fb;color:#1f2330;margin:0}
main{max-width:880px;margin:0 auto;padding:32px 20px}
.badge{display:inline-block;font-size:12px;background:#fff3cd;color:#7a5a00;border-radius:999px;padding:3px 10px}
h1{font-size:22px;margin:12px 0 4px}h2{font-size:16px;margin:0 0 12px}p{line-height:1.5;margin:6px 0}
.muted{color:#5b6275;font-size:14px}.grid{display:grid;gap:20px;grid-template-columns:1fr 1fr;margin-top:20px}
@media (max-width:700px){.grid{grid-template-columns:1fr}}
.card{background:#fff;border:1px solid #e3e6ee;border-radius:12px;padding:20px}
.price{font-size:32px;font-weight:700;margin:8px 0;line-height:1.2}.price small{font-size:15px;font-weight:400;color:#5b6275;white-space:nowrap}
button{font:inherit;font-weight:600;padding:10px 16px;border-radius:8px;border:1px solid #cfd4e0;background:#fff;color:#1f2330;cursor:pointer}
button.primary{background:#4f46e5;border-color:#4f46e5;color:#fff;width:100%;padding:12px}
button.danger{color:#b42318;border-color:#f1b4ae}
.row{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin-top:10px}
.notice{background:#ecfdf3;border:1px solid #a6f4c5;border-radius:8px;padding:10px 14px;margin-top:16px}
.warn{background:#fef3f2;border:1px solid #fecdca;border-radius:8px;padding:10px 14px;margin-top:16px}
label{display:flex;gap:8px;align-items:center;padding:10px;border:1px solid #e3e6ee;border-radius:8px;margin-top:8px}
ul{padding-left:18px;margin:8px 0}li{margin:4px 0;font-size:14px}a{color:#4f46e5}
.controls{border-style:dashed;background:#fbfbfd;grid-column:1/-1}
.current{display:inline-block;font-size:14px;font-weight:600;color:#3538cd;background:#eef4ff;border-radius:999px;padding:6px 12px}
</style></head>
<body><main><span class="badge">Billing sandbox: no money moves. Set STRIPE_SECRET_KEY for real payments.</span>
${body}</main></body></html>`;
}

const priceOf = (plan: PlanId) => `$${planById(plan).pricePerMonth}`;

/** The sandbox's checkout: the plan, its price, the test card, and Subscribe. */
export function sandboxCheckoutPage({
  plan,
  email,
  action,
  backUrl,
}: {
  plan: 'starter' | 'professional';
  email: string | null;
  action: string;
  backUrl: string;
}): string {
  const details = planById(plan);
  return layout(
    `Subscribe to ${details.name}`,
    `<h1>Subscribe to Inkdesk ${escapeHtml(details.name)}</h1>
<div class="grid">
<section class="card"><h2>${escapeHtml(details.name)}</h2>
<p class="price">${priceOf(plan)} <small>per month</small></p>
<ul>${details.features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join('')}</ul></section>
<section class="card"><h2>Pay with card</h2>
${email ? `<p class="muted">Receipts to ${escapeHtml(email)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="plan" value="${plan}">
<label><input type="radio" name="card" value="works" checked> ${CARD_LABEL.works}</label>
<label><input type="radio" name="card" value="declines"> ${CARD_LABEL.declines}</label>
<p class="muted">Billed monthly from today until you cancel.</p>
<div class="row"><button class="primary" type="submit">Subscribe</button></div>
</form>
<p class="muted"><a href="${escapeHtml(backUrl)}">Back to Inkdesk</a></p></section>
</div>`,
  );
}

const NOTICES: Record<string, string> = {
  subscribed: 'You are subscribed.',
  'plan-changed': 'Your plan was changed.',
  cancelled: 'Your plan is cancelled at the end of the period.',
  resumed: 'Your plan renews again.',
  'card-updated': 'Your card was updated.',
  'period-ended': 'The period ended.',
  'retries-ran-out': 'The payment retries ran out and the subscription was cancelled.',
};

/** The sandbox's customer portal: the plan, change it, cancel or resume, the card, and the test controls. */
export function sandboxPortalPage({
  row,
  card,
  now,
  actionUrl,
  returnUrl,
  notice,
}: {
  row: SubscriptionRow;
  card: SandboxCard;
  now: Date;
  actionUrl: (action: string) => string;
  returnUrl: string;
  notice: string | undefined;
}): string {
  const entitlement = entitlementOf(toSubscriptionState(row), now);
  const isRunning = row.status === 'active' || row.status === 'past_due';
  const form = (action: string, label: string, fields = '', kind = '') =>
    `<form method="post" action="${escapeHtml(actionUrl(action))}">${fields}<button type="submit"${kind ? ` class="${kind}"` : ''}>${escapeHtml(label)}</button></form>`;
  const periodEnd = row.currentPeriodEnd ? day(row.currentPeriodEnd) : null;
  const status = !isRunning
    ? `<p>No running subscription: ${row.status === 'canceled' ? 'it was cancelled' : 'you are on the trial'}. Choose a plan on the Inkdesk dashboard.</p>`
    : row.cancelAtPeriodEnd
      ? `<p>Cancelled: ends on <strong>${periodEnd}</strong>.</p>`
      : row.status === 'past_due'
        ? `<p>Past due: the payment for the period to <strong>${periodEnd}</strong> failed.</p>`
        : `<p>Renews on <strong>${periodEnd}</strong> at ${priceOf(row.scheduledPlan ?? row.plan)} a month.</p>`;
  const planChoices = (['starter', 'professional'] as const)
    .map((plan) =>
      plan === (row.scheduledPlan ?? row.plan)
        ? `<span class="current">${planById(plan).name}: current</span>`
        : form(
            'change-plan',
            `Switch to ${planById(plan).name} (${priceOf(plan)})`,
            `<input type="hidden" name="plan" value="${plan}">`,
          ),
    )
    .join('');
  return layout(
    'Manage billing',
    `<h1>Manage billing</h1><p class="muted"><a href="${escapeHtml(returnUrl)}">← Return to Inkdesk</a></p>
${notice && NOTICES[notice] ? `<div class="notice" role="status">${NOTICES[notice]}</div>` : ''}
${row.status === 'past_due' ? `<div class="warn" role="alert">The last payment failed on ${day(row.pastDueSince ?? now)}. Update the card to pay it; the plan keeps working until ${entitlement.changesAt ? day(entitlement.changesAt) : 'then'}.</div>` : ''}
<div class="grid">
<section class="card"><h2>Current plan</h2>
<p class="price">${escapeHtml(planById(row.plan).name)} <small>${priceOf(row.plan)} per month</small></p>
${status}
${row.scheduledPlan && isRunning ? `<p class="muted">Changes to ${planById(row.scheduledPlan).name} on ${periodEnd}.</p>` : ''}
${isRunning ? `<div class="row">${planChoices}</div><div class="row">${row.cancelAtPeriodEnd ? form('resume', 'Don’t cancel') : form('cancel', 'Cancel plan', '', 'danger')}</div>` : ''}
</section>
<section class="card"><h2>Payment method</h2><p>${CARD_LABEL[card]}</p>
${isRunning ? `<div class="row">${form('update-card', card === 'works' ? 'Use card ending 0341 (declines)' : 'Use card ending 4242', `<input type="hidden" name="card" value="${card === 'works' ? 'declines' : 'works'}">`)}</div>` : ''}
</section>
${
  isRunning
    ? `<section class="card controls"><h2>Test controls</h2>
<p class="muted">What time would bring, now: the period's end renews (or ends a cancelled plan; with the 0341 card the payment fails), and a failed payment's retries can run out.</p>
<div class="row">${form('end-period', 'End the current period now')}${row.status === 'past_due' ? form('retries-run-out', 'Payment retries run out', '', 'danger') : ''}</div>
</section>`
    : ''
}
</div>`,
  );
}
