import { describe, expect, it } from 'vitest';
import {
  entitlementOf,
  hasFeature,
  type SubscriptionState,
  usageMonthOf,
  usageResetsAt,
  usageWarningPercent,
} from './entitlement.ts';

const now = new Date('2026-11-28T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const state = (changes: Partial<SubscriptionState>): SubscriptionState => ({
  plan: 'professional',
  status: 'trialing',
  trialEndsAt: days(14),
  currentPeriodEnd: null,
  pastDueSince: null,
  cancelAtPeriodEnd: false,
  scheduledPlan: null,
  ...changes,
});

describe('entitlementOf', () => {
  it('serves a running trial with Professional’s features and counts its days left', () => {
    const trial = entitlementOf(state({ trialEndsAt: days(2.5) }), now);
    expect(trial).toMatchObject({ standing: 'trial', servesClients: true, daysLeft: 3 });
    expect(hasFeature(trial, 'abTesting')).toBe(true);
    expect(trial.limits.conversationsPerMonth).toBe(200);
  });

  it('lapses an ended trial: no clients served, no paid feature, nothing else taken away', () => {
    const ended = entitlementOf(state({ trialEndsAt: days(-1) }), now);
    expect(ended).toMatchObject({ standing: 'lapsed', servesClients: false, unlocks: [] });
  });

  it('keeps a failed payment working for 7 days of grace, then lapses', () => {
    const failed = (since: number) =>
      state({ status: 'past_due', trialEndsAt: null, pastDueSince: days(since) });
    expect(entitlementOf(failed(-6), now)).toMatchObject({
      standing: 'grace',
      servesClients: true,
      daysLeft: 1,
    });
    expect(entitlementOf(failed(-7), now)).toMatchObject({ standing: 'lapsed', servesClients: false });
  });

  it('keeps a subscription cancelled in the portal until its period ends', () => {
    const cancelled = (end: number) =>
      state({ status: 'active', trialEndsAt: null, currentPeriodEnd: days(end), cancelAtPeriodEnd: true });
    expect(entitlementOf(cancelled(3), now)).toMatchObject({ standing: 'active', daysLeft: 3 });
    expect(entitlementOf(cancelled(0), now)).toMatchObject({ standing: 'lapsed' });
    expect(entitlementOf(state({ status: 'canceled' }), now).standing).toBe('lapsed');
  });

  it('never cuts off a renewing subscription whose renewal event is late', () => {
    const renewing = state({ status: 'active', trialEndsAt: null, currentPeriodEnd: days(-1) });
    expect(entitlementOf(renewing, now)).toMatchObject({ standing: 'active', servesClients: true });
  });

  it('applies a downgrade at the period’s end, and only then', () => {
    const downgrade = (end: number) =>
      state({ status: 'active', currentPeriodEnd: days(end), scheduledPlan: 'starter', trialEndsAt: null });
    expect(entitlementOf(downgrade(1), now).plan).toBe('professional');
    expect(entitlementOf(downgrade(0), now)).toMatchObject({ plan: 'starter', unlocks: [] });
  });
});

describe('the monthly meter', () => {
  it('counts in UTC calendar months', () => {
    expect(usageMonthOf(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
    expect(usageResetsAt(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('warns at 80 % and 100 %, never on unlimited plans', () => {
    expect([39, 40, 49, 50, 51].map((used) => usageWarningPercent(used, 50))).toEqual([
      null,
      80,
      80,
      100,
      100,
    ]);
    expect(usageWarningPercent(10_000, null)).toBeNull();
  });
});
