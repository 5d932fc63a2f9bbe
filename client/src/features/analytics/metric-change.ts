import type { LeadCounts } from '#common/contracts/analytics.ts';

/**
 * A metric's change against the previous period of the same length: computed, not spec §9's fixed
 * +12 / +8 / +5.2 / −2, which would tell an admin things that did not happen (docs/decisions/008).
 */
export type MetricChange =
  | { kind: 'percent' | 'points'; value: number }
  /** Nothing in the previous period to compare with. */
  | { kind: 'new' }
  | { kind: 'flat' }
  /** Nothing to compare in this period (a rate without leads). */
  | { kind: 'none' };

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Relative change of a count, in percent. */
export function countChange(current: number, previous: number): MetricChange {
  if (previous === 0) return current === 0 ? { kind: 'flat' } : { kind: 'new' };
  return { kind: 'percent', value: oneDecimal(((current - previous) / previous) * 100) };
}

/** Spec §9 conversion rate: high-fit leads ÷ all leads, in percent; null without leads. */
export function leadConversionRate(leads: LeadCounts): number | null {
  return leads.total === 0 ? null : (leads.highFit / leads.total) * 100;
}

/** Change of a rate, in percentage points (a relative change of a rate reads ambiguously). */
export function rateChange(current: number | null, previous: number | null): MetricChange {
  if (current === null) return { kind: 'none' };
  if (previous === null) return { kind: 'new' };
  return { kind: 'points', value: oneDecimal(current - previous) };
}

/** "+12%", "−2%", "+5.2 pts", "New", "No change" or "–", and which way it went. */
export function formatChange(change: MetricChange): { text: string; direction: 'up' | 'down' | 'flat' } {
  if (change.kind === 'none') return { text: '–', direction: 'flat' };
  if (change.kind === 'new') return { text: 'New', direction: 'up' };
  if (change.kind === 'flat' || change.value === 0) return { text: 'No change', direction: 'flat' };
  const sign = change.value > 0 ? '+' : '−';
  const unit = change.kind === 'percent' ? '%' : ' pts';
  return { text: `${sign}${Math.abs(change.value)}${unit}`, direction: change.value > 0 ? 'up' : 'down' };
}
