import { makeTestImage } from '../fixtures/test-images.ts';
import {
  expect,
  newArtistEmail,
  screenshotAtBothWidths,
  screenshotPartAtBothWidths,
  test,
  toast,
} from './fixtures.ts';
import { connectSandboxAccount } from './instagram-fixtures.ts';
import {
  bookFirstFreeTime,
  createLeadThroughChat,
  finishSetup,
  saveAvailabilityInUtc,
  signInArtist,
} from './lead-fixtures.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';

/**
 * Issue #28, the team's part of the journey (decision 073): an owner on the Studio plan makes a studio and
 * invites an artist; the artist signs in through the built-in provider and accepts; the owner reassigns a lead
 * to the artist, who then sees it and books the client; the owner sees that booking in Bookings, named the
 * artist's, filters by artist and cancels it, then makes the artist front desk. The plan is set in the database
 * (no checkout here: plans.spec.ts has that), so the built server runs on a PostgreSQL database of its own.
 */
const databaseServer = process.env.TEST_DATABASE_URL;
const PEONY = 'Hi! I want a blackwork peony on my forearm, about 4 inches, budget $400';
test.skip(!databaseServer, 'the journey sets the owner’s plan in the database: set TEST_DATABASE_URL');

const PORT = Number(process.env.E2E_PORT ?? 5173) + 23;
const appUrl = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: appUrl });

let own: OwnServer;
test.beforeAll(async () => {
  // A fresh database migrates before the server listens: longer than one test's 30 s on a busy machine.
  test.setTimeout(120_000);
  // The studio's Instagram is the sandbox, which a production build runs only when told (decision 016).
  // A test-only key: a production build stores the sandbox's tokens encrypted too.
  own = await startOwnServer({
    name: 'studio_team',
    port: PORT,
    env: { INSTAGRAM_SANDBOX: 'true', ENCRYPTION_KEY: 'BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=' },
  });
});
test.afterAll(async () => {
  await own?.stop();
});

test('an owner makes a studio, invites an artist who accepts, and reassigns a lead to them', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const ownerEmail = newArtistEmail('studio-owner');
  const artistEmail = newArtistEmail('studio-artist');
  const ownerId = await signInArtist(page, {
    email: ownerEmail,
    artistName: 'Olga Ink',
    styles: ['Japanese'],
  });
  await own.database.query(
    `update subscriptions set plan = 'studio', status = 'active', trial_ends_at = null,
       current_period_end = now() + interval '30 days' where artist_id = $1`,
    [ownerId],
  );

  await page.goto('/dashboard?tab=studio');
  await page.getByLabel('Studio name').fill('Olga’s Studio');
  await page.getByLabel('Public handle').fill(`olgas-${Date.now()}`);
  await page.getByRole('button', { name: 'Create studio' }).click();
  await expect(page.getByRole('heading', { name: 'Olga’s Studio' })).toBeVisible();

  await page.getByLabel('Email').fill(artistEmail);
  await page.getByRole('button', { name: 'Send invite' }).click();
  const link = (await page.locator('[role="status"] code').textContent())!;
  expect(link).toMatch(/\/studio\/invite\/[A-Za-z0-9_-]+$/);
  await expect(page.getByText(artistEmail).first()).toBeVisible();

  // The artist, new to Inkdesk, in a browser of their own: signed out, the link asks them to sign in first;
  // the new account comes back to the invite and accepts it before the setup wizard, which comes next.
  const artistContext = await browser.newContext({ baseURL: appUrl });
  const artistPage = await artistContext.newPage();
  await artistPage.goto(new URL(link).pathname);
  await artistPage.getByRole('button', { name: 'Sign in to accept' }).click();
  await artistPage.getByLabel('Email').fill(artistEmail);
  await artistPage.getByLabel('Name').fill('Cy Lines');
  await artistPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(artistPage).toHaveURL(new URL(link).pathname);
  await artistPage.getByRole('button', { name: 'Accept and join Olga’s Studio' }).click();
  await expect(artistPage.getByText('You joined Olga’s Studio.')).toBeVisible();
  await artistPage.getByRole('link', { name: 'Set up your profile' }).click();
  await expect(artistPage).toHaveURL(/\/setup$/);
  await finishSetup(artistPage, { artistName: 'Cy Lines', styles: ['Tribal'] });
  // Used once: the same link again says so.
  await artistPage.goto(new URL(link).pathname);
  await expect(artistPage.getByText('This invite link was already used.', { exact: false })).toBeVisible();

  // Cy's own account is a new Professional trial, but Cy works under the studio's plan (decision 073): no trial
  // banner, the plan card names the studio, and Billing says who pays instead of offering checkout.
  await artistPage.goto('/dashboard');
  const planCard = artistPage.getByTestId('plan-usage-card');
  await expect(planCard.getByRole('heading', { name: 'Studio plan' })).toBeVisible();
  await expect(planCard.getByText('Covered by Olga’s Studio · Olga Ink pays for it')).toBeVisible();
  await expect(planCard.getByRole('button', { name: /plan/ })).toHaveCount(0);
  await expect(artistPage.locator('[data-banner]')).toHaveCount(0);
  await artistPage.goto('/dashboard?tab=billing');
  const note = artistPage.getByTestId('studio-plan-note');
  await expect(note.getByRole('heading', { name: 'Covered by Olga’s Studio' })).toBeVisible();
  await expect(note).toContainText('Olga Ink, its owner, pays for it');
  await expect(artistPage.getByRole('list', { name: 'Plans' })).toHaveCount(0);
  await expect(artistPage.getByRole('button', { name: /Choose|Manage/ })).toHaveCount(0);
  await screenshotAtBothWidths(artistPage, 'studio-member-billing');

  const clientEmail = newArtistEmail('studio-client');
  await createLeadThroughChat(page.request, {
    artistId: ownerId,
    email: clientEmail,
    lines: ['a tribal band around my arm', 'forearm, palm sized, black, about $400'],
  });

  await page.goto('/dashboard?tab=studio');
  await expect(page.getByText('Cy Lines')).toBeVisible();
  await screenshotAtBothWidths(page, 'studio-team-settings');

  await page.goto('/dashboard?tab=leads');
  await page.getByRole('button', { name: `View Details for ${clientEmail}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reassign to').selectOption({ label: 'Cy Lines' });
  await dialog.getByLabel('Why').fill('Tribal work: Cy’s style');
  await dialog.getByRole('button', { name: 'Reassign' }).click();
  // Who reassigned it shows beside why (decision 073).
  await expect(
    dialog.getByText('Reassigned by Olga Ink (studio owner): Tribal work: Cy’s style'),
  ).toBeVisible();
  await screenshotAtBothWidths(page, 'studio-team-lead-reassigned', { fullPage: false });

  await artistPage.goto('/dashboard?tab=leads');
  await expect(artistPage.getByText(clientEmail).first()).toBeVisible();
  await expect(
    artistPage.getByText('Reassigned by Olga Ink (studio owner): Tribal work: Cy’s style'),
  ).toBeVisible();

  // Cy books the client in Cy's own calendar; the owner sees it in Bookings, named Cy's, and cancels it.
  await saveAvailabilityInUtc(artistPage, ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
  await artistPage.goto('/dashboard?tab=leads');
  await artistPage.getByRole('button', { name: `View Details for ${clientEmail}` }).click();
  await bookFirstFreeTime(artistPage, artistPage.getByRole('dialog'));

  await page.goto('/dashboard?tab=bookings');
  const upcoming = page.locator('section', { has: page.getByRole('heading', { name: 'Upcoming' }) });
  const appointment = upcoming.getByRole('button', { name: new RegExp(clientEmail) });
  await expect(appointment).toContainText('Cy Lines');
  const filter = page.getByRole('group', { name: 'Filter by artist' });
  await filter.getByRole('button', { name: 'Cy Lines' }).click();
  await expect(appointment).toBeVisible();
  await screenshotAtBothWidths(page, 'studio-bookings-owner');
  await filter.getByRole('button', { name: 'Olga Ink' }).click();
  await expect(appointment).toBeHidden();
  await filter.getByRole('button', { name: 'All' }).click();
  await appointment.click();
  const details = page.getByRole('dialog');
  await details.getByRole('button', { name: 'Cancel appointment' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await cancel.getByLabel('Reason for the client (optional)').fill('Cy is off sick this week.');
  await cancel.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(toast(page, 'Appointment cancelled')).toBeVisible();
  await expect(details.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(details.getByText('Cancelled by you')).toBeVisible();

  // Cy's timeline names who cancelled Cy's booking: the owner, never "you" (decision 073).
  await artistPage.goto('/dashboard?tab=leads');
  await artistPage.getByRole('button', { name: `View Details for ${clientEmail}` }).click();
  await expect(
    artistPage.getByRole('dialog').getByText('Cancelled by Olga Ink (studio owner)'),
  ).toBeVisible();
  await screenshotAtBothWidths(artistPage, 'studio-timeline-cancelled-by-owner', { fullPage: false });

  // Cancelled in Cy's calendar: Cy's own Bookings tab no longer has it.
  await artistPage.goto('/dashboard?tab=bookings');
  await expect(artistPage.getByText('No appointments yet. Offer times from a lead’s details.')).toBeVisible();
  await expect(artistPage.getByRole('group', { name: 'Filter by artist' })).toHaveCount(0);

  // The owner books the client again, directly, in Cy's calendar: Cy's timeline says who booked (issue #28).
  await page.goto('/dashboard?tab=leads');
  await page.getByRole('button', { name: `View Details for ${clientEmail}` }).click();
  await bookFirstFreeTime(page, page.getByRole('dialog'));
  await expect(page.getByRole('dialog').getByText('Booked directly', { exact: true })).toBeVisible();
  await artistPage.goto('/dashboard?tab=leads');
  await artistPage.getByRole('button', { name: `View Details for ${clientEmail}` }).click();
  await expect(
    artistPage.getByRole('dialog').getByText('Booked directly by Olga Ink (studio owner)'),
  ).toBeVisible();
  await screenshotPartAtBothWidths(
    artistPage,
    artistPage.getByRole('dialog').getByRole('list', { name: 'Booking timeline' }),
    'studio-timeline-booked-by-owner',
  );

  // The owner makes Cy front desk from the team list.
  await page.goto('/dashboard?tab=studio');
  await page.getByLabel('Role of Cy Lines').selectOption({ label: 'Front desk' });
  await expect(toast(page, 'Role changed')).toBeVisible();
  await expect(page.getByLabel('Role of Cy Lines')).toHaveValue('front_desk');
  await artistContext.close();
});

test('a front-desk invitee lands on the studio’s bookings, and the owner removes the studio’s logo', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const ownerEmail = newArtistEmail('studio-owner-2');
  const deskEmail = newArtistEmail('studio-desk');
  const ownerId = await signInArtist(page, {
    email: ownerEmail,
    artistName: 'Vera Ink',
    styles: ['Blackwork'],
  });
  await own.database.query(
    `update subscriptions set plan = 'studio', status = 'active', trial_ends_at = null,
       current_period_end = now() + interval '30 days' where artist_id = $1`,
    [ownerId],
  );
  await page.goto('/dashboard?tab=studio');
  await page.getByLabel('Studio name').fill('Vera’s Studio');
  await page.getByLabel('Public handle').fill(`veras-${Date.now()}`);
  await page.getByRole('button', { name: 'Create studio' }).click();
  await expect(page.getByRole('heading', { name: 'Vera’s Studio' })).toBeVisible();

  await page.getByLabel('Email').fill(deskEmail);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Front desk' });
  await page.getByRole('button', { name: 'Send invite' }).click();
  const link = (await page.locator('[role="status"] code').textContent())!;

  // Front desk, new to Inkdesk: no artist wizard (styles, portfolio), straight to the studio's bookings.
  const deskContext = await browser.newContext({ baseURL: appUrl });
  const deskPage = await deskContext.newPage();
  await deskPage.goto(new URL(link).pathname);
  await deskPage.getByRole('button', { name: 'Sign in to accept' }).click();
  await deskPage.getByLabel('Email').fill(deskEmail);
  await deskPage.getByLabel('Name').fill('Dana Desk');
  await deskPage.getByRole('button', { name: 'Sign in' }).click();
  await deskPage.getByRole('button', { name: 'Accept and join Vera’s Studio' }).click();
  await expect(deskPage).toHaveURL(/\/dashboard\?tab=bookings$/);
  // One artist (Vera): nothing to filter; front desk itself is no artist to pick.
  await expect(deskPage.getByText('No appointments yet.', { exact: false })).toBeVisible();
  await expect(deskPage.getByRole('group', { name: 'Filter by artist' })).toHaveCount(0);
  // Only what front desk works (decision 073): no artist tabs, and no trial banner for an account the owner pays.
  await expect(deskPage.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab')).toHaveText([
    'Leads',
    'Bookings',
    'Inbox',
    'Studio',
    'Settings',
  ]);
  await expect(deskPage.getByTestId('billing-banners')).toHaveCount(0);
  await expect(deskPage.getByText('Vera’s Studio: bookings, messages and leads.')).toBeVisible();
  await screenshotAtBothWidths(deskPage, 'studio-front-desk-bookings');
  // The studio's Inbox: every member's threads (none yet); with one artist, no filter to offer. No assistant switch
  // or comments: those are an account holder's, and front desk holds none.
  await deskPage.goto('/dashboard?tab=inbox');
  await expect(deskPage.getByText('No messages yet.', { exact: false })).toBeVisible();
  await expect(deskPage.getByRole('group', { name: 'Filter by artist' })).toHaveCount(0);
  await expect(deskPage.getByRole('tab', { name: /^Comments/ })).toHaveCount(0);
  await expect(deskPage.getByLabel('Assistant answers DMs')).toHaveCount(0);
  // Settings holds the account alone (deleting it); Leads, the studio's leads.
  await deskPage.getByRole('tab', { name: 'Settings' }).click();
  await expect(deskPage.getByRole('button', { name: 'Delete Account' })).toBeVisible();
  await expect(deskPage.getByLabel('Artist Name')).toHaveCount(0);
  await screenshotAtBothWidths(deskPage, 'studio-front-desk-settings');
  await deskPage.getByRole('tab', { name: 'Leads' }).click();
  await expect(
    deskPage.getByText('Clients the studio’s assistant talked to', { exact: false }),
  ).toBeVisible();
  await screenshotAtBothWidths(deskPage, 'studio-front-desk-leads');
  await screenshotAtBothWidths(deskPage, 'studio-front-desk-inbox');

  // A client DMs the studio's Instagram (the owner's account): the front desk reads it, named Vera's, and answers
  // as the studio; Vera reads who wrote that reply.
  await connectSandboxAccount(page, `vera_${Date.now().toString(36)}`);
  await page.goto('/instagram-sandbox');
  await page.getByLabel('Client username').fill('peony.client');
  await page.getByLabel('Message', { exact: true }).fill(PEONY);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    page.getByRole('list', { name: 'Messages' }).getByText('automated assistant for', { exact: false }),
  ).toBeVisible();
  await deskPage.goto('/dashboard?tab=inbox');
  const row = deskPage.getByRole('list', { name: 'Conversations' }).getByRole('button').first();
  await expect(row.getByText('With Vera Ink')).toBeVisible();
  await row.click();
  const thread = deskPage.getByRole('region', { name: /^Conversation with / });
  await expect(thread.getByText(/With Vera Ink · Routed: /)).toBeVisible();
  await thread.getByLabel('Reply as you').fill('Hi! Dana from the front desk: Vera can see you Thursday.');
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread.getByText('Hi! Dana from the front desk', { exact: false })).toBeVisible();
  await screenshotAtBothWidths(deskPage, 'studio-front-desk-thread');
  // The thread list says "You" to its writer, and names the front desk to the owner.
  await deskPage.reload();
  await expect(row).toContainText('You: Hi! Dana from the front desk');
  await screenshotAtBothWidths(deskPage, 'studio-front-desk-inbox-list');
  await deskContext.close();
  await page.goto('/dashboard?tab=inbox');
  const ownerRow = page.getByRole('list', { name: 'Conversations' }).getByRole('button').first();
  await expect(ownerRow).toContainText('Dana (front desk): Hi! Dana from the front desk');
  // Taken over by someone at the studio: not "You" to the owner, who did not.
  await expect(ownerRow.getByText('A person', { exact: true })).toBeVisible();
  await screenshotAtBothWidths(page, 'studio-owner-inbox-list');
  await ownerRow.click();
  await expect(page.getByText(/^Dana \(front desk\) · /)).toBeVisible();

  // Settings → Studio: upload a logo, then remove it; the studio's name alone again.
  await page.goto('/dashboard?tab=studio');
  await page.getByLabel('Logo image').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await makeTestImage({ format: 'png', isColour: true }),
  });
  await expect(page.getByRole('img', { name: 'Studio logo' })).toBeVisible();
  await screenshotAtBothWidths(page, 'studio-settings-logo');
  await page.getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.getByText('No logo yet.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Studio logo' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload logo' })).toBeVisible();
});
