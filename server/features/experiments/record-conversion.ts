import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ConversionGoal } from '#common/constants/experiments.ts';
import type { Db } from '../../db/client.ts';
import { experimentExposures, experiments } from '../../db/schema/index.ts';

/** Whose conversion: a chat session, or the signed-in user a landing chat was linked to at sign-in. */
type Visitor = { sessionId: string } | { userId: string };

/**
 * Marks the visitor converted in every active experiment whose goal this is (issue #6). Only sessions with
 * an exposure count, and each at most once: the first conversion's time is kept (docs/decisions/007).
 */
export async function recordConversion({ db, goal, ...visitor }: { db: Db; goal: ConversionGoal } & Visitor) {
  const runningWithGoal = db
    .select({ id: experiments.id })
    .from(experiments)
    .where(and(eq(experiments.status, 'active'), eq(experiments.conversionGoal, goal)));
  await db
    .update(experimentExposures)
    .set({ convertedAt: new Date() })
    .where(
      and(
        'sessionId' in visitor
          ? eq(experimentExposures.sessionId, visitor.sessionId)
          : eq(experimentExposures.userId, visitor.userId),
        isNull(experimentExposures.convertedAt),
        inArray(experimentExposures.experimentId, runningWithGoal),
      ),
    );
}

/**
 * Signup (issue #6): the visitor of a landing chat signed in from the same browser. Links the chat's exposures
 * to the user, for a later trial_start, then records the signup conversion.
 */
export async function recordSignupConversion({
  db,
  sessionId,
  userId,
}: {
  db: Db;
  sessionId: string;
  userId: string;
}) {
  await db
    .update(experimentExposures)
    .set({ userId })
    .where(and(eq(experimentExposures.sessionId, sessionId), isNull(experimentExposures.userId)));
  await recordConversion({ db, goal: 'signup', sessionId });
}
