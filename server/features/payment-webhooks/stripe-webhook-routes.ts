import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import {
  InvalidWebhookSignature,
  isBillingEvent,
  MalformedWebhookEvent,
  type PaymentProvider,
} from '../../providers/payments/types.ts';
import { applyBillingEvent } from '../billing/apply-billing-event.ts';
import type { BookingDeps } from '../booking/core/booking-deps.ts';
import { recordPaymentEvent } from '../booking/record-payment-event.ts';

/**
 * POST /api/webhooks/stripe, Stripe's one endpoint (decisions 023 and 070). The signature is checked over the raw
 * bytes before anything is read (400, nothing changed); the event is then acted on once per id: a deposit's by
 * booking, a subscription's by billing. It lives apart from both so neither imports the other. Only mounted when
 * Stripe is configured.
 */
export const paymentWebhookRoutes: FastifyPluginAsync<BookingDeps & { payments: PaymentProvider }> = async (
  app,
  { payments, ...deps },
) => {
  // The signature covers the bytes exactly as sent: keep them (this scope only).
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/api/webhooks/stripe', { config: { access: 'public' } }, async (request) => {
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    let event: ReturnType<PaymentProvider['readWebhook']>;
    try {
      event = payments.readWebhook(
        rawBody,
        typeof signature === 'string' ? signature : undefined,
        deps.clock(),
      );
    } catch (error) {
      if (error instanceof MalformedWebhookEvent) {
        request.log.warn({ err: error }, 'Signed Stripe webhook without the fields of its type refused');
        throw new AppError('VALIDATION_FAILED', error.message, { [error.field]: error.reason });
      }
      if (!(error instanceof InvalidWebhookSignature)) throw error;
      request.log.warn(
        { err: error },
        'Stripe webhook with a missing, bad or stale Stripe-Signature refused',
      );
      throw new AppError('BAD_REQUEST', 'Invalid Stripe-Signature');
    }
    const isNew = isBillingEvent(event)
      ? await applyBillingEvent({ db: deps.db, clock: deps.clock, provider: 'stripe' }, event)
      : await recordPaymentEvent(deps, event);
    return { received: true, duplicate: !isNew };
  });
};
