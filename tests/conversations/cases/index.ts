import {
  CATEGORIES,
  type CaseInput,
  type Category,
  type ConversationCase,
  caseSchema,
} from '../case-schema.ts';
import abuse from './abuse.ts';
import complete from './complete.ts';
import injection from './injection.ts';
import offTopic from './off-topic.ts';
import spam from './spam.ts';

/** Every case file, by the category its cases belong to. */
const FILES: Partial<Record<Category, readonly CaseInput[]>> = {
  complete,
  'off-topic': offTopic,
  spam,
  abuse,
  injection,
};

/** All cases, validated: the schema, a unique id, and the category of the file they live in. */
export function loadCases(): ConversationCase[] {
  const seen = new Set<string>();
  return CATEGORIES.flatMap((category) =>
    (FILES[category] ?? []).map((input) => {
      const parsed = caseSchema.safeParse(input);
      if (!parsed.success) throw new Error(`Case ${input.id ?? '?'} (${category}): ${parsed.error.message}`);
      if (parsed.data.category !== category)
        throw new Error(`Case ${parsed.data.id} says ${parsed.data.category} but lives in ${category}.ts`);
      if (seen.has(parsed.data.id)) throw new Error(`Case id ${parsed.data.id} is used twice`);
      seen.add(parsed.data.id);
      return parsed.data;
    }),
  );
}
