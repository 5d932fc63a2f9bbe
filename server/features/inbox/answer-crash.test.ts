import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { PGlite } from '@electric-sql/pglite';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startTestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist } from '../../../tests/fixtures/test-artists.ts';
import { connectSandbox, postSignedWebhook } from '../../../tests/fixtures/test-instagram.ts';
import { openDatabase, PGLITE_OPTIONS } from '../../db/client.ts';
import {
  conversations,
  instagramAccounts,
  instagramMessages,
  instagramThreads,
} from '../../db/schema/index.ts';

const APP_SECRET = 'answer-crash-secret';
const projectRoot = resolve(import.meta.dirname, '../../..');
const script = resolve(projectRoot, 'tests/fixtures/answer-crash-process.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'inkdesk-answer-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the pipeline process and resolves with the id of the DM it stored once it is answering it. */
function runUntilAnswering(body: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir, BODY: body },
  });
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  const answering = new Promise<string>((found, fail) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('answering ')) found(line.slice('answering '.length));
    });
    child.on('exit', (code) => fail(new Error(`The pipeline process exited (${code}) before answering`)));
  });
  return { child, exited, answering };
}

// PGlite is one process's database, so a restart hands a killed process's running jobs back at once; on
// PostgreSQL the same job comes back at its expiry (server/jobs/queue-processes.test.ts covers that path).
describe('a DM stored, then kill -9 before its reply [pglite]', () => {
  it('the restarted app still answers it, exactly once, and a redelivery adds nothing', async () => {
    // The migrated snapshot spares a first-boot initdb; each app below opens the same folder, one at a time.
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshotPath'))]);
    await (
      await PGlite.create(join(dataDir, 'pglite'), { ...PGLITE_OPTIONS, loadDataDir: snapshot })
    ).close();
    const env = { INSTAGRAM_APP_SECRET: APP_SECRET };
    const first = await startTestApp('pglite', env, { database: openDatabase({ dataDir }) });
    const artist = await createArtist(first.url, {
      email: 'crash@example.com',
      artistName: 'Crash Ink',
      styles: ['Minimalist'],
    });
    await connectSandbox(artist.browser, 'crash.ink');
    await first.jobs.whenIdle();
    const [account] = await first.database.db
      .select()
      .from(instagramAccounts)
      .where(eq(instagramAccounts.artistId, artist.id));
    await first.close();

    const body = JSON.stringify({
      object: 'instagram',
      entry: [
        {
          id: account!.igUserId,
          time: Date.now(),
          messaging: [
            {
              sender: { id: '17841599999999999' },
              recipient: { id: account!.igUserId },
              timestamp: Date.now(),
              message: {
                mid: 'mid-crash-1',
                text: 'Hi! A fine line rose on my forearm, about 3 inches, budget $300?',
              },
            },
          ],
        },
      ],
    });
    const pipeline = runUntilAnswering(body);
    const messageId = await pipeline.answering;
    pipeline.child.kill('SIGKILL');
    await pipeline.exited;

    const restarted = await startTestApp('pglite', env, { database: openDatabase({ dataDir }) });
    try {
      const db = restarted.database.db;
      await restarted.jobs.whenIdle();
      const [dm] = await db.select().from(instagramMessages).where(eq(instagramMessages.id, messageId));
      const botReplies = () =>
        db
          .select()
          .from(instagramMessages)
          .where(and(eq(instagramMessages.threadId, dm!.threadId), eq(instagramMessages.author, 'bot')));
      const replies = await botReplies();
      expect(replies.length).toBeGreaterThan(0);
      expect(replies[0]!.text).toMatch(/^Hi! I'm the automated assistant for Crash Ink\./);
      const transcript = async () => {
        const [thread] = await db
          .select()
          .from(instagramThreads)
          .where(eq(instagramThreads.id, dm!.threadId));
        const [conversation] = await db
          .select()
          .from(conversations)
          .where(eq(conversations.id, thread!.conversationId!));
        return conversation!.messages.map((message) => message.role);
      };
      expect(await transcript()).toEqual(['user', 'assistant']);

      // Meta redelivers the batch it saw acknowledged: the mid is stored, nothing is answered twice.
      const redelivered = await postSignedWebhook(restarted.url, body, APP_SECRET);
      expect(redelivered.status).toBe(200);
      await restarted.jobs.whenIdle();
      expect(await botReplies()).toHaveLength(replies.length);
      expect(await transcript()).toEqual(['user', 'assistant']);
    } finally {
      await restarted.close();
    }
  }, 120_000);
});
