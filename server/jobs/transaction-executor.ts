import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { SqlExecutor } from './pglite-executor.ts';

/**
 * pg-boss's `db` option over a caller's Drizzle transaction (SendOptions.tx): pg-boss's numbered text ($1, $2…)
 * becomes Drizzle SQL with each placeholder as a parameter, so the job's insert runs on the transaction's own
 * connection (PGlite's single one, or the pool client holding the transaction) and commits or rolls back with it.
 */
export function transactionExecutor(tx: Db): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      // split with a capture group alternates text and placeholder numbers: even indexes text, odd numbers.
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        .map((chunk, index) =>
          index % 2 === 0 ? sql.raw(chunk) : sql`${sql.param(values[Number(chunk) - 1])}`,
        );
      // Both drivers answer with `rows`; the shared Db type does not say so.
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: Record<string, unknown>[] };
      return { rows: result.rows };
    },
  };
}
