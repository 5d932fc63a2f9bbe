import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { nanoid } from 'nanoid';
import {
  expect,
  newArtistEmail,
  pageExpectingFailedLoads,
  screenshotAtBothWidths,
  test,
} from './fixtures.ts';
import { signInArtist } from './lead-fixtures.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';

/**
 * Issue #27 item 9 (decision 071) in the browser: a Professional artist reads the Insights tab (funnel with the
 * deposits, sources, inquiries per week, drop-off, response times) over a month of clients, switches the range,
 * downloads a table as CSV; on Starter the same tab names the plan it needs with the upgrade. A month of clients
 * is written straight into the database, so this runs the built server on a PostgreSQL database of its own (as
 * text-reminders.spec.ts does). It needs TEST_DATABASE_URL, which CI sets.
 */
const databaseServer = process.env.TEST_DATABASE_URL;
test.skip(!databaseServer, 'a month of clients is written into the database: set TEST_DATABASE_URL');

const PORT = Number(process.env.E2E_PORT ?? 5173) + 15;
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

let own: OwnServer;
test.beforeAll(async () => {
  own = await startOwnServer({ name: 'insights', port: PORT });
});
test.afterAll(async () => {
  await own?.stop();
});

const DAY_MS = 86_400_000;
const QUESTIONS = ['idea', 'style', 'placement', 'size', 'budget', 'timing'] as const;
const SOURCES = ['web', 'web', 'web', 'dm', 'comment', 'story'] as const;

/**
 * A month of one artist's clients: 36 conversations over 30 days from the artist page and Instagram, replies a
 * few seconds after each message, every third a lead of high or medium fit, some offered times, booked and done
 * with a deposit; the others quiet after one of the assistant's questions.
 */
async function writeAMonthOfClients(database: OwnServer['database'], artistId: string) {
  const [{ id: accountId }] = (
    await database.query(
      `insert into instagram_accounts (artist_id, ig_user_id, username) values ($1, 'ig-1', 'sol.tinta') returning id`,
      [artistId],
    )
  ).rows;
  for (let index = 0; index < 36; index++) {
    const start = new Date(Date.now() - (0.6 + index * 0.82) * DAY_MS);
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000).toISOString();
    const asked = QUESTIONS[index % QUESTIONS.length]!;
    const messages = [
      { role: 'user', content: 'hi', timestamp: at(0) },
      { role: 'assistant', content: 'What idea?', timestamp: at(3 + (index % 5)), turn: turn('idea') },
      { role: 'user', content: 'a moth', timestamp: at(90) },
      { role: 'assistant', content: 'And?', timestamp: at(94 + (index % 7)), turn: turn(asked) },
    ];
    const conversationId = randomUUID();
    await database.query(
      `insert into conversations (id, session_id, artist_id, messages, created_at) values ($1, $2, $3, $4, $5)`,
      [conversationId, nanoid(), artistId, JSON.stringify(messages), start],
    );
    const source = SOURCES[index % SOURCES.length];
    if (source !== 'web') {
      const igsid = `igsid-${index}`;
      if (source === 'comment') {
        await database.query(
          `insert into instagram_comments (artist_id, comment_id, commenter_id, text, commented_at, status)
           values ($1, $2, $3, 'price?', $4, 'sent')`,
          [artistId, `comment-${index}`, igsid, new Date(start.getTime() - 3_600_000)],
        );
      }
      const [{ id: threadId }] = (
        await database.query(
          `insert into instagram_threads (artist_id, account_id, igsid, conversation_id, created_at)
           values ($1, $2, $3, $4, $5) returning id`,
          [artistId, accountId, igsid, conversationId, start],
        )
      ).rows;
      await database.query(
        `insert into instagram_messages (artist_id, thread_id, author, status, reply_to_story_id, created_at)
         values ($1, $2, 'client', 'received', $3, $4), ($1, $2, 'bot', 'sent', null, $5)`,
        [artistId, threadId, source === 'story' ? 'story-1' : null, start, at(12 + (index % 9))],
      );
    }
    if (index % 3 !== 0) continue;
    const leadAt = new Date(start.getTime() + 120_000);
    const [{ id: leadId }] = (
      await database.query(
        `insert into leads (artist_id, conversation_id, email, fit_score, match_percentage, detailed_rating,
           project_summary, match_breakdown, created_at)
         values ($1, $2, $3, $4, 70, 70, 'A moth', $5, $6) returning id`,
        [
          artistId,
          conversationId,
          `client-${index}@example.com`,
          index % 2 ? 'medium' : 'high',
          JSON.stringify({ criteria: [], missingFields: [], gates: [], fitReason: '', suggestedReply: '' }),
          leadAt,
        ],
      )
    ).rows;
    if (index % 6 !== 0) continue;
    const offeredAt = new Date(leadAt.getTime() + (1 + index) * 1_800_000);
    await database.query(
      `insert into booking_events (artist_id, lead_id, kind, at) values ($1, $2, 'offered', $3)`,
      [artistId, leadId, offeredAt],
    );
    const slot = new Date(Date.UTC(2020, 0, 1) + index * DAY_MS);
    await database.query(
      `insert into booking_offers (artist_id, lead_id, starts_at, ends_at, session_kind, created_at)
       values ($1, $2, $3, $4, 'small', $5)`,
      [artistId, leadId, slot, new Date(slot.getTime() + 7_200_000), offeredAt],
    );
    if (index % 12 !== 0) continue;
    await database.query(
      `insert into bookings (artist_id, lead_id, starts_at, ends_at, session_kind, status, deposit_cents,
         deposit_status, confirmed_at, completed_at)
       values ($1, $2, $3, $4, 'small', 'confirmed', 15000, 'paid', $5, $6)`,
      [artistId, leadId, slot, new Date(slot.getTime() + 7_200_000), offeredAt, index ? null : offeredAt],
    );
  }
}

const turn = (asked: string) => ({ asked, yesNo: null, asksCoverUp: false, answered: [], deferred: [] });

async function setPlan(database: OwnServer['database'], artistId: string, plan: 'starter' | 'professional') {
  await database.query(
    `insert into subscriptions (artist_id, plan, status, current_period_end) values ($1, $2, 'active', $3)
     on conflict (artist_id) do update set plan = excluded.plan, status = 'active',
       trial_ends_at = null, current_period_end = excluded.current_period_end`,
    [artistId, plan, new Date(Date.now() + 20 * DAY_MS)],
  );
}

test('a Professional artist reads where clients come from, the funnel, drop-off and response times; Starter is told to upgrade', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const artistId = await signInArtist(page, {
    email: newArtistEmail('insights'),
    artistName: 'Sol Tinta',
    styles: ['Blackwork'],
  });
  await writeAMonthOfClients(own.database, artistId);
  await setPlan(own.database, artistId, 'professional');

  await page.goto('/dashboard?tab=insights');
  const funnel = page.getByRole('region', { name: 'Funnel' });
  // 36 conversations, 12 leads (all high or medium), 6 offered, 3 booked, 1 done, 3 deposits of $150.
  await expect(funnel.getByText('36 · 100%')).toBeVisible();
  await expect(funnel.getByText('12 · 33%')).toBeVisible();
  await expect(funnel.getByText('6 · 17%')).toBeVisible();
  await expect(funnel.getByText('3 · 8%')).toBeVisible();
  await expect(funnel.getByText('$450.00')).toBeVisible();
  const sources = page.getByRole('region', { name: 'Where clients come from' });
  await expect(sources.getByText('Artist page')).toBeVisible();
  await expect(sources.getByText('Instagram story reply')).toBeVisible();
  await expect(sources.getByText('Landing demo')).toHaveCount(0);
  const dropOff = page.getByRole('region', { name: 'Where clients drop off' });
  await expect(dropOff.getByText('Budget')).toBeVisible();
  const times = page.getByRole('region', { name: 'Response times' });
  await expect(times.getByText('6 leads answered · 6 still waiting')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Inquiries per week' }).locator('.recharts-bar-rectangle').first(),
  ).toBeVisible();
  await screenshotAtBothWidths(page, 'insights-professional');

  const download = page.waitForEvent('download');
  await funnel.getByRole('link', { name: 'Download funnel as CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain('stage,conversations\r\nconversation,36\r\nqualified,12\r\n');
  expect(csv).toContain('deposits_paid_usd,450.00');

  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(funnel.getByText('8 · 100%')).toBeVisible();

  // On Starter the call answers 402, which the browser logs: a page of its own expects it.
  await setPlan(own.database, artistId, 'starter');
  const starter = await pageExpectingFailedLoads(page.context(), [402]);
  await starter.page.goto('/dashboard?tab=insights');
  const panel = starter.page.getByRole('tabpanel', { name: 'Insights' });
  await expect(panel.getByText('Needs the Professional plan')).toBeVisible();
  await expect(
    panel.getByText('Advanced analytics comes with the Professional plan and higher.'),
  ).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Upgrade to Professional' })).toHaveAttribute(
    'href',
    '/dashboard?tab=billing&plan=professional',
  );
  await expect(panel.getByRole('button', { name: 'Last 7 days' })).toHaveCount(0);
  await screenshotAtBothWidths(starter.page, 'insights-starter');
  starter.expectNoOtherErrors();
});
