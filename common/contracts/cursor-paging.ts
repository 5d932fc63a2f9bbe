import { z } from 'zod';
import { decodeKeysetCursor } from '../domain/paging/keyset-cursor.ts';

/** The most items one page of the public API holds, and how many it holds unless asked (decision 080). */
export const CURSOR_PAGE_LIMIT_MAX = 100;
export const CURSOR_PAGE_LIMIT_DEFAULT = 25;

const LIMIT_ERROR = `limit must be a whole number from 1 to ${CURSOR_PAGE_LIMIT_MAX}`;
const CURSOR_ERROR = 'cursor must be a nextCursor this API gave out';

/**
 * The paging half of a /api/v1 list's query: `limit` and the opaque `cursor` of the page before. A cursor that
 * does not decode is a 400 naming `cursor`, as any other bad field.
 */
export const cursorPagingQueryFields = {
  limit: z.coerce
    .number({ error: LIMIT_ERROR })
    .int(LIMIT_ERROR)
    .min(1, LIMIT_ERROR)
    .max(CURSOR_PAGE_LIMIT_MAX, LIMIT_ERROR)
    .default(CURSOR_PAGE_LIMIT_DEFAULT)
    .describe(`How many items a page holds, at most ${CURSOR_PAGE_LIMIT_MAX}`),
  cursor: z
    .string({ error: CURSOR_ERROR })
    .transform((cursor, context) => {
      const position = decodeKeysetCursor(cursor);
      if (!position) context.addIssue({ code: 'custom', message: CURSOR_ERROR });
      return position ?? z.NEVER;
    })
    .optional()
    .describe("The previous page's nextCursor; leave it out for the first page"),
};

/** What a page adds to its items: the cursor of the next page, null on the last. */
export const nextCursorSchema = z
  .string()
  .nullable()
  .describe('Send it as `cursor` for the next page; null when this page is the last');
