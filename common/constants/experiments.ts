import type { ExperimentStatus } from './statuses.ts';

/** Spec §9 A/B testing: what counts as a conversion for an experiment. */
export const CONVERSION_GOALS = ['signup', 'lead_submission', 'chat_engagement', 'trial_start'] as const;
export type ConversionGoal = (typeof CONVERSION_GOALS)[number];
export const DEFAULT_CONVERSION_GOAL: ConversionGoal = 'signup';

/** Spec §5 and §9: the traffic split is variant B's share of visitors, in percent. */
export const TRAFFIC_SPLIT_MIN = 10;
export const TRAFFIC_SPLIT_MAX = 90;
export const DEFAULT_TRAFFIC_SPLIT = 50;

/** Spec §5: the creation form's defaults. */
export const DEFAULT_VARIANT_A_NAME = 'Control';
export const DEFAULT_VARIANT_B_NAME = 'Variant';
export const DEFAULT_VARIANT_CONFIG_JSON = '{}';

/**
 * Spec §4 Experiment status: Start (draft → active), Pause (active → paused), Resume (paused → active).
 * Completing is possible through the API only (the spec shows no control for it) and is final.
 */
export const EXPERIMENT_TRANSITIONS: Record<ExperimentStatus, readonly ExperimentStatus[]> = {
  draft: ['active'],
  active: ['paused', 'completed'],
  paused: ['active', 'completed'],
  completed: [],
};

/**
 * The landing page's chat remembers its session id in this first-party cookie, so a sign-in from the same
 * browser can be credited to that chat's experiment variants (the signup goal, docs/decisions/007).
 */
export const LANDING_CHAT_SESSION_COOKIE = 'inkdesk_chat_session';
export const LANDING_CHAT_SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
