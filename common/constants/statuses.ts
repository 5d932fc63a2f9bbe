/** Spec §4: lead status, fit score and experiment status values. */
export const LEAD_STATUSES = ['new', 'qualified', 'contacted', 'booked', 'rejected'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const FIT_SCORES = ['high', 'medium', 'low'] as const;
export type FitScore = (typeof FIT_SCORES)[number];

export const EXPERIMENT_STATUSES = ['draft', 'active', 'paused', 'completed'] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];
