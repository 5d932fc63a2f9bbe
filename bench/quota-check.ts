import { entitlementOf, hasFeature } from '#common/domain/billing/entitlement.ts';
import { EMPTY_BRIEF, planHandoverReply } from '#common/domain/consultation/index.ts';
import { conversationQuotaOf } from '../server/features/billing/conversation-quota.ts';
import { newTrial } from '../server/features/billing/subscription-state.ts';

/**
 * Decision 070: what the plan adds to a chat turn in the process (the claim itself rides in the statement that
 * stores the transcript, so it adds no round trip): the turn's quota, the A/B enrolment check and the handover
 * reply worded in case the claim fails. Timed per turn, p50 of many.
 */
export function quotaCheckP50Ms(turns = 20_000): number {
  const subscription = newTrial(new Date());
  const brief = { ...EMPTY_BRIEF, language: 'es' };
  const artist = { name: 'Mara Vale Tattoo' };
  const times: number[] = [];
  let sink = 0;
  for (let turn = 0; turn < turns; turn++) {
    const started = performance.now();
    const now = new Date();
    const quota = conversationQuotaOf({ subscription, now, isTest: false, countedMonth: null });
    const isEnrolled = hasFeature(entitlementOf(subscription, now), 'abTesting');
    const handover = planHandoverReply(artist, brief);
    times.push(performance.now() - started);
    sink += quota.kind.length + handover.length + Number(isEnrolled);
  }
  if (sink === 0) throw new Error('unreachable');
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
