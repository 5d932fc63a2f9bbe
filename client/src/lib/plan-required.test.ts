import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '#client/components/ui/use-toast.ts';
import { ApiError } from './api-client.ts';
import { planRequiredOf } from './plan-required.ts';
import { createQueryClient } from './query-client.ts';
import { showFailure } from './show-failure.ts';

const PLAN_REQUIRED = {
  message: 'A/B testing comes with the Professional plan and higher.',
  code: 'PLAN_REQUIRED',
  requiredPlan: 'professional',
};

const failure = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body));

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('a 402 anywhere (issue #27)', () => {
  it('is read as the plan it needs, and nothing else is', () => {
    expect(planRequiredOf(failure(402, PLAN_REQUIRED))).toEqual(PLAN_REQUIRED);
    expect(planRequiredOf(failure(403, PLAN_REQUIRED))).toBeNull();
    expect(planRequiredOf(failure(402, { message: 'Payment required' }))).toBeNull();
    expect(planRequiredOf(new Error('402: nope'))).toBeNull();
  });

  it('shows a toast naming the plan with Upgrade, which opens Billing with that plan first', () => {
    const { result } = renderHook(() => useToast());
    act(() => showFailure(failure(402, PLAN_REQUIRED), 'Failed to create experiment.'));
    const [shown] = result.current.toasts;
    expect(shown).toMatchObject({
      title: 'Needs the Professional plan',
      description: PLAN_REQUIRED.message,
      action: { label: 'Upgrade' },
    });
    act(() => shown!.action!.onSelect());
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/dashboard?tab=billing&plan=professional',
    );
  });

  it('shows the same toast when a read answers 402', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ...PLAN_REQUIRED, requiredPlan: 'studio' }, { status: 402 })),
    );
    const { result } = renderHook(() => useToast());
    const client = createQueryClient();
    await act(async () => {
      await client.fetchQuery({ queryKey: ['/api/gated'] }).catch(() => undefined);
    });
    expect(result.current.toasts[0]).toMatchObject({ title: 'Needs the Studio plan' });
  });
});
