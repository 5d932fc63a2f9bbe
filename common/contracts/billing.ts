import { z } from 'zod';
import { PLAN_FEATURES, PLAN_IDS } from '../constants/plans.ts';
import { SUBSCRIPTION_STATUSES } from '../domain/billing/entitlement.ts';

export const planIdSchema = z.enum(PLAN_IDS, { error: 'Choose starter, professional or studio' });
const standingSchema = z.enum(['trial', 'active', 'grace', 'lapsed']);
const meterSchema = z.object({ used: z.number().int(), limit: z.number().int().nullable() });

/** `GET /api/billing`: the signed-in artist's plan, how it stands and what it has used (issue #27 item 2). */
export const billingStatusSchema = z.object({
  plan: planIdSchema,
  standing: standingSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** When the standing changes by itself (trial end, cancelled period end, grace end); ISO, or null. */
  changesAt: z.string().nullable(),
  daysLeft: z.number().int().nullable(),
  /** When the paid period ends (it renews then unless cancelled); ISO, null for a trial. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  scheduledPlan: planIdSchema.nullable(),
  /** The plan picked on the pricing page: checkout offers it first. */
  chosenPlan: planIdSchema.nullable(),
  usage: z.object({
    /** Conversations the assistant answered this calendar month (UTC), and when the meter starts again. */
    conversations: meterSchema.extend({ resetsAt: z.string() }),
    portfolioPieces: meterSchema,
  }),
  /** 80 or 100 once the month's conversations reach that share of the limit; the banner shows it. */
  warningPercent: z.union([z.literal(80), z.literal(100)]).nullable(),
  unlocks: z.array(z.enum(PLAN_FEATURES)),
  /**
   * The studio whose owner's plan the artist works under while a member (decision 073): its name and the owner, who
   * pays. Null for anyone on their own plan, a studio's owner included.
   */
  coveredBy: z.object({ studioName: z.string(), ownerName: z.string() }).nullable(),
  /**
   * The artist's own Stripe customer exists, so the portal can open (change card, plan, cancel). A studio member
   * keeps it: a subscription of their own may still run while they are covered.
   */
  canManageBilling: z.boolean(),
  /** Stripe when configured, else the local billing sandbox (decision 070). */
  provider: z.enum(['stripe', 'sandbox']),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;

/** `POST /api/billing/checkout`: a plan to subscribe to; Studio goes through Contact Sales instead. */
export const startCheckoutSchema = z.object({
  plan: z.enum(['starter', 'professional'], { error: 'Choose starter or professional' }),
});
export type StartCheckout = z.infer<typeof startCheckoutSchema>;

/** Checkout and the customer portal answer with the hosted page to send the artist to. */
export const billingRedirectSchema = z.object({ url: z.string() });

/** The body of a 402: which plan the call needs, for the client's upgrade action. */
export const planRequiredBodySchema = z.object({
  message: z.string(),
  code: z.literal('PLAN_REQUIRED'),
  requiredPlan: planIdSchema,
});
export type PlanRequiredBody = z.infer<typeof planRequiredBodySchema>;

/** `POST /api/sales-requests`: Contact Sales for the Studio plan (issue #27 item 7). */
export const salesRequestSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(200, 'At most 200 characters'),
  email: z.email({ error: 'Enter an email address we can answer' }).trim().toLowerCase().max(254),
  studioName: z.string().trim().min(1, 'Enter the studio’s name').max(200, 'At most 200 characters'),
  artistCount: z.number().int().min(1, 'At least 1').max(500, 'At most 500').nullable().optional(),
  message: z
    .string()
    .trim()
    .min(1, 'Tell us a little about the studio')
    .max(5000, 'At most 5,000 characters'),
});
export type SalesRequestInput = z.infer<typeof salesRequestSchema>;

export const salesRequestSchemaOut = salesRequestSchema.extend({
  id: z.string(),
  artistCount: z.number().int().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type SalesRequest = z.infer<typeof salesRequestSchemaOut>;

/** One artist's account as Admin → Billing lists it (issue #27 item 8). */
export const billingAccountSchema = z.object({
  artistId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  plan: planIdSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  standing: standingSchema,
  trialEndsAt: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  pastDueSince: z.string().nullable(),
  conversationsThisMonth: z.number().int(),
});
export type BillingAccount = z.infer<typeof billingAccountSchema>;

/** `GET /api/admin/billing`. */
export const billingOverviewSchema = z.object({
  counts: z.array(z.object({ plan: planIdSchema, standing: standingSchema, accounts: z.number().int() })),
  /** Monthly recurring revenue in whole dollars: paying accounts (active or in grace) at their plan's price. */
  monthlyRecurringRevenue: z.number().int(),
  trialsEndingThisWeek: z.array(billingAccountSchema),
  failedPayments: z.array(billingAccountSchema),
  accounts: z.array(billingAccountSchema),
  salesRequests: z.array(salesRequestSchemaOut),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

/** `POST /api/admin/billing/:artistId/extend-trial`. */
export const extendTrialSchema = z.object({
  days: z.number().int().min(1, 'At least 1 day').max(60, 'At most 60 days'),
});

/** The account an admin action is about: the artist's user id (the issuer's `sub`). */
export const billingAccountParamsSchema = z.object({ artistId: z.string().min(1).max(255) });
