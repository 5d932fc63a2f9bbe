/** The plans' ids, cheapest first: stored with each artist's subscription and sent by /api/login?plan=. */
export const PLAN_IDS = ['starter', 'professional', 'studio'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** What a plan unlocks beyond the basics (issue #27 item 1); every one is checked on the server. */
export const PLAN_FEATURES = [
  'abTesting',
  'advancedAnalytics',
  'calendarFeed',
  'whiteLabel',
  'apiAccess',
  'studioTeam',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** A plan's limits; null is unlimited. */
export interface PlanLimits {
  /** Conversations a calendar month (UTC) the assistant answers (decision 070 says what one is). */
  conversationsPerMonth: number | null;
  portfolioPieces: number | null;
  artistProfiles: number;
}

/** Spec §9: the three monthly plans, shown on the landing page's pricing section. */
export interface Plan {
  id: PlanId;
  name: string;
  pricePerMonth: number;
  features: string[];
  isMostPopular: boolean;
  cta: 'Start Free Trial' | 'Contact Sales';
  limits: PlanLimits;
  unlocks: readonly PlanFeature[];
}

export const PLANS: Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    pricePerMonth: 149,
    features: [
      '50 conversations per month',
      'Portfolio integration (50 pieces)',
      'Basic mockups',
      'Email support',
      'Basic analytics',
    ],
    isMostPopular: false,
    cta: 'Start Free Trial',
    limits: { conversationsPerMonth: 50, portfolioPieces: 50, artistProfiles: 1 },
    unlocks: [],
  },
  {
    id: 'professional',
    name: 'Professional',
    pricePerMonth: 349,
    features: [
      '200 conversations per month',
      'Unlimited portfolio',
      'Advanced mockups plus placement',
      'Calendar integration',
      'Priority support',
      'Advanced analytics and A/B testing',
    ],
    isMostPopular: true,
    cta: 'Start Free Trial',
    limits: { conversationsPerMonth: 200, portfolioPieces: null, artistProfiles: 1 },
    unlocks: ['abTesting', 'advancedAnalytics', 'calendarFeed'],
  },
  {
    id: 'studio',
    name: 'Studio',
    pricePerMonth: 749,
    features: [
      'Unlimited conversations',
      '3 artist profiles',
      'Custom style training',
      'White-label options',
      'API access',
      'Dedicated success manager',
    ],
    isMostPopular: false,
    cta: 'Contact Sales',
    limits: { conversationsPerMonth: null, portfolioPieces: null, artistProfiles: 3 },
    unlocks: ['abTesting', 'advancedAnalytics', 'calendarFeed', 'whiteLabel', 'apiAccess', 'studioTeam'],
  },
];

export const FREE_TRIAL_DAYS = 14;

/** Every trial is of Professional, whichever plan the artist chose (issue #27 item 2); the choice is kept for checkout. */
export const TRIAL_PLAN: PlanId = 'professional';

/** A failed payment leaves the plan working this many days, with a banner, before clients get the handover. */
export const PAST_DUE_GRACE_DAYS = 7;

/** The trial's last-days email goes out this many days before it ends. */
export const TRIAL_ENDING_NOTICE_DAYS = 3;

/** Shares of the month's conversations at which the artist is warned by email and banner. */
export const USAGE_WARNING_PERCENTS = [80, 100] as const;

export const planById = (id: PlanId): Plan => PLANS.find((plan) => plan.id === id)!;

/** The cheapest plan that unlocks `feature`: what a 402 names. */
export const cheapestPlanWith = (feature: PlanFeature): Plan =>
  PLANS.find((plan) => plan.unlocks.includes(feature))!;
