import { describe, expect, it } from 'vitest';
import { toPaymentEvent } from './stripe-event.ts';
import { MalformedWebhookEvent } from './types.ts';

const planOfPrice = (price: string) => (price === 'price_pro' ? 'professional' : null);
const CREATED = 1_790_000_000;
const event = (type: string, object: unknown) => ({ id: 'evt_1', type, created: CREATED, data: { object } });

/** Decision 070: Stripe's subscription events as the app's BillingEvent, in the API's older and current shapes. */
describe('toPaymentEvent for subscriptions', () => {
  it('reads the period from the subscription (before API 2025-03-31) or its item (since), and the cancel', () => {
    const older = {
      id: 'sub_1',
      customer: 'cus_1',
      status: 'past_due',
      cancel_at_period_end: false,
      cancel_at: CREATED + 100,
      current_period_end: CREATED + 100,
      metadata: { artistId: 'artist-1' },
      items: { data: [{ price: { id: 'price_pro' } }] },
    };
    expect(toPaymentEvent(event('customer.subscription.updated', older), planOfPrice)).toEqual({
      id: 'evt_1',
      type: 'subscription-changed',
      occurredAt: new Date(CREATED * 1000),
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      artistId: 'artist-1',
      status: 'past_due',
      plan: 'professional',
      currentPeriodEnd: new Date((CREATED + 100) * 1000),
      // A portal that cancels by cancel_at at the period's end cancels all the same.
      cancelAtPeriodEnd: true,
    });
    const current = {
      ...older,
      status: 'incomplete',
      cancel_at: null,
      current_period_end: undefined,
      metadata: {},
      items: { data: [{ price: { id: 'price_other' }, current_period_end: CREATED + 200 }] },
    };
    expect(toPaymentEvent(event('customer.subscription.created', current), planOfPrice)).toMatchObject({
      artistId: null,
      status: null,
      plan: null,
      currentPeriodEnd: new Date((CREATED + 200) * 1000),
      cancelAtPeriodEnd: false,
    });
  });

  it("reads an invoice's subscription from either shape, and leaves a deposit's checkout to booking", () => {
    const base = { id: 'in_1', customer: 'cus_1' };
    expect(
      toPaymentEvent(event('invoice.paid', { ...base, subscription: 'sub_1' }), planOfPrice),
    ).toMatchObject({
      type: 'invoice-paid',
      subscriptionId: 'sub_1',
    });
    const current = { ...base, parent: { subscription_details: { subscription: 'sub_2' } } };
    expect(toPaymentEvent(event('invoice.payment_failed', current), planOfPrice)).toMatchObject({
      type: 'invoice-payment-failed',
      subscriptionId: 'sub_2',
    });
    const subscriptionCheckout = {
      id: 'cs_1',
      mode: 'subscription',
      client_reference_id: 'artist-1',
      metadata: { artistId: 'artist-1', plan: 'starter' },
      customer: 'cus_1',
      subscription: 'sub_1',
      payment_status: 'paid',
    };
    expect(
      toPaymentEvent(event('checkout.session.completed', subscriptionCheckout), planOfPrice),
    ).toMatchObject({
      type: 'subscription-checkout-completed',
      artistId: 'artist-1',
      plan: 'starter',
    });
    expect(toPaymentEvent(event('checkout.session.expired', subscriptionCheckout), planOfPrice)).toEqual({
      id: 'evt_1',
      type: 'ignored',
    });
  });

  it('refuses a signed subscription event without its fields or its time (a 400, never a 500)', () => {
    expect(() =>
      toPaymentEvent(event('customer.subscription.updated', { id: 'sub_1' }), planOfPrice),
    ).toThrow(MalformedWebhookEvent);
    const { created: _, ...untimed } = event('invoice.paid', { id: 'in_1', customer: 'cus_1' });
    expect(() => toPaymentEvent(untimed, planOfPrice)).toThrow(/created/);
  });
});
