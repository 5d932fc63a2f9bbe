import type { FitScore, LeadStatus } from '#common/constants/statuses.ts';
import type { Lead } from '#common/contracts/leads.ts';

export const FIT_LABELS: Record<FitScore, string> = { high: 'High', medium: 'Medium', low: 'Low' };

/** Where the consultation happened (issue #10). */
export const CHANNEL_LABELS: Record<Lead['channel'], string> = { web: 'Web chat', instagram: 'Instagram' };

/** How a studio lead reached its artist (decision 073). */
export const ROUTING_LABELS: Record<NonNullable<Lead['routing']>['how'], string> = {
  matched: 'Matched',
  'client-chose': 'Client chose',
  reassigned: 'Reassigned',
};

/** How to reach the client: the email, else (an Instagram lead) the @username. */
export const leadContact = (lead: Pick<Lead, 'email' | 'instagramUsername'>) =>
  lead.email || (lead.instagramUsername ? `@${lead.instagramUsername}` : 'Instagram client');

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  qualified: 'Qualified',
  contacted: 'Contacted',
  booked: 'Booked',
  rejected: 'Rejected',
};

/** The scoring criteria and brief fields of common/domain/consultation, as an artist reads them. */
const CRITERION_LABELS: Record<string, string> = {
  style: 'Style match',
  completeness: 'Completeness',
  budget: 'Budget fit',
  feasibility: 'Feasibility',
};

const GATE_LABELS: Record<string, string> = {
  under_age: 'Under 18',
  style_not_offered: 'Style not offered',
  budget_below_minimum: 'Budget below minimum',
};

/** A known code's label, or the code itself made readable, so a new one still shows sensibly. */
function labelFor(labels: Record<string, string>, code: string): string {
  const label = labels[code] ?? code.replaceAll('_', ' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export const criterionLabel = (criterion: string) => labelFor(CRITERION_LABELS, criterion);
export const gateLabel = (kind: string) => labelFor(GATE_LABELS, kind);
export const fieldLabel = (field: string) => labelFor({}, field);

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const formatLeadDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatMessageTime = (iso: string) => dateTimeFormat.format(new Date(iso));
