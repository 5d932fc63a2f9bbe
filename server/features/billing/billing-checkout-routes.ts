import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingRedirectSchema, startCheckoutSchema } from '#common/contracts/billing.ts';
import { currentUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import type { BillingProvider } from '../../providers/payments/types.ts';
import { openBillingPortal } from './open-billing-portal.ts';
import { startSubscriptionCheckout } from './start-subscription-checkout.ts';

/** Subscribing and managing it (issue #27 item 5): each answers with the hosted page to send the artist to. */
export const billingCheckoutRoutes: FastifyPluginAsyncZod<{
  db: Db;
  billing: BillingProvider;
  appUrl: string;
}> = async (app, { db, billing, appUrl }) => {
  app.post(
    '/api/billing/checkout',
    {
      config: { access: 'artist' },
      schema: { body: startCheckoutSchema, response: { 200: billingRedirectSchema } },
    },
    async (request) =>
      startSubscriptionCheckout({
        db,
        billing,
        appUrl,
        artistId: currentUser(request).id,
        plan: request.body.plan,
      }),
  );

  app.post(
    '/api/billing/portal',
    { config: { access: 'artist' }, schema: { response: { 200: billingRedirectSchema } } },
    async (request) => openBillingPortal({ db, billing, appUrl, artistId: currentUser(request).id }),
  );
};
