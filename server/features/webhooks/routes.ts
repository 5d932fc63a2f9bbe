import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdWebhookEndpointSchema,
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
} from '#common/contracts/webhooks.ts';
import { currentUser } from '../../auth/authenticate.ts';
import { listWebhookDeliveries } from './list-webhook-deliveries.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  updateWebhookEndpoint,
} from './manage-webhook-endpoints.ts';
import { resendWebhookDelivery } from './resend-webhook-delivery.ts';
import { sendTestEvent } from './send-test-event.ts';
import type { WebhookDeps } from './webhook-deps.ts';

const endpointParams = z.object({ id: z.uuid('Not a valid endpoint id') });
const deliveryParams = z.object({ id: z.uuid('Not a valid delivery id') });

/**
 * Settings → Webhooks (issue #29 item 4, decision 079): the artist's own endpoints and their delivery logs. Session
 * routes of the dashboard; plans without API access get 402 from each but DELETE.
 */
export const webhookRoutes: FastifyPluginAsyncZod<WebhookDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/api/webhook-endpoints',
    { config: { access: 'artist' }, schema: { response: { 200: z.array(webhookEndpointSchema) } } },
    async (request) => listWebhookEndpoints(deps, currentUser(request).id),
  );

  app.post(
    '/api/webhook-endpoints',
    {
      config: { access: 'artist' },
      schema: { body: createWebhookEndpointSchema, response: { 201: createdWebhookEndpointSchema } },
    },
    async (request, reply) => {
      const created = await createWebhookEndpoint(deps, currentUser(request).id, request.body);
      return reply.code(201).header('Cache-Control', 'no-store').send(created);
    },
  );

  app.patch(
    '/api/webhook-endpoints/:id',
    {
      config: { access: 'artist' },
      schema: {
        params: endpointParams,
        body: updateWebhookEndpointSchema,
        response: { 200: webhookEndpointSchema },
      },
    },
    async (request) => updateWebhookEndpoint(deps, currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/webhook-endpoints/:id',
    { config: { access: 'artist' }, schema: { params: endpointParams } },
    async (request, reply) => {
      await deleteWebhookEndpoint(db, currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/webhook-endpoints/:id/deliveries',
    {
      config: { access: 'artist' },
      schema: {
        params: endpointParams,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveryPageSchema },
      },
    },
    async (request) =>
      listWebhookDeliveries(deps, {
        artistId: currentUser(request).id,
        endpointId: request.params.id,
        page: request.query.page,
      }),
  );

  app.post(
    '/api/webhook-endpoints/:id/test',
    {
      config: { access: 'artist' },
      schema: { params: endpointParams, response: { 202: webhookDeliverySchema } },
    },
    async (request, reply) => {
      const delivery = await sendTestEvent(deps, {
        artistId: currentUser(request).id,
        endpointId: request.params.id,
      });
      return reply.code(202).send(delivery);
    },
  );

  app.post(
    '/api/webhook-deliveries/:id/resend',
    {
      config: { access: 'artist' },
      schema: { params: deliveryParams, response: { 202: webhookDeliverySchema } },
    },
    async (request, reply) => {
      const delivery = await resendWebhookDelivery(deps, {
        artistId: currentUser(request).id,
        deliveryId: request.params.id,
      });
      return reply.code(202).send(delivery);
    },
  );
};
