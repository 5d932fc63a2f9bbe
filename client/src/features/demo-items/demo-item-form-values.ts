import { z } from 'zod';
import { parseWholeNumberText, textOrNull } from '#client/lib/form-values.ts';
import { DEMO_ITEM_PRIORITY_MIN } from '#common/constants/limits.ts';
import { type CreateDemoItem, createDemoItemSchema } from '#common/contracts/demo-items.ts';

/** The create form's fields as typed. */
export interface DemoItemFormValues {
  title: string;
  description: string;
  priority: string;
  tags: string;
}

export type DemoItemField = keyof DemoItemFormValues;

export const EMPTY_DEMO_ITEM_FORM: DemoItemFormValues = {
  title: '',
  description: '',
  priority: String(DEMO_ITEM_PRIORITY_MIN),
  tags: '',
};

/** Comma-separated tags, trimmed, empties dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** The POST body (spec §5): trimmed title, null for an empty description, priority 0 when empty, not completed. */
export function buildDemoItemPayload(values: DemoItemFormValues): CreateDemoItem {
  return {
    title: values.title.trim(),
    description: textOrNull(values.description),
    priority: parseWholeNumberText(values.priority) ?? DEMO_ITEM_PRIORITY_MIN,
    completed: false,
    tags: parseTags(values.tags),
  };
}

/** The form's schema: the typed text becomes the POST body, checked by the server's own contract. */
export const demoItemFormSchema = z
  .object({ title: z.string(), description: z.string(), priority: z.string(), tags: z.string() })
  .transform(buildDemoItemPayload)
  .pipe(createDemoItemSchema);
