import type { ConversionGoal } from '#common/constants/experiments.ts';

/** How each spec §9 conversion goal reads in the admin, and when it counts (issue #6). */
export const CONVERSION_GOAL_COPY: Record<ConversionGoal, { label: string; when: string }> = {
  signup: {
    label: 'Signup',
    when: 'The visitor signs in after chatting on the landing page, in the same browser.',
  },
  lead_submission: { label: 'Lead submission', when: 'The client saves the conversation as a lead.' },
  chat_engagement: { label: 'Chat engagement', when: 'The client sends at least 3 messages.' },
  trial_start: {
    label: 'Trial start',
    when: 'The visitor signs in from the landing chat and completes setup.',
  },
};
