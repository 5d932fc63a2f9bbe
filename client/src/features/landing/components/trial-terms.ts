import { FREE_TRIAL_DAYS } from '#common/constants/plans.ts';

/** Spec §9: the terms every plan starts with. */
export const TRIAL_TERMS = [`${FREE_TRIAL_DAYS}-day free trial`, 'No setup fee', 'Cancel anytime'] as const;
