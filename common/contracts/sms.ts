import { z } from 'zod';

/**
 * Text messages (decision 068). `queued` until the send-sms job delivers it; `sent` once Twilio took it or the
 * sandbox kept it; `failed` after the last retry; `refused` when the provider will never take it (the number
 * replied STOP, or is not a mobile number).
 */
export const SMS_STATUSES = ['queued', 'sent', 'failed', 'refused'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

export const SMS_TRANSPORTS = ['twilio', 'sandbox'] as const;

/** GET /api/admin/sms (admins): the newest texts, whatever the transport, like the email Outbox. */
export const smsMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  body: z.string(),
  /** What it is for: booking-reminder. */
  kind: z.string(),
  status: z.enum(SMS_STATUSES),
  transport: z.enum(SMS_TRANSPORTS).nullable(),
  /** Twilio's message SID, or the sandbox's id. */
  providerId: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type SmsMessage = z.infer<typeof smsMessageSchema>;

export const smsListSchema = z.object({
  messages: z.array(smsMessageSchema),
  /** Where texts go now: `sandbox` keeps them here and sends nothing. */
  provider: z.enum(SMS_TRANSPORTS),
});
export type SmsList = z.infer<typeof smsListSchema>;
