import type { Locator, Page } from '@playwright/test';
import {
  expect,
  newArtistEmail,
  PHONE,
  pageExpectingFailedLoads,
  screenshotAtBothWidths,
  test,
  toast,
} from './fixtures.ts';
import { createLeadThroughChat, saveAvailabilityInUtc, signInArtist } from './lead-fixtures.ts';

/**
 * Decision 012: a dialog's own failure is said inside the dialog, next to its buttons, and the dialog stays open
 * with what was entered; opening a dialog closes the toast still showing; on a phone no toast covers a dialog's
 * title, close button or buttons.
 */

const LINES = ['a japanese koi on my forearm', 'palm sized, black and grey, about $400'];

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** No toast showing meets the dialog's title or any of its buttons (its close button and its actions). */
async function expectNoToastOver(page: Page, dialog: Locator) {
  const controls = [dialog.getByRole('heading').first(), ...(await dialog.getByRole('button').all())];
  const toasts = await page
    .getByRole('region', { name: /Notifications/ })
    .locator('li')
    .all();
  for (const shown of toasts) {
    const toastBox = await shown.boundingBox();
    if (!toastBox) continue;
    for (const control of controls) {
      const box = await control.boundingBox();
      if (box) expect(overlaps(toastBox, box), 'a toast covers a dialog control').toBe(false);
    }
  }
}

/** A JSON call as the signed-in artist's browser makes it (the server checks the origin of writes). */
async function artistCall(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status(), `${method} ${path}`).toBe(200);
  return response.json();
}

test('a booking dialog whose time was taken, or whose appointment was cancelled elsewhere, says so inside', async ({
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { page, expectNoOtherErrors } = await pageExpectingFailedLoads(context, [409]);
  const artistId = await signInArtist(page, {
    email: newArtistEmail('dialog-errors'),
    artistName: 'Dee Errors',
    styles: ['Japanese'],
  });
  const clientEmail = `dialog-errors-${Date.now()}@example.com`;
  const leadId = await createLeadThroughChat(request, { artistId, email: clientEmail, lines: LINES });
  const rivalId = await createLeadThroughChat(request, {
    artistId,
    email: `dialog-rival-${Date.now()}@example.com`,
    lines: LINES,
  });

  await saveAvailabilityInUtc(page, ['Monday', 'Sunday']);

  await page.goto('/dashboard?tab=leads');
  await page.getByRole('button', { name: new RegExp(`View Details.*${clientEmail}`) }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByRole('region', { name: 'Booking' })).toBeVisible();

  // The artist picks a small piece's first free time; another request takes it before they press Book.
  await details.getByRole('button', { name: 'Book directly' }).click();
  const book = page.getByRole('dialog', { name: 'Book directly' });
  await book.getByLabel('Session').selectOption('small');
  const chips = book.locator('button[aria-pressed]');
  await chips.first().click();
  const free = (await artistCall(
    page,
    'GET',
    `/api/booking/leads/${rivalId}/free-slots?sessionKind=small`,
  )) as {
    slots: Array<{ startsAt: string }>;
  };
  await artistCall(page, 'POST', `/api/booking/leads/${rivalId}/bookings`, {
    sessionKind: 'small',
    startsAt: free.slots[0]!.startsAt,
  });
  await page.setViewportSize(PHONE);
  await book.getByRole('button', { name: 'Book', exact: true }).click();
  const taken = book.getByRole('alert');
  await expect(taken).toHaveText('That time is no longer free — pick another');
  await expect(book).toBeVisible();
  await expect(book.getByLabel('Session')).toHaveValue('small');
  await expectNoToastOver(page, book);
  await screenshotAtBothWidths(page, 'dialog-error-book-taken', { fullPage: false });

  // Another time books; the success is a toast after the dialog closes.
  await chips.first().click();
  await book.getByRole('button', { name: 'Book', exact: true }).click();
  const booked = toast(page, 'Booked');
  await expect(booked).toBeVisible();
  await expect(book).toBeHidden();
  await expect(details.getByText('Confirmed', { exact: true })).toBeVisible();

  // Opening the next dialog closes that toast. The appointment is cancelled elsewhere while the artist writes a
  // reason for it.
  await details.getByRole('button', { name: 'Cancel appointment' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await expect(booked).toBeHidden();
  const reason = 'Sorry, the studio is closed that week.';
  await cancel.getByLabel('Reason for the client (optional)').fill(reason);
  const lead = (await artistCall(page, 'GET', `/api/booking/leads/${leadId}`)) as {
    bookings: Array<{ id: string; status: string }>;
  };
  const live = lead.bookings.find((entry) => entry.status !== 'cancelled')!;
  await artistCall(page, 'POST', `/api/booking/bookings/${live.id}/cancel`, {});
  await cancel.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(cancel.getByRole('alert')).toHaveText('This booking is already cancelled');
  await expect(cancel).toBeVisible();
  await expect(cancel.getByLabel('Reason for the client (optional)')).toHaveValue(reason);
  await expectNoToastOver(page, cancel);
  await screenshotAtBothWidths(page, 'dialog-error-cancel-elsewhere', { fullPage: false });
  // Behind the dialog the section already shows the appointment as it is now: cancelled, nothing left to cancel.
  await cancel.getByRole('button', { name: 'Keep it' }).click();
  await expect(cancel).toBeHidden();
  await expect(details.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);
  expectNoOtherErrors();
});
