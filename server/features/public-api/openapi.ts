import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_KEY_SCOPES } from '#common/contracts/api-keys.ts';
import { declarePluginRoutesAccess, PUBLIC_API_PREFIX } from '../../lib/route-access.ts';
import { webhookEventsDocument } from '../webhooks/openapi-webhooks.ts';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

const zodTransform = createJsonSchemaTransform({ skipList: [] });

/**
 * The OpenAPI 3.1 document of /api/v1 (issue #29 item 1, decision 077), made by @fastify/swagger from the zod
 * schemas each route validates with, so it cannot say one thing while the route does another. Registered
 * before any route: the plugin collects routes as they are registered. Only /api/v1 is documented; the
 * dashboard's own calls are no public contract.
 */
export async function registerOpenApiDocument(app: FastifyInstance, { appUrl }: { appUrl: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Inkdesk API',
        version: '1',
        description: `Leads, conversations, bookings, portfolio and availability of the key's artist. Send the key as \`Authorization: Bearer <key>\`; each call needs one scope (${API_KEY_SCOPES.join(', ')}). Every response carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset.`,
      },
      servers: [{ url: appUrl }],
      components: {
        securitySchemes: {
          apiKey: { type: 'http', scheme: 'bearer', description: 'An API key from Settings → API' },
        },
      },
      security: [{ apiKey: [] }],
      // What outgoing webhooks POST to an endpoint (decision 079): OpenAPI 3.1's own place for it.
      webhooks: webhookEventsDocument(),
    },
    transform: (document) =>
      document.url.startsWith(PUBLIC_API_PREFIX)
        ? zodTransform(document)
        : { schema: { hide: true }, url: document.url },
  });
}

/** GET /api/openapi.json, and the reference UI at /api/docs: swagger-ui's own files from our origin, no CDN. */
export async function registerOpenApiRoutes(app: FastifyInstance) {
  app.get(OPENAPI_PATH, { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
  await app.register(async (scope) => {
    // swagger-ui's routes take no access option; they serve a static page and the same document.
    declarePluginRoutesAccess(scope, 'public');
    await scope.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      uiConfig: { docExpansion: 'list', deepLinking: true },
      theme: { title: 'Inkdesk API' },
    });
  });
}
