import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../tests/fixtures/test-database.ts';
import type { Database } from '../db/client.ts';
import { AppError } from './app-error.ts';
import { handleError } from './error-handler.ts';
import { logOptions } from './log-options.ts';

const EMAIL = 'private.client@example.com';
const CHAT_TEXT = 'my secret tattoo idea';

describe.each(testDatabaseKinds())('logs hold no client data (issue #12 item 10) [%s]', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  /** An app with the real log options and error handler, logging into `lines`, and routes that fail as ours do. */
  async function appLoggingTo(lines: string[]) {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { ...logOptions('debug'), stream } });
    app.setErrorHandler(handleError);
    // A query that fails with the client's data among its parameters, as a failed insert does.
    app.post('/fails-in-database', async (request) => {
      const { email, content } = request.body as { email: string; content: string };
      await database.db.execute(sql`select ${email}::int, ${content}::int`);
    });
    app.post('/fails-in-code', async () => {
      throw Object.assign(new AppError('UPSTREAM_FAILED', 'Issuer unreachable'), {
        email: EMAIL,
        body: { content: CHAT_TEXT },
      });
    });
    await app.ready();
    return app;
  }

  it('keeps emails, chat text, query strings and cookies out of request and error logs', async () => {
    const lines: string[] = [];
    const app = await appLoggingTo(lines);
    const headers = { cookie: 'inkdesk_session=secret-session-id', authorization: 'Bearer secret-token' };
    const failed = await app.inject({
      method: 'POST',
      url: `/fails-in-database?email=${encodeURIComponent(EMAIL)}`,
      headers,
      payload: { email: EMAIL, content: CHAT_TEXT },
    });
    expect(failed.statusCode).toBe(500);
    expect(
      (await app.inject({ method: 'POST', url: '/fails-in-code', headers, payload: {} })).statusCode,
    ).toBe(502);
    await app.close();

    const log = lines.join('');
    expect(log).toContain('Unhandled error');
    expect(log).toContain('/fails-in-database');
    for (const secret of [EMAIL, encodeURIComponent(EMAIL), CHAT_TEXT, 'secret-session-id', 'secret-token']) {
      expect(log).not.toContain(secret);
    }
  });
});
