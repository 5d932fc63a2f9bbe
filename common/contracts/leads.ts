import { z } from 'zod';
import { FIT_SCORES, LEAD_STATUSES } from '../constants/statuses.ts';
import { cursorPagingQueryFields, nextCursorSchema } from './cursor-paging.ts';
import { leadRoutingSchema } from './studios.ts';

const criterionSchema = z.object({
  criterion: z.string(),
  points: z.number(),
  maxPoints: z.number(),
  reason: z.string(),
});

/** Spec §3 Lead `matchBreakdown`: how the server reached the rating (common/domain/consultation/scoring). */
export const matchBreakdownSchema = z.object({
  criteria: z.array(criterionSchema),
  missingFields: z.array(z.string()),
  gates: z.array(z.object({ kind: z.string(), reason: z.string() })),
  fitReason: z.string(),
  suggestedReply: z.string(),
});

export const MAX_OPEN_QUESTION_CHARS = 300;

/**
 * Decision 045: a question of the client's the assistant could not answer (a topic the artist switched off,
 * or one nobody set an answer for): it told the client it would ask the artist, and keeps it here.
 */
export const openQuestionSchema = z.object({
  id: z.string(),
  /** The client's words, as asked. */
  text: z.string(),
  /** The studio topic when it was one the artist switched off; null for a question of no known topic. */
  topic: z.string().nullable(),
  askedAt: z.string(),
  /** When the artist marked it answered; null while open. */
  answeredAt: z.string().nullable(),
});
export type OpenQuestion = z.infer<typeof openQuestionSchema>;

/** PATCH /api/admin/leads/{id}/open-questions/{questionId}: the artist answered it (or reopens it). */
export const updateOpenQuestionSchema = z.strictObject({
  isAnswered: z.boolean({ error: 'isAnswered must be true or false' }),
});

/** Spec §3 Lead, plus whose lead it is (admins see every artist's). */
export const leadSchema = z.object({
  id: z.string(),
  artistId: z.string(),
  artistName: z.string().nullable(),
  email: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  fitScore: z.enum(FIT_SCORES),
  matchPercentage: z.number().int(),
  detailedRating: z.number().int(),
  projectSummary: z.string(),
  matchBreakdown: matchBreakdownSchema,
  tattooStyle: z.string().nullable(),
  placement: z.string().nullable(),
  size: z.string().nullable(),
  budget: z.string().nullable(),
  description: z.string().nullable(),
  notes: z.string().nullable(),
  isTest: z.boolean(),
  /** Where the consultation happened (issue #10); an Instagram lead's contact is its username (email may be ''). */
  channel: z.enum(['web', 'instagram']),
  instagramUsername: z.string().nullable(),
  /** The page of the artist's or studio's own site a widget chat began on (issue #28 item 6); else null. */
  sourceUrl: z.string().nullable(),
  /** Why a studio lead went to its artist (issue #28 item 3, decision 075): how, the reason, each artist's fit. */
  routing: leadRoutingSchema.nullable(),
  /** ISO 639-1 language the client wrote in (issue #11), so the artist can reply in it; null if unknown. */
  language: z.string().nullable(),
  /** Decision 045: the client's questions waiting for the artist's answer. */
  openQuestions: z.array(openQuestionSchema),
  /** Decision 050: when the client asked to talk to a person, until the artist marks it handled; else null. */
  wantsPersonSince: z.string().nullable(),
  /**
   * Decision 055: whether the client confirmed their email for this artist; until then the emails the artist
   * sends them (offered times, a decline…) wait in the outbox. Meaningless without an email.
   */
  isEmailConfirmed: z.boolean(),
  createdAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

const statusSchema = z.enum(LEAD_STATUSES, { error: `status must be one of: ${LEAD_STATUSES.join(', ')}` });
const fitScoreSchema = z.enum(FIT_SCORES, { error: `fitScore must be one of: ${FIT_SCORES.join(', ')}` });

export const LEAD_SEARCH_MAX_LENGTH = 100;
/** The most leads one page holds: 100 leads are ~60 KB of JSON, ~10 KB compressed (docs/decisions/026). */
export const LEAD_PAGE_SIZE_MAX = 100;
export const LEAD_PAGE_SIZE_DEFAULT = 25;
/**
 * A search counts its matches up to here and no further (docs/decisions/009): past it the total reads
 * "1,000+" and the per-filter counts are left out, as a search that broad is refined, not paged through.
 */
export const LEAD_SEARCH_COUNT_CAP = 1_000;

const PAGE_ERROR = 'page must be a whole number from 1';
const PAGE_SIZE_ERROR = 'pageSize must be a whole number from 1';

/**
 * Spec §7 GET /api/admin/leads query: the optional status and fitScore, and 1-based pages (docs/decisions/026).
 * A pageSize above the cap gets the cap: the answer's pageSize says how many a page holds.
 */
export const listLeadsQuerySchema = z.strictObject({
  status: statusSchema.optional(),
  fitScore: fitScoreSchema.optional(),
  page: z.coerce.number({ error: PAGE_ERROR }).int(PAGE_ERROR).min(1, PAGE_ERROR).default(1),
  pageSize: z.coerce
    .number({ error: PAGE_SIZE_ERROR })
    .int(PAGE_SIZE_ERROR)
    .min(1, PAGE_SIZE_ERROR)
    .default(LEAD_PAGE_SIZE_DEFAULT)
    .transform((size) => Math.min(size, LEAD_PAGE_SIZE_MAX)),
});
export type ListLeadsQuery = z.input<typeof listLeadsQuerySchema>;

/**
 * GET /api/admin/leads/search (admins, docs/decisions/009): the same query plus `q`, a case-insensitive
 * substring of email, name or tattoo style.
 */
export const searchLeadsQuerySchema = listLeadsQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(LEAD_SEARCH_MAX_LENGTH, `q must be at most ${LEAD_SEARCH_MAX_LENGTH} characters`)
    // The server joins the searched fields with a control character (server/db/schema/leads.ts).
    .regex(/^\P{Cc}*$/u, 'q must not contain control characters')
    .optional(),
});
export type SearchLeadsQuery = z.output<typeof searchLeadsQuerySchema>;

/**
 * How many leads each filter value would show: `byFit` with every filter but fitScore applied (the
 * All/High/Medium/Low buttons), `byStatus` with every filter but status.
 */
export const leadFilterCountsSchema = z.object({
  byFit: z.record(z.enum(FIT_SCORES), z.number().int()),
  byStatus: z.record(z.enum(LEAD_STATUSES), z.number().int()),
});
export type LeadFilterCounts = z.infer<typeof leadFilterCountsSchema>;

/**
 * One page of leads, newest first, with the number that match every filter and the counts per filter value.
 * A search matching more than LEAD_SEARCH_COUNT_CAP leads has `counts: null`, and when every filter together
 * still matches more, `total` is the cap and `totalIsCapped` is true.
 */
export const leadPageSchema = z.object({
  leads: z.array(leadSchema),
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: leadFilterCountsSchema.nullable(),
});
export type LeadPage = z.infer<typeof leadPageSchema>;

/**
 * GET /api/v1/leads (decision 080): the dashboard list's filters, paged by an opaque cursor rather than by page
 * number, so an integration walking every lead neither skips nor repeats one while new ones arrive.
 */
export const leadCursorQuerySchema = z.strictObject({
  status: statusSchema.optional(),
  fitScore: fitScoreSchema.optional(),
  ...cursorPagingQueryFields,
});
export type LeadCursorQuery = z.output<typeof leadCursorQuerySchema>;

/** One page of GET /api/v1/leads, newest first. */
export const leadCursorPageSchema = z.object({ leads: z.array(leadSchema), nextCursor: nextCursorSchema });
export type LeadCursorPage = z.infer<typeof leadCursorPageSchema>;

export const LEAD_NOTES_MAX_LENGTH = 5000;

/** Spec §7 PATCH /api/admin/leads/{id}: status, notes or both; nothing else. */
export const updateLeadSchema = z
  .strictObject({
    status: statusSchema.optional(),
    notes: z
      .string({ error: 'notes must be text' })
      .max(LEAD_NOTES_MAX_LENGTH, `notes must be at most ${LEAD_NOTES_MAX_LENGTH} characters`)
      .optional(),
    /** Decision 050: false marks the client's request for a person handled (a new request shows it again). */
    wantsPerson: z.literal(false, { error: 'wantsPerson can only be false (handled)' }).optional(),
  })
  .refine((data) => data.status !== undefined || data.notes !== undefined || data.wantsPerson !== undefined, {
    error: 'Send status, notes or wantsPerson',
  });
export type UpdateLead = z.infer<typeof updateLeadSchema>;

/** A message of the lead's conversation; images are URLs only the artist and admins can open. */
export const leadMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
  images: z.array(z.object({ url: z.string(), mimeType: z.string() })),
});

/** Spec §3 Lead detail response: the lead and its conversation. */
export const leadDetailsSchema = z.object({
  lead: leadSchema,
  conversation: z.object({ messages: z.array(leadMessageSchema) }),
});
export type LeadDetails = z.infer<typeof leadDetailsSchema>;

/** GET /api/v1/leads/{id}/conversation (decision 080): a lead's chat, one conversation per lead. */
export const leadConversationSchema = z.object({ leadId: z.string(), messages: z.array(leadMessageSchema) });
export type LeadConversation = z.infer<typeof leadConversationSchema>;
