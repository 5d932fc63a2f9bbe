import { z } from 'zod';
import { bookingSchema } from './booking.ts';
import { leadSchema } from './leads.ts';

/**
 * Outgoing webhooks (issue #29 item 4, decision 079): the events an artist's endpoint may subscribe to, what the
 * dashboard sends to add or change one, what its delivery log shows, and the body each delivery carries.
 */
export const WEBHOOK_EVENT_TYPES = [
  'lead.created',
  'lead.updated',
  'booking.requested',
  'booking.confirmed',
  'booking.cancelled',
  'conversation.handover',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What "Send test event" delivers; no endpoint subscribes to it, every endpoint can be sent one. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** What each event means, for the settings card's checkboxes and the API reference. */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'lead.created': 'A client’s conversation became a lead (web chat saved, or an Instagram DM)',
  'lead.updated': 'A lead changed: status or notes edited, or the client saved again',
  'booking.requested': 'A time was taken: a client’s pick, your direct booking or a waitlist offer',
  'booking.confirmed': 'A booking was confirmed',
  'booking.cancelled': 'A booking was cancelled, or its hold lapsed unpaid',
  'conversation.handover': 'A client asked to talk to a person',
};

/** Every signing secret starts so, as Stripe's do: people and secret scanners can tell one at a glance. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** The header that carries `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Inkdesk-Signature';
/** An artist's endpoints at most. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
export const MAX_WEBHOOK_URL_LENGTH = 2048;
export const MAX_WEBHOOK_DESCRIPTION_LENGTH = 200;
/** One page of a delivery log. */
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;

const urlSchema = z
  .string({ error: 'url must be text' })
  .trim()
  .min(1, 'Enter the URL that receives the events')
  .max(MAX_WEBHOOK_URL_LENGTH, `url must be at most ${MAX_WEBHOOK_URL_LENGTH} characters`)
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter a full URL, like https://example.com/inkdesk' }));

const descriptionSchema = z
  .string({ error: 'description must be text' })
  .trim()
  .max(
    MAX_WEBHOOK_DESCRIPTION_LENGTH,
    `description must be at most ${MAX_WEBHOOK_DESCRIPTION_LENGTH} characters`,
  );

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: `events must be among ${WEBHOOK_EVENT_TYPES.join(', ')}` }), {
    error: 'events must be a list',
  })
  .min(1, 'Choose at least one event')
  .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type)));

/** POST /api/webhook-endpoints. */
export const createWebhookEndpointSchema = z.strictObject({
  url: urlSchema,
  description: descriptionSchema.default(''),
  events: eventsSchema,
});
export type CreateWebhookEndpoint = z.input<typeof createWebhookEndpointSchema>;

/** PATCH /api/webhook-endpoints/:id: any of these; `isEnabled: false` pauses deliveries until it is true again. */
export const updateWebhookEndpointSchema = z
  .strictObject({
    url: urlSchema.optional(),
    description: descriptionSchema.optional(),
    events: eventsSchema.optional(),
    isEnabled: z.boolean({ error: 'isEnabled must be true or false' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send url, description, events or isEnabled',
  });
export type UpdateWebhookEndpoint = z.input<typeof updateWebhookEndpointSchema>;

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  isEnabled: z.boolean(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to adding an endpoint: its signing secret, this once. */
export const createdWebhookEndpointSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

/** pending: not delivered yet (waiting for its turn or its next attempt); failed: every attempt failed. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One event sent (or being sent) to one endpoint: a line of its delivery log. */
export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  eventId: z.string(),
  eventType: z.string(),
  leadId: z.string().nullable(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The receiver's HTTP status on the last attempt; null when it gave none (refused, timed out). */
  responseStatus: z.number().int().nullable(),
  /** How long the last attempt took, in milliseconds. */
  responseTimeMs: z.number().int().nullable(),
  /** Why the last attempt failed; null after a success. */
  error: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  /** When a pending delivery is tried next (after an earlier event for its lead, if one is still pending). */
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesQuerySchema = z.strictObject({
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(10_000, 'page must be at most 10000')
    .default(1),
});

export const webhookDeliveryPageSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;

/** What every delivery's body holds around its event's data. */
const envelope = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({
    /** The same for every endpoint and every resend of the event: receivers drop one they have seen. */
    id: z.string(),
    type: z.literal(type),
    /** When the event happened, ISO 8601. */
    createdAt: z.string(),
    data,
  });

const leadData = z.object({ lead: leadSchema });
const bookingData = z.object({ booking: bookingSchema });

export const handoverDataSchema = z.object({
  conversationId: z.string(),
  channel: z.enum(['web', 'instagram']),
  /** The lead, once the conversation is one (an Instagram client may ask before saying what they want). */
  leadId: z.string().nullable(),
  requestedAt: z.string(),
});

/** The body of every delivery, by `type`. */
export const webhookEventSchemas = {
  'lead.created': envelope('lead.created', leadData),
  'lead.updated': envelope('lead.updated', leadData),
  'booking.requested': envelope('booking.requested', bookingData),
  'booking.confirmed': envelope('booking.confirmed', bookingData),
  'booking.cancelled': envelope('booking.cancelled', bookingData),
  'conversation.handover': envelope('conversation.handover', handoverDataSchema),
  [WEBHOOK_TEST_EVENT]: envelope(
    WEBHOOK_TEST_EVENT,
    z.object({ endpointId: z.string(), message: z.string() }),
  ),
} as const;

export type WebhookEventBody = {
  [Type in keyof typeof webhookEventSchemas]: z.infer<(typeof webhookEventSchemas)[Type]>;
}[keyof typeof webhookEventSchemas];

/** An event's data by type, as the code that emits it builds it. */
export type WebhookEventData<Type extends WebhookEventType | typeof WEBHOOK_TEST_EVENT> = z.infer<
  (typeof webhookEventSchemas)[Type]
>['data'];
