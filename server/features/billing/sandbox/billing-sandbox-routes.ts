import formBody from '@fastify/formbody';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../auth/authenticate.ts';
import type { Db } from '../../../db/client.ts';
import { subscriptions } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { BILLING_SANDBOX_PATH } from '../../../providers/payments/sandbox-billing.ts';
import { runSandboxAction, type SandboxCard } from './run-sandbox-action.ts';
import { sandboxCheckoutPage, sandboxPortalPage } from './sandbox-pages.ts';

const planSchema = z.enum(['starter', 'professional']);
const cardSchema = z.enum(['works', 'declines']);

/** The portal's buttons, each a form post, and the notice each leaves on the page it returns to. */
const PORTAL_ACTIONS = {
  'change-plan': 'plan-changed',
  cancel: 'cancelled',
  resume: 'resumed',
  'update-card': 'card-updated',
  'end-period': 'period-ended',
  'retries-run-out': 'retries-ran-out',
} as const;

/**
 * The local billing sandbox's hosted pages (decision 070), served to the signed-in artist for their own
 * subscription: checkout and the customer portal, with test controls that do now what time would do. Each button
 * becomes the events Stripe would send, applied through the webhook's own use case. Mounted only without Stripe.
 */
export const billingSandboxRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; appUrl: string }> = async (
  app,
  { db, clock, appUrl },
) => {
  await app.register(formBody, { bodyLimit: 4096 });
  const cards = new Map<string, SandboxCard>();
  const deps = { db, clock, cards };
  const portalUrl = `${BILLING_SANDBOX_PATH}/portal`;

  app.get(
    `${BILLING_SANDBOX_PATH}/checkout`,
    { config: { access: 'artist' }, schema: { querystring: z.object({ plan: planSchema }) } },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          sandboxCheckoutPage({
            plan: request.query.plan,
            email: currentUser(request).email,
            action: `${BILLING_SANDBOX_PATH}/checkout`,
            backUrl: `${appUrl}/dashboard`,
          }),
        ),
  );

  app.post(
    `${BILLING_SANDBOX_PATH}/checkout`,
    { config: { access: 'artist' }, schema: { body: z.object({ plan: planSchema, card: cardSchema }) } },
    async (request, reply) => {
      await runSandboxAction(deps, currentUser(request).id, { kind: 'subscribe', ...request.body });
      return reply.redirect(`${appUrl}/dashboard?checkout=success`, 303);
    },
  );

  app.get(
    portalUrl,
    {
      config: { access: 'artist' },
      schema: { querystring: z.object({ done: z.string().max(40).optional() }) },
    },
    async (request, reply) => {
      const artistId = currentUser(request).id;
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.artistId, artistId));
      if (!row?.stripeCustomerId) return reply.redirect(`${appUrl}/dashboard`, 303);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          sandboxPortalPage({
            row,
            card: cards.get(artistId) ?? 'works',
            now: clock(),
            actionUrl: (action) => `${portalUrl}/${action}`,
            returnUrl: `${appUrl}/dashboard`,
            notice: request.query.done,
          }),
        );
    },
  );

  app.post(
    `${portalUrl}/:action`,
    {
      config: { access: 'artist' },
      schema: {
        params: z.object({ action: z.enum(Object.keys(PORTAL_ACTIONS) as [keyof typeof PORTAL_ACTIONS]) }),
        body: z.object({ plan: planSchema.optional(), card: cardSchema.optional() }).optional(),
      },
    },
    async (request, reply) => {
      const { action } = request.params;
      const body = request.body ?? {};
      const artistId = currentUser(request).id;
      if (action === 'change-plan') {
        if (!body.plan) throw new AppError('VALIDATION_FAILED', 'Choose a plan', { plan: 'Required' });
        await runSandboxAction(deps, artistId, { kind: action, plan: body.plan });
      } else if (action === 'update-card') {
        if (!body.card) throw new AppError('VALIDATION_FAILED', 'Choose a card', { card: 'Required' });
        await runSandboxAction(deps, artistId, { kind: action, card: body.card });
      } else {
        await runSandboxAction(deps, artistId, { kind: action });
      }
      return reply.redirect(`${portalUrl}?done=${PORTAL_ACTIONS[action]}`, 303);
    },
  );
};
