import { z } from 'zod';

export const OUTBOX_PAGE_SIZE_MAX = 100;
export const OUTBOX_PAGE_SIZE_DEFAULT = 20;

const PAGE_ERROR = 'page must be a whole number from 1';
const PAGE_SIZE_ERROR = `pageSize must be a whole number from 1 to ${OUTBOX_PAGE_SIZE_MAX}`;

/** GET /api/admin/outbox query (admins, issue #14): 1-based pages, newest email first. */
export const listOutboxQuerySchema = z.strictObject({
  page: z.coerce.number({ error: PAGE_ERROR }).int(PAGE_ERROR).min(1, PAGE_ERROR).default(1),
  pageSize: z.coerce
    .number({ error: PAGE_SIZE_ERROR })
    .int(PAGE_SIZE_ERROR)
    .min(1, PAGE_SIZE_ERROR)
    .max(OUTBOX_PAGE_SIZE_MAX, PAGE_SIZE_ERROR)
    .default(OUTBOX_PAGE_SIZE_DEFAULT),
});
export type ListOutboxQuery = z.infer<typeof listOutboxQuerySchema>;

/** `held`: to a client address not yet confirmed for the artist, sent once it is (decision 055). */
export const EMAIL_STATUSES = ['held', 'queued', 'sent', 'failed'] as const;

/** One email in the outbox list. */
export const outboxEmailSummarySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** What it is for: lead-received, human-requested, daily-digest, account-deleted, booking emails… */
  kind: z.string(),
  status: z.enum(EMAIL_STATUSES),
  /** `smtp`, or `outbox` when SMTP_URL is not set; null until sent. */
  transport: z.enum(['smtp', 'outbox']).nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEmailSummary = z.infer<typeof outboxEmailSummarySchema>;

export const outboxPageSchema = z.object({
  emails: z.array(outboxEmailSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/** GET /api/admin/outbox/:id: the whole email, both parts, and what is attached. */
export const outboxEmailSchema = outboxEmailSummarySchema.extend({
  from: z.string().nullable(),
  messageId: z.string().nullable(),
  text: z.string(),
  /** The HTML part as sent; the Outbox shows it in a sandboxed frame, never in the page itself. */
  html: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const outboxEmailParamsSchema = z.strictObject({
  id: z.uuid({ error: 'id must be an email id' }),
});

export const outboxAttachmentParamsSchema = outboxEmailParamsSchema.extend({
  index: z.coerce.number({ error: 'index must be a whole number' }).int().min(0, 'index must be 0 or more'),
});
