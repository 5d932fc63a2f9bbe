import { entitlementOf, type SubscriptionState, usageMonthOf } from '#common/domain/billing/entitlement.ts';

/**
 * What a reply to a client costs under the artist's plan (decision 070), decided from the cached artist's
 * subscription and the conversation as read at the start of the turn, so it costs no query:
 * - answer: the assistant answers and nothing is counted (the artist's Test Chatbot, or a conversation already
 *   counted this month);
 * - claim: the assistant answers if one of the month's conversations can be claimed in the statement that stores
 *   the turn (saveTurn), else the client gets the handover; `limit` null is unlimited;
 * - handover: the plan has lapsed, so the client gets the handover and nothing is counted. `lapseKey` names the
 *   lapse, so its first handover is told to the artist once.
 */
export type ConversationQuota =
  | { kind: 'answer' }
  | { kind: 'claim'; month: string; limit: number | null }
  | { kind: 'handover'; lapseKey: string };

/** How a stored turn's claim went (saveTurn), for the notices it may call for (quota-notices.ts). */
export interface QuotaOutcome {
  /** The client gets the handover: no conversation was left to claim, or the plan has lapsed. */
  isHandedOver: boolean;
  /**
   * After a claim, for the usage warnings: the month's conversations once claimed (null when the claim failed)
   * and the highest warning already sent. Null when the reply claimed nothing.
   */
  usage: { conversations: number | null; warnedPercent: number } | null;
}

/** The quota of one reply to a client; see ConversationQuota. */
export function conversationQuotaOf({
  subscription,
  now,
  isTest,
  countedMonth,
}: {
  subscription: SubscriptionState;
  now: Date;
  /** The artist trying their own assistant: never counted, never handed over (decision 070). */
  isTest: boolean;
  /** conversations.counted_month before this turn; null for a new conversation. */
  countedMonth: string | null;
}): ConversationQuota {
  if (isTest) return { kind: 'answer' };
  const entitlement = entitlementOf(subscription, now);
  if (!entitlement.servesClients) return { kind: 'handover', lapseKey: lapseKeyOf(subscription) };
  const month = usageMonthOf(now);
  if (countedMonth === month) return { kind: 'answer' };
  return { kind: 'claim', month, limit: entitlement.limits.conversationsPerMonth };
}

/**
 * One lapse of a subscription, the same for every turn while it lasts and new when the artist pays and lapses
 * again: the status with the end that lapsed it.
 */
function lapseKeyOf(state: SubscriptionState): string {
  const end =
    state.status === 'trialing'
      ? state.trialEndsAt
      : state.status === 'past_due'
        ? state.pastDueSince
        : state.currentPeriodEnd;
  return `${state.status}:${end?.toISOString() ?? 'none'}`;
}
