import { z } from 'zod';

/** Ids arrive as strings in Instagram Login payloads; a bare number is accepted too (parsed losslessly upstream). */
const id = z.union([z.string().min(1), z.number().transform(String)]);

const attachment = z.looseObject({
  type: z.string(),
  payload: z.looseObject({ url: z.string().optional() }).optional(),
});

const messagingItem = z.looseObject({
  sender: z.looseObject({ id }),
  recipient: z.looseObject({ id }),
  timestamp: z.number(),
  message: z
    .looseObject({
      mid: z.string(),
      text: z.string().optional(),
      is_echo: z.boolean().optional(),
      is_deleted: z.boolean().optional(),
      is_unsupported: z.boolean().optional(),
      attachments: z.array(attachment).optional(),
      reply_to: z
        .looseObject({
          mid: z.string().optional(),
          story: z.looseObject({ id, url: z.string().optional() }).optional(),
        })
        .optional(),
      quick_reply: z.looseObject({ payload: z.string() }).optional(),
    })
    .optional(),
  reaction: z
    .looseObject({
      mid: z.string(),
      action: z.enum(['react', 'unreact']),
      reaction: z.string().optional(),
      emoji: z.string().optional(),
    })
    .optional(),
  read: z.looseObject({ mid: z.string() }).optional(),
  postback: z
    .looseObject({ mid: z.string().optional(), title: z.string().optional(), payload: z.string().optional() })
    .optional(),
});

const change = z.looseObject({ field: z.string(), value: z.unknown() });

const entry = z.looseObject({
  id,
  time: z.number(),
  messaging: z.array(messagingItem).optional(),
  // Events for threads another app controls (reference A2): recorded the same way.
  standby: z.array(messagingItem).optional(),
  changes: z.array(change).optional(),
});

/**
 * A webhook delivery's shape (reference A2), checked after the signature and before anything is stored.
 * Unknown fields are kept; the processing job ignores what it does not know.
 */
export const webhookPayloadSchema = z.object({
  object: z.literal('instagram'),
  entry: z.array(entry).min(1),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
export type WebhookMessagingItem = z.infer<typeof messagingItem>;

/** A comments change's value (reference A2); other change fields are dropped on purpose. */
export const commentValueSchema = z.looseObject({
  id,
  text: z.string().default(''),
  from: z.looseObject({ id, username: z.string().optional() }),
  media: z.looseObject({ id: id.optional(), media_product_type: z.string().optional() }).optional(),
  parent_id: id.optional(),
});
