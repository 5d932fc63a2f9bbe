import { z } from 'zod';
import { DEMO_ITEM_PRIORITY_MAX, DEMO_ITEM_PRIORITY_MIN } from '../constants/limits.ts';

/**
 * Issue #3 limits for the public storage demo. Demo items are shared by every visitor (spec §6), so sizes
 * and the total are capped: the demo must not become free storage.
 */
export const DEMO_ITEM_TITLE_MAX = 200;
export const DEMO_ITEM_DESCRIPTION_MAX = 2000;
export const DEMO_ITEM_TAGS_MAX = 20;
export const DEMO_ITEM_TAG_MAX = 40;
export const DEMO_ITEM_METADATA_MAX_BYTES = 10 * 1024;
export const DEMO_ITEMS_MAX = 100;

/** PostgreSQL text and jsonb refuse the NUL character, so it is a 400 here instead of a 500 there. */
const hasNoNul = (text: string) => !text.includes('\u0000');
const NUL_MESSAGE = 'must not contain the NUL character';

const title = z
  .string({ error: 'Title must be text' })
  .trim()
  .min(1, 'Title is required')
  .max(DEMO_ITEM_TITLE_MAX, `Title must be at most ${DEMO_ITEM_TITLE_MAX} characters`)
  .refine(hasNoNul, `Title ${NUL_MESSAGE}`);

/** Spec §5: optional; empty (or only spaces) is stored as null. */
const description = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(DEMO_ITEM_DESCRIPTION_MAX, `Description must be at most ${DEMO_ITEM_DESCRIPTION_MAX} characters`)
  .refine(hasNoNul, `Description ${NUL_MESSAGE}`)
  .nullish()
  .transform((value) => value || null);

const priority = z
  .number({ error: 'Priority must be a whole number' })
  .int('Priority must be a whole number')
  .min(
    DEMO_ITEM_PRIORITY_MIN,
    `Priority must be between ${DEMO_ITEM_PRIORITY_MIN} and ${DEMO_ITEM_PRIORITY_MAX}`,
  )
  .max(
    DEMO_ITEM_PRIORITY_MAX,
    `Priority must be between ${DEMO_ITEM_PRIORITY_MIN} and ${DEMO_ITEM_PRIORITY_MAX}`,
  );

const tags = z
  .array(
    z
      .string({ error: 'Each tag must be text' })
      .trim()
      .min(1, 'Tags must not be empty')
      .max(DEMO_ITEM_TAG_MAX, `Each tag must be at most ${DEMO_ITEM_TAG_MAX} characters`)
      .refine(hasNoNul, `Tags ${NUL_MESSAGE}`),
    { error: 'Tags must be a list of text' },
  )
  .max(DEMO_ITEM_TAGS_MAX, `At most ${DEMO_ITEM_TAGS_MAX} tags`);

/** Measured as the UTF-8 bytes of its JSON text, the way it is stored and sent back. */
const metadata = z
  .record(z.string(), z.json(), { error: 'Metadata must be a JSON object' })
  .refine(
    (value) => new TextEncoder().encode(JSON.stringify(value)).length <= DEMO_ITEM_METADATA_MAX_BYTES,
    `Metadata must be at most ${DEMO_ITEM_METADATA_MAX_BYTES / 1024} KB of JSON`,
  )
  .refine((value) => hasNoNul(JSON.stringify(value)), `Metadata ${NUL_MESSAGE}`);

/** A demo item as the API returns it (spec §3 Demo item). */
export const demoItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  priority: z.number().int(),
  completed: z.boolean(),
  tags: z.array(z.string()),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type DemoItem = z.infer<typeof demoItemSchema>;

export const demoItemListSchema = z.array(demoItemSchema);

/**
 * `POST /api/demo/items` (spec §5, §7). Strict, so a misspelt field is named in the 400. `completed` is
 * accepted because the spec's client sends it, but only as false: every item starts open.
 */
export const createDemoItemSchema = z.strictObject({
  title,
  description,
  priority: priority.default(DEMO_ITEM_PRIORITY_MIN),
  completed: z.literal(false, { error: 'A new item cannot start completed' }).default(false),
  tags: tags.default([]),
  metadata: metadata.default({}),
});
export type CreateDemoItem = z.input<typeof createDemoItemSchema>;
export type NewDemoItem = z.output<typeof createDemoItemSchema>;

/** `PATCH /api/demo/items/{id}` (spec §7): only the completed flag changes. */
export const updateDemoItemSchema = z.strictObject({
  completed: z.boolean({ error: 'Completed must be true or false' }),
});
export type UpdateDemoItem = z.infer<typeof updateDemoItemSchema>;

/** Any text: an id that names no item is a 404, whatever its shape. */
export const demoItemParamsSchema = z.object({ id: z.string() });
