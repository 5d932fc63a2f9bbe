import { z } from 'zod';

export const JOB_PAGE_SIZE_MAX = 100;
export const JOB_PAGE_SIZE_DEFAULT = 25;

const PAGE_ERROR = 'page must be a whole number from 1';
const PAGE_SIZE_ERROR = `pageSize must be a whole number from 1 to ${JOB_PAGE_SIZE_MAX}`;

/** GET /api/admin/jobs query (admins, docs/decisions/015): 1-based pages, newest trouble first. */
export const listJobsQuerySchema = z.strictObject({
  page: z.coerce.number({ error: PAGE_ERROR }).int(PAGE_ERROR).min(1, PAGE_ERROR).default(1),
  pageSize: z.coerce
    .number({ error: PAGE_SIZE_ERROR })
    .int(PAGE_SIZE_ERROR)
    .min(1, PAGE_SIZE_ERROR)
    .max(JOB_PAGE_SIZE_MAX, PAGE_SIZE_ERROR)
    .default(JOB_PAGE_SIZE_DEFAULT),
});
export type ListJobsQuery = z.infer<typeof listJobsQuerySchema>;

export const JOB_STATES = ['retry', 'failed'] as const;

/** A background job that failed at least once: waiting to retry with backoff, or failed for good (dead). */
export const troubledJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(JOB_STATES),
  /** The last attempt's error message. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  /** When a retrying job runs next. */
  nextAttemptAt: z.string().nullable(),
  /** When a failed job gave up. */
  failedAt: z.string().nullable(),
});
export type TroubledJobDto = z.infer<typeof troubledJobSchema>;

/** One page of failed and retrying jobs, with how many there are in all. */
export const jobPageSchema = z.object({
  jobs: z.array(troubledJobSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type JobPage = z.infer<typeof jobPageSchema>;

/** POST /api/admin/jobs/:id/retry. */
export const jobParamsSchema = z.strictObject({
  id: z.uuid({ error: 'id must be a job id (a UUID)' }),
});
