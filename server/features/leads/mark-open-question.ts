import { and, eq, sql } from 'drizzle-orm';
import type { Lead } from '#common/contracts/leads.ts';
import type { Db } from '../../db/client.ts';
import { leads, type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { leadScope } from './lead-scope.ts';
import { leadDtoColumns, toLeadDto } from './to-lead-dto.ts';

/**
 * Marks one of a lead's open questions answered, or open again (decision 045), and returns the lead; throws
 * NOT_FOUND for a lead outside the viewer's scope or a question it does not hold, changing nothing.
 */
export async function markOpenQuestion({
  db,
  viewer,
  leadId,
  questionId,
  isAnswered,
}: {
  db: Db;
  viewer: UserRow;
  leadId: string;
  questionId: string;
  isAnswered: boolean;
}): Promise<Lead> {
  const answeredAt = isAnswered ? new Date().toISOString() : null;
  // One statement: the question is rewritten inside the array, so two marks at once cannot undo each other.
  const [row] = await db
    .update(leads)
    .set({
      openQuestions: sql`(
        select jsonb_agg(
          case when question->>'id' = ${questionId}
            then jsonb_set(question, '{answeredAt}', to_jsonb(${answeredAt}::text))
            else question end
          order by position)
        from jsonb_array_elements(${leads.openQuestions}) with ordinality as items(question, position)
      )`,
      updatedAt: new Date(),
    })
    .from(users)
    .where(
      and(
        eq(leads.id, leadId),
        leadScope(viewer),
        eq(users.id, leads.artistId),
        sql`${leads.openQuestions} @> ${JSON.stringify([{ id: questionId }])}::jsonb`,
      ),
    )
    .returning({ ...leadDtoColumns, artistName: users.artistName });
  if (!row) throw new AppError('NOT_FOUND', 'Open question not found');
  const { artistName, ...lead } = row;
  return toLeadDto(lead, artistName);
}
