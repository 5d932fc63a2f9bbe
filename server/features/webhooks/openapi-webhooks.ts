import type { OpenAPIV3_2 } from '@fastify/swagger';
import { z } from 'zod';
import {
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TEST_EVENT,
  webhookEventSchemas,
} from '#common/contracts/webhooks.ts';

const SIGNING = `Signed in the \`${WEBHOOK_SIGNATURE_HEADER}\` header as \`t=<unix seconds>,v1=<hex HMAC-SHA256>\` of \`<t>.<raw body>\` under the endpoint's signing secret (whsec_…): compute it over the body exactly as received, compare in constant time, and refuse an old \`t\`. Retried for about 35 hours until a 2xx; a lead's events arrive one at a time, in order. Drop an \`id\` you have seen: a delivery may come twice.`;

type Webhooks = NonNullable<OpenAPIV3_2.Document['webhooks']>;
type Operation = NonNullable<Exclude<Webhooks[string], { $ref: string }>['post']>;
type Schema = NonNullable<
  Exclude<Operation['requestBody'], { $ref: string } | undefined>['content'][string]['schema']
>;

/**
 * OpenAPI 3.1's top-level `webhooks` (decision 079): each event's body, from the same zod schemas the server
 * builds them with, for the document at /api/openapi.json.
 */
export function webhookEventsDocument(): Webhooks {
  const descriptions: Record<string, string> = {
    ...WEBHOOK_EVENT_DESCRIPTIONS,
    [WEBHOOK_TEST_EVENT]: 'Sent by “Send test event” in Settings → Webhooks',
  };
  return Object.fromEntries(
    Object.entries(webhookEventSchemas).map(([type, schema]) => {
      const { $schema: _dialect, ...body } = z.toJSONSchema(schema, { io: 'output' });
      const pathItem: Webhooks[string] = {
        post: {
          operationId: `webhook:${type}`,
          tags: ['Webhooks'],
          summary: descriptions[type],
          description: SIGNING,
          parameters: [
            {
              name: WEBHOOK_SIGNATURE_HEADER,
              in: 'header' as const,
              required: true,
              schema: { type: 'string' as const },
            },
            {
              name: 'Inkdesk-Event-Id',
              in: 'header' as const,
              required: true,
              schema: { type: 'string' as const },
            },
          ],
          // zod's JSON Schema type and openapi-types' describe the same JSON Schema 2020-12 in different words.
          requestBody: { required: true, content: { 'application/json': { schema: body as Schema } } },
          responses: { '200': { description: 'Any 2xx: received. Anything else is retried.' } },
        },
      };
      return [type, pathItem];
    }),
  );
}
