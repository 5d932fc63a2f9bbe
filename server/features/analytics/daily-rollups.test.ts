import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtistTrio } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { insertLeads } from '../../../tests/fixtures/test-leads.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import type { Db } from '../../db/client.ts';
import { leads } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;

type Row = Record<string, unknown>;
/** Rows with `n` as a number (count(*) is a bigint, which the drivers return as a string). */
const rowsOf = async (db: Db, query: ReturnType<typeof sql>): Promise<Array<Row & { n: number }>> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows.map((row) => ({ ...row, n: Number(row.n) }));

/** The rollups (decision 026) next to counting the leads themselves; zero cells left out of both. */
async function compareLeadRollups(db: Db) {
  const counts = await rowsOf(
    db,
    sql`select artist_id, status, fit_score, count as n from lead_counts where count <> 0 order by 1, 2, 3`,
  );
  const counted = await rowsOf(
    db,
    sql`select artist_id, status, fit_score, count(*) as n from leads group by 1, 2, 3 order by 1, 2, 3`,
  );
  expect(counts).toEqual(counted);
  const daily = await rowsOf(
    db,
    sql`select day::text, fit_score, count as n from lead_daily_counts where count <> 0 order by 1, 2`,
  );
  const countedDaily = await rowsOf(
    db,
    sql`select (created_at at time zone 'UTC')::date::text as day, fit_score, count(*) as n from leads
        where not is_test group by 1, 2 order by 1, 2`,
  );
  expect(daily).toEqual(countedDaily);
  return counted.length;
}

describe.each(testDatabaseKinds({ postgresBecause: 'time-zones' }))('daily rollups [%s]', (kind) => {
  let testApp: TestApp;
  let trio: Awaited<ReturnType<typeof createArtistTrio>>;

  beforeAll(async () => {
    testApp = await startTestApp(kind);
    trio = await createArtistTrio(testApp.url);
  });
  afterAll(() => testApp.close());

  it('lead counts equal counting the leads through inserts, status and notes edits, updates and deletes', async () => {
    const { db } = testApp.database;
    const { ana, ben } = trio;
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
    const anaLeads = await insertLeads(db, ana.id, [
      { fitScore: 'high', createdAt: daysAgo(0.2) },
      { fitScore: 'high', createdAt: daysAgo(1.3), isTest: true },
      { fitScore: 'low', status: 'contacted', createdAt: daysAgo(40) },
      { fitScore: 'medium', createdAt: daysAgo(200) },
    ]);
    const benLeads = await insertLeads(db, ben.id, [{ fitScore: 'medium' }, { fitScore: 'low' }]);
    expect(await compareLeadRollups(db)).toBeGreaterThan(3);

    // Through the API, as an artist does: a status change moves one lead between cells, notes move none.
    const patch = (id: string, body: object) =>
      requestJson(testApp.url, ana.browser, 'PATCH', `/api/admin/leads/${id}`, body);
    expect((await patch(anaLeads[0]!, { status: 'booked' })).status).toBe(200);
    expect((await patch(anaLeads[0]!, { notes: 'Called back' })).status).toBe(200);
    await compareLeadRollups(db);

    // Whatever else changes a counted column: fit, day, test flag, owner; several rows in one statement.
    await db
      .update(leads)
      .set({ fitScore: 'low', createdAt: daysAgo(3) })
      .where(eq(leads.id, anaLeads[3]!));
    await db.update(leads).set({ isTest: false }).where(eq(leads.id, anaLeads[1]!));
    await db.update(leads).set({ artistId: ben.id }).where(eq(leads.id, anaLeads[2]!));
    await db.update(leads).set({ status: 'qualified' }).where(eq(leads.artistId, ben.id));
    await compareLeadRollups(db);

    await db.delete(leads).where(eq(leads.id, benLeads[0]!));
    await db.delete(leads).where(eq(leads.artistId, ana.id));
    await compareLeadRollups(db);
  });

  it('the admin lead list counts from the rollup what counting the leads gives', async () => {
    const { db } = testApp.database;
    await insertLeads(db, trio.ana.id, [{ fitScore: 'high' }, { fitScore: 'high', status: 'booked' }]);
    const { status, body } = await requestJson(testApp.url, trio.admin.browser, 'GET', '/api/admin/leads');
    expect(status).toBe(200);
    const [row] = await rowsOf(db, sql`select count(*) as n from leads where fit_score = 'high'`);
    expect((body as { counts: { byFit: { high: number } } }).counts.byFit.high).toBe(row!.n);
  });

  it('event counters spread over shard rows and still sum to the events, under concurrent inserts', async () => {
    const { db, connection } = testApp.database;
    const insertEvents = (run: (query: string) => Promise<unknown>, n: number) =>
      run(`insert into analytics_events (event_type, session_id, properties)
           select 'shard_test', 'session-' || g, '{}'::jsonb from generate_series(1, ${n}) g`);
    let connections = 0;
    if (connection.kind === 'postgres') {
      // Two connections that land on different shards (pid mod 8), each inserting while the other does.
      const clients: Array<{ client: pg.Client; shard: number }> = [];
      while (new Set(clients.map(({ shard }) => shard)).size < 2) {
        const client = new pg.Client({ connectionString: connection.url });
        await client.connect();
        const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
        clients.push({ client, shard: rows[0]!.pid % 8 });
      }
      const [first, second] = [clients[0]!.client, clients.at(-1)!.client];
      await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          insertEvents((query) => (index % 2 ? first : second).query(query), index + 1),
        ),
      );
      await Promise.all(clients.map(({ client }) => client.end()));
      connections = 2;
    }
    await Promise.all(
      Array.from({ length: 20 }, (_, index) => insertEvents((q) => db.execute(sql.raw(q)), index + 1)),
    );
    await db.execute(
      sql`delete from analytics_events where event_type = 'shard_test' and session_id = 'session-1'`,
    );

    const [events] = await rowsOf(
      db,
      sql`select count(*) as n from analytics_events where event_type = 'shard_test'`,
    );
    const [rollup] = await rowsOf(
      db,
      sql`select sum(count) as n, count(distinct shard) as shards from analytics_daily_counts where event_type = 'shard_test'`,
    );
    // Each batch inserts 1 + 2 + … + 20 = 210 events; the delete takes each statement's 'session-1'.
    const batches = connections ? 2 : 1;
    expect(events!.n).toBe(batches * (210 - 20));
    expect(rollup!.n).toBe(events!.n);
    if (connections) expect(Number(rollup!.shards)).toBeGreaterThanOrEqual(2);
  });
});
