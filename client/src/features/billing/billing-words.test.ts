import { describe, expect, it } from 'vitest';
import type { BillingStatus } from '#common/contracts/billing.ts';
import { makeBillingStatus } from '#tests/fixtures/client/make-billing-status.ts';
import { billingBanners, conversationsLine, portfolioLine, standingLine } from './billing-words.ts';

const status = makeBillingStatus;

const usage = (used: number, limit: number | null) => ({
  conversations: { used, limit, resetsAt: '2026-12-01T00:00:00.000Z' },
  portfolioPieces: { used: 3, limit: 50 },
});

describe('the plan card’s words', () => {
  it('says how each standing stands and when it changes', () => {
    expect(standingLine(status())).toBe('Free trial · 10 days left, ends Dec 9');
    expect(standingLine(status({ standing: 'grace', status: 'past_due', daysLeft: 1 }))).toBe(
      'Payment failed · 1 day of grace left',
    );
    expect(standingLine(status({ standing: 'lapsed', changesAt: null, daysLeft: null }))).toBe(
      'No active plan · clients get a personal-reply message',
    );
    const active = { standing: 'active', status: 'active', changesAt: null, daysLeft: null } as const;
    expect(standingLine(status({ ...active, currentPeriodEnd: '2026-12-20T12:00:00.000Z' }))).toBe(
      'Active · renews on Dec 20',
    );
    expect(
      standingLine(
        status({
          ...active,
          cancelAtPeriodEnd: true,
          changesAt: '2026-12-20T12:00:00.000Z',
          currentPeriodEnd: '2026-12-20T12:00:00.000Z',
        }),
      ),
    ).toBe('Cancelled · ends on Dec 20');
    expect(
      standingLine(
        status({ ...active, scheduledPlan: 'starter', currentPeriodEnd: '2026-12-20T12:00:00.000Z' }),
      ),
    ).toBe('Active · moves to Starter on Dec 20');
  });

  it('meters the month’s conversations with the UTC reset, and the portfolio', () => {
    expect(conversationsLine(status())).toBe('12 of 200 this month, resets Dec 1 (UTC)');
    expect(conversationsLine(status({ usage: usage(7, null) }))).toBe(
      '7 this month (unlimited), resets Dec 1 (UTC)',
    );
    expect(portfolioLine(status())).toBe('1 piece (unlimited)');
    expect(portfolioLine(status({ usage: usage(0, 50) }))).toBe('3 of 50 pieces');
  });
});

describe('billingBanners', () => {
  const ids = (given: BillingStatus) => billingBanners(given).map((banner) => banner.id);

  it('shows the trial with its days left, a warning in its last 3 days', () => {
    const [banner] = billingBanners(status());
    expect(banner).toMatchObject({
      id: 'trial',
      tone: 'info',
      title: '10 days left in your Professional trial',
      action: 'choose-plan',
    });
    expect(billingBanners(status({ daysLeft: 3 }))[0]!.tone).toBe('warning');
    expect(billingBanners(status({ daysLeft: 0 }))[0]!.title).toBe('Your Professional trial ends today');
  });

  it('warns at 80 % and 100 % of the month, beside the standing', () => {
    const at80 = billingBanners(status({ usage: usage(160, 200), warningPercent: 80 }));
    expect(at80.map((banner) => banner.id)).toEqual(['trial', 'usage-80']);
    expect(at80[1]!.title).toBe('You have used 160 of 200 conversations this month');
    expect(at80[1]!.text).toContain('80 %');
    const at100 = billingBanners(
      status({
        standing: 'active',
        status: 'active',
        daysLeft: null,
        usage: usage(50, 50),
        warningPercent: 100,
      }),
    );
    expect(at100).toMatchObject([
      {
        id: 'usage-100',
        tone: 'danger',
        title: 'You have used all 50 conversations this month',
        action: 'upgrade',
      },
    ]);
    expect(at100[0]!.text).toContain('personal-reply message until the count resets on Dec 1 (UTC)');
  });

  it('gives a failed payment its grace days and the portal, and a lapsed plan the personal-reply message', () => {
    const grace = billingBanners(
      status({ standing: 'grace', status: 'past_due', daysLeft: 5, canManageBilling: true }),
    );
    expect(grace).toMatchObject([{ id: 'grace', tone: 'danger', action: 'manage-billing' }]);
    expect(grace[0]!.text).toMatch(/^Update your card within 5 days \(by Dec 9\)/);

    const lapsed = billingBanners(
      status({
        standing: 'lapsed',
        changesAt: null,
        daysLeft: null,
        usage: usage(50, 50),
        warningPercent: 100,
      }),
    );
    expect(lapsed).toMatchObject([
      { id: 'lapsed', title: 'Your free trial has ended', action: 'choose-plan' },
    ]);
    expect(lapsed[0]!.text).toContain('Clients get a personal-reply message until you choose a plan');
  });

  describe('a studio member (decision 073)', () => {
    const coveredBy = { studioName: 'Ink Haus', ownerName: 'Olga Ink' };
    const studio = (overrides: Partial<BillingStatus>) =>
      status({ plan: 'studio', coveredBy, canManageBilling: true, ...overrides });

    it('names the studio and who pays, with no trial banner and no button', () => {
      const active = studio({ standing: 'active', status: 'active', changesAt: null, daysLeft: null });
      expect(standingLine(active)).toBe('Covered by Ink Haus · Olga Ink pays for it');
      expect(billingBanners(active)).toEqual([]);
      // Even an owner's trial is the owner's to end: the member has nothing to choose.
      expect(billingBanners(studio({}))).toEqual([]);
    });

    it('says the owner’s step when the studio’s plan fails or ends, never the member’s own portal', () => {
      expect(billingBanners(studio({ standing: 'grace', status: 'past_due', daysLeft: 5 }))).toMatchObject([
        {
          id: 'grace',
          title: 'Ink Haus’s last payment failed',
          text: expect.stringMatching(/^Olga Ink pays for the studio’s plan and has 5 days/),
          action: null,
        },
      ]);
      const lapsed = studio({ standing: 'lapsed', status: 'past_due', changesAt: null, daysLeft: null });
      expect(standingLine(lapsed)).toBe('No active plan · clients get a personal-reply message');
      expect(billingBanners(lapsed)).toMatchObject([
        { id: 'lapsed', title: 'Ink Haus’s plan has ended', action: null },
      ]);
    });

    it('warns of a limited studio plan’s meter without offering an upgrade', () => {
      const [banner] = billingBanners(
        studio({
          plan: 'professional',
          standing: 'active',
          status: 'active',
          daysLeft: null,
          usage: usage(200, 200),
          warningPercent: 100,
        }),
      );
      expect(banner).toMatchObject({ id: 'usage-100', action: null });
      expect(banner!.text).toContain('Olga Ink chooses the studio’s plan');
    });
  });

  it('shows nothing for a paid plan within its limits', () => {
    expect(ids(status({ standing: 'active', status: 'active', changesAt: null, daysLeft: null }))).toEqual(
      [],
    );
  });
});
