import {
  type ConversationStyle,
  DEFAULT_CONVERSATION_STYLE,
  parseConversationStyle,
} from '#common/domain/consultation/index.ts';
import { assignVariant } from '#common/domain/experiments/assign-variant.ts';
import type { Db } from '../../db/client.ts';
import { experimentExposures } from '../../db/schema/index.ts';
import { loadActiveExperiments } from './active-experiments.ts';

/**
 * The conversation style of one chat turn (issue #6): the session's sticky variant in every active experiment,
 * their configs merged in start order so the most recently started experiment wins a setting both set
 * (docs/decisions/007). Records each (experiment, session) exposure once, unless `isTest` (an artist's own
 * Test Chatbot, which gets the same style but never counts as a visitor). A conversation that is not
 * `isEnrolled` (its artist's plan has no A/B testing, decision 070) joins no experiment and gets the default style.
 */
export async function assignConversationStyle({
  db,
  sessionId,
  isTest,
  isEnrolled,
}: {
  db: Db;
  sessionId: string;
  isTest: boolean;
  isEnrolled: boolean;
}): Promise<ConversationStyle> {
  if (!isEnrolled) return DEFAULT_CONVERSATION_STYLE;
  const active = await loadActiveExperiments(db);
  if (active.length === 0) return DEFAULT_CONVERSATION_STYLE;

  const assignments = active.map((experiment) => {
    const variant = assignVariant(sessionId, experiment.id, experiment.trafficSplit);
    const { config } = variant === 'A' ? experiment.variantA : experiment.variantB;
    return { experimentId: experiment.id, variant, config };
  });
  if (!isTest) {
    await db
      .insert(experimentExposures)
      .values(assignments.map(({ experimentId, variant }) => ({ experimentId, sessionId, variant })))
      .onConflictDoNothing();
  }
  return parseConversationStyle(Object.assign({}, ...assignments.map(({ config }) => config)));
}
