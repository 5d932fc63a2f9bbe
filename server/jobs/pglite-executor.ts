import type { PGlite } from '@electric-sql/pglite';

/** What pg-boss's documented `db` option asks for: run one SQL text with optional parameters. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** pg-boss's `locked()` plans: `BEGIN; SET LOCAL …; advisory lock; statements; COMMIT;` in one text. */
const EXPLICIT_TRANSACTION = /^\s*BEGIN\s*;([\s\S]*);?\s*COMMIT\s*;?\s*$/i;

/**
 * pg-boss over the app's own PGlite, its one connection (decision 015). PGlite runs every `query`, `exec` and
 * `transaction` one after another behind its own mutex, so pg-boss's statements never interleave with a Drizzle
 * transaction. Parameterised text is one statement: `query` (extended protocol). Text without parameters may hold
 * several statements (schema creation, maintenance): `exec` (simple protocol), which runs them as one implicit
 * transaction. pg-boss wraps those in an explicit BEGIN … COMMIT; on a failure that would leave the single
 * connection inside an aborted transaction for every later query, so the explicit pair is dropped and the
 * implicit transaction rolls the whole text back on its own.
 */
export function createPgliteExecutor(pglite: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const { rows } = await pglite.query<Record<string, unknown>>(text, values);
        return { rows };
      }
      const results = await pglite.exec(text.replace(EXPLICIT_TRANSACTION, '$1'));
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}
