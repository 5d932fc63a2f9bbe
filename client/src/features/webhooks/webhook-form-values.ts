import { z } from 'zod';
import { webUrlOrNull } from '#client/lib/form-values.ts';
import { createWebhookEndpointSchema, WEBHOOK_EVENT_TYPES } from '#common/contracts/webhooks.ts';

/** The add-endpoint form as typed: the URL tidied as every URL field here is, then the API's own rules. */
export const webhookFormSchema = z
  .object({ url: z.string(), description: z.string(), events: z.array(z.string()) })
  .transform(({ url, description, events }) => ({
    url: webUrlOrNull(url) ?? '',
    ...(description.trim() ? { description } : {}),
    events,
  }))
  .pipe(createWebhookEndpointSchema);
export type WebhookFormValues = z.input<typeof webhookFormSchema>;

/** Every event ticked: what most receivers (a CRM, Zapier) want. */
export const NEW_WEBHOOK_VALUES: WebhookFormValues = {
  url: '',
  description: '',
  events: [...WEBHOOK_EVENT_TYPES],
};
