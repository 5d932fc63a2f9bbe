import type { Page } from '@playwright/test';
import {
  expect,
  newArtistEmail,
  PHONE,
  saveScreenshot,
  screenshotAtBothWidths,
  seriousA11yViolations,
  signIn,
  test,
} from './fixtures.ts';
import { createLeadThroughChat, signInArtist } from './lead-fixtures.ts';

/**
 * Issue #26 item 7 (decision 067): while the books are waitlist-only, a client who chatted is on the waitlist and
 * picks the days that suit on their phone; the artist cancels a booking; the waitlisted client opens the emailed
 * offer and takes the time; a second waitlisted client opening the same freed time reads, kindly, that it is gone.
 */
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A link from the newest email to `to` whose subject starts with `subject`, read through the admin Outbox API. */
async function linkFromOutbox(admin: Page, to: string, subject: string, pattern: RegExp): Promise<string> {
  let link = '';
  await expect(async () => {
    const list = await admin.request.get('/api/admin/outbox?pageSize=100');
    const { emails } = (await list.json()) as { emails: Array<{ id: string; to: string; subject: string }> };
    const row = emails.find((email) => email.to === to && email.subject.startsWith(subject));
    expect(row, `${subject} to ${to}`).toBeTruthy();
    const email = (await (await admin.request.get(`/api/admin/outbox/${row!.id}`)).json()) as {
      text: string;
    };
    link = pattern.exec(email.text)?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 30_000 });
  return link;
}

test('a waitlisted client picks their days on a phone and takes a freed time; the next one finds it gone', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const artistName = 'Wren Waits';
  const artistId = await signInArtist(page, {
    email: newArtistEmail('waitlist'),
    artistName,
    styles: ['Minimalist'],
  });
  const origin = { origin: baseURL! };
  // Every day 10:00-18:00 in UTC, through the API the Availability card calls.
  const current = await (await page.request.get('/api/booking/availability')).json();
  const everyDay = Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [{ start: '10:00', end: '18:00' }]]),
  );
  const availability = await page.request.put('/api/booking/availability', {
    data: {
      timeZone: 'UTC',
      weeklyHours: everyDay,
      sessionMinutes: current.sessionMinutes,
      blockedDates: [],
      bufferMinutes: 0,
      rescheduleNoticeHours: 48,
      depositRule: { kind: 'none' },
      currency: 'usd',
    },
    headers: origin,
  });
  expect(availability.status()).toBe(200);

  // A client booked while the books were open.
  const stamp = Date.now();
  const bookedLead = await createLeadThroughChat(request, {
    artistId,
    email: `bea-${stamp}@example.com`,
    lines: ['a fine line swallow on my wrist', 'about 5 cm, black only, budget around $300'],
  });
  const slots = await page.request.get(`/api/booking/leads/${bookedLead}/free-slots?sessionKind=small`);
  const startsAt = ((await slots.json()) as { slots: Array<{ startsAt: string }> }).slots[4]!.startsAt;
  const booked = await page.request.post(`/api/booking/leads/${bookedLead}/bookings`, {
    data: { sessionKind: 'small', startsAt },
    headers: origin,
  });
  expect(booked.status()).toBe(200);
  const bookingId = ((await booked.json()) as { bookings: Array<{ id: string }> }).bookings[0]!.id;

  // Then the books go waitlist-only: two more clients chat and are on the waitlist.
  const intake = await (await page.request.get('/api/intake')).json();
  const closed = await page.request.put('/api/intake', {
    data: { ...intake, booksStatus: 'waitlist' },
    headers: origin,
  });
  expect(closed.status()).toBe(200);
  const ana = `ana-${stamp}@example.com`;
  const cy = `cy-${stamp}@example.com`;
  for (const email of [ana, cy]) {
    await createLeadThroughChat(request, {
      artistId,
      email,
      lines: ['a small fine line moon behind my ear', 'about 3 cm, black only, budget around $200'],
    });
  }

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, { email: 'admin@example.com', name: 'Studio Admin' });
  await admin.waitForURL((url) => !url.pathname.startsWith('/oidc'));
  const confirmLink = /https?:\/\/\S+\/r\/[\w.-]+\?confirm=[\w-]+/;

  // Ana, on her phone, confirms her address from the email and picks the weekday of the booked time.
  const phone = await browser.newContext({ baseURL, viewport: PHONE });
  const client = await phone.newPage();
  await client.goto(await linkFromOutbox(admin, ana, 'Confirm your email', confirmLink));
  const waitlist = client.getByRole('region', { name: 'Waitlist' });
  await expect(waitlist.getByText(`You're on ${artistName}'s waitlist.`, { exact: false })).toBeVisible();
  const weekday = WEEKDAY_NAMES[new Date(startsAt).getUTCDay()]!;
  await waitlist.getByRole('button', { name: weekday }).click();
  await expect(waitlist.getByRole('button', { name: weekday })).toHaveAttribute('aria-pressed', 'true');
  await waitlist.getByRole('button', { name: 'Save my days' }).click();
  await expect(waitlist.getByText('Saved.')).toBeVisible();
  await waitlist.scrollIntoViewIfNeeded();
  await saveScreenshot(client, '.tmp/shots/waitlist-days-phone.png', { fullPage: true });
  await screenshotAtBothWidths(client, 'waitlist-days');
  expect(await seriousA11yViolations(client)).toEqual([]);

  // Cy confirms too (any day suits her).
  const other = await browser.newContext({ baseURL, viewport: PHONE });
  const second = await other.newPage();
  await second.goto(await linkFromOutbox(admin, cy, 'Confirm your email', confirmLink));
  await expect(second.getByRole('region', { name: 'Waitlist' })).toBeVisible();

  // The artist cancels the booking; the waitlist in the dashboard shows both clients, in order, with their days.
  const cancelled = await page.request.post(`/api/booking/bookings/${bookingId}/cancel`, {
    data: {},
    headers: origin,
  });
  expect(cancelled.status()).toBe(200);
  await page.goto('/dashboard?tab=bookings');
  const panel = page.locator('div', { has: page.getByRole('heading', { name: 'Waitlist' }) }).last();
  const list = page.getByRole('list', { name: 'Waitlist, first in line first' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText(`Days: ${weekday.slice(0, 3)}`);
  await expect(list.getByRole('listitem').nth(1)).toContainText('Days: Any day');
  await panel.scrollIntoViewIfNeeded();
  await screenshotAtBothWidths(page, 'waitlist-dashboard');

  // Ana opens the offer and takes the time.
  const offerLink = /https?:\/\/\S+\/r\/[\w.-]+\?offer=[0-9a-f-]{36}/;
  await client.goto(await linkFromOutbox(admin, ana, 'A time just opened up', offerLink));
  const offer = client.getByRole('region', { name: 'A time opened up' });
  await expect(offer.getByRole('button', { name: 'Take this time' })).toBeVisible();
  await screenshotAtBothWidths(client, 'waitlist-offer-open');
  await client.setViewportSize(PHONE);
  await offer.getByRole('button', { name: 'Take this time' }).click();
  await expect(offer.getByText('This time is yours.')).toBeVisible();
  await expect(client.getByRole('region', { name: 'Your appointment' })).toBeVisible();
  await screenshotAtBothWidths(client, 'waitlist-offer-taken');

  // Cy opens the same freed time: it is gone, and she stays on the waitlist.
  await second.goto(await linkFromOutbox(admin, cy, 'A time just opened up', offerLink));
  const gone = second.getByRole('region', { name: 'This time is gone' });
  await expect(
    gone.getByText(`Another client took it first. You're still on ${artistName}'s waitlist`, {
      exact: false,
    }),
  ).toBeVisible();
  await expect(second.getByRole('region', { name: 'Waitlist' })).toBeVisible();
  await screenshotAtBothWidths(second, 'waitlist-offer-gone');
  expect(await seriousA11yViolations(second)).toEqual([]);

  // The artist's list: Ana, booked, left it; Cy waits.
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await adminContext.close();
  await phone.close();
  await other.close();
});
