import pg from 'pg';

/**
 * Samples pg_stat_activity every `everyMs` while a load runs: how many samples found a backend of the
 * database waiting on a lock (a row lock shows as wait_event_type 'Lock', e.g. transactionid or tuple).
 * Issue #13 counted 16 of 38 samples waiting on today's one analytics counter row at 50 connections.
 */
export async function sampleLockWaits(databaseUrl: string, everyMs = 200) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let samples = 0;
  let waiting = 0;
  let mostAtOnce = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
      );
      samples++;
      if (rows[0]!.n > 0) waiting++;
      mostAtOnce = Math.max(mostAtOnce, rows[0]!.n);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await client.end();
      return `${waiting} of ${samples} samples had a connection waiting on a lock (at most ${mostAtOnce} at once)`;
    },
  };
}
