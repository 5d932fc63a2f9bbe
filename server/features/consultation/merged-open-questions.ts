import { sql } from 'drizzle-orm';
import { leads } from '../../db/schema/index.ts';

/**
 * A lead upsert's open questions (decision 045): those already on the lead, as the artist left them (answered
 * or not), then the new ones of this save. One expression, so the merge happens in the same statement.
 */
export const mergedOpenQuestions = sql`${leads.openQuestions} || coalesce((
  select jsonb_agg(question order by position)
  from jsonb_array_elements(excluded.open_questions) with ordinality as items(question, position)
  where not ${leads.openQuestions} @> jsonb_build_array(jsonb_build_object('id', question->'id'))
), '[]'::jsonb)`;
