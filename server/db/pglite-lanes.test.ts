import { once } from 'node:events';
import { type AddressInfo, connect, createServer } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/fixtures/test-database.ts';
import type { Database } from './client.ts';
import { runInBackgroundLane } from './pglite-lanes.ts';

const STATEMENTS = 100;
/** A statement that keeps PGlite, and so this thread, busy for a few milliseconds. */
const BUSY_STATEMENT = 'select count(*) from generate_series(1, 50000)';

const closers: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe('PGlite lanes', () => {
  // The run's migrated snapshot, opened as the app opens PGlite (lanes included), shared by both tests: a
  // fresh in-memory PGlite would run initdb, seconds each.
  let database: Database;
  let pglite: PGlite;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    if (database.connection.kind !== 'pglite') throw new Error('expected PGlite');
    pglite = database.connection.pglite;
  });
  afterAll(() => database.close());

  it('lets the event loop accept a new connection while a long queue of statements runs (decision 025)', async () => {
    const server = createServer((socket) => socket.destroy());
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    closers.push(() => new Promise((resolve) => server.close(resolve)));

    let finished = 0;
    const statements = Array.from({ length: STATEMENTS }, () =>
      pglite.query(BUSY_STATEMENT).then(() => {
        finished += 1;
      }),
    );
    const finishedWhenAccepted = new Promise<number>((resolve) =>
      server.once('connection', () => resolve(finished)),
    );
    connect((server.address() as AddressInfo).port, '127.0.0.1').on('error', () => {});
    await Promise.all(statements);

    // Run back to back in one turn, all of them would finish before the server even took the connection.
    expect(await finishedWhenAccepted).toBeLessThan(STATEMENTS / 2);
  });

  it('runs a request statement before background work queued earlier, but for one already running (decision 027)', async () => {
    const order: string[] = [];
    const background = runInBackgroundLane(() =>
      Array.from({ length: 3 }, (_, index) =>
        pglite.query('select 1').then(() => order.push(`background ${index}`)),
      ),
    );
    const request = pglite.query('select 1').then(() => order.push('request'));
    await Promise.all([...background, request]);
    expect(order.indexOf('request')).toBeLessThanOrEqual(1);
  });
});
