import type { Locator, Page } from '@playwright/test';
import {
  consentSection,
  consentStatus,
  drawSignature,
  fillAndSignConsent,
  ID_PHOTO_FILE,
  signingLinkOf,
} from './consent-fixtures.ts';
import {
  expect,
  newArtistEmail,
  PHONE,
  saveScreenshot,
  screenshotAtBothWidths,
  test,
  toast,
} from './fixtures.ts';
import {
  bookFirstFreeTime,
  createLeadThroughChat,
  saveAvailabilityInUtc,
  signInArtist,
} from './lead-fixtures.ts';

/**
 * Issue #26 item 4 (decision 064): the artist builds their consent form, books a client, the client signs it
 * on a phone (an under-18 date of birth refused on screen first), and the booking's status goes red, orange
 * (the artist's part missing), then green once the artist fills their part after the session.
 */

/** One card at 1280 and 390 px, whole however tall, and never wider than the screen. */
async function shootCard(page: Page, name: string, card: Locator) {
  for (const [label, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await card.scrollIntoViewIfNeeded();
    expect((await card.boundingBox())!.width).toBeLessThanOrEqual(size.width);
    await saveScreenshot(card, `.tmp/shots/${name}-${label}.png`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a client signs the consent form on a phone; the booking shows red, orange, then green', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const artistId = await signInArtist(page, {
    email: newArtistEmail('consent'),
    artistName: 'Cleo Consent',
    styles: ['Minimalist'],
  });
  const clientEmail = `sam-consent-${Date.now()}@example.com`;
  await createLeadThroughChat(request, {
    artistId,
    email: clientEmail,
    lines: ['a fine line swallow on my wrist', 'about 5 cm, black only, budget around $300, I am Sam Rivers'],
  });
  await saveAvailabilityInUtc(page, ['Monday', 'Sunday']);

  // Settings: the consent form, the default until the artist saves theirs; they add a statement.
  const builder = page.locator('section', { has: page.getByRole('heading', { name: 'Consent form' }) });
  await expect(builder.getByText('This is the default form.', { exact: false })).toBeVisible();
  await expect(builder.getByLabel('Statement 1')).toHaveValue(/at least 18/);
  await builder.getByRole('button', { name: 'Add statement' }).click();
  await builder.getByLabel('Statement 8').fill('I have eaten before my session.');
  await builder.getByRole('button', { name: 'Remove question 6' }).click();
  await shootCard(page, 'consent-builder', builder);
  await builder.getByRole('button', { name: 'Save Consent Form' }).click();
  await expect(toast(page, 'Consent Form Saved')).toBeVisible();
  await expect(builder.getByText('Version 1.')).toBeVisible();

  // The artist books the client directly: the consent form waits for the client (red).
  await page.goto('/dashboard?tab=leads');
  await page.getByRole('button', { name: new RegExp(`View Details.*${clientEmail}`) }).click();
  const details = page.getByRole('dialog');
  await bookFirstFreeTime(page, details);
  await expect(consentStatus(details, 'Consent: client to sign')).toBeVisible();
  await expect(consentSection(details).locator('[data-consent-status="client_missing"]')).toBeVisible();
  const link = await signingLinkOf(details);
  await consentSection(details).scrollIntoViewIfNeeded();
  await screenshotAtBothWidths(page, 'consent-booking-red', { fullPage: false });

  // The client, on a phone with a touch screen, opens their request page and taps the form it offers (the
  // emails carry the same link).
  const phone = await browser.newContext({ baseURL, viewport: PHONE, hasTouch: true, isMobile: true });
  const client = await phone.newPage();
  await client.goto(link.split('/consent/')[0]!);
  await expect(
    client.getByText('Cleo Consent asks you to sign a consent form before your session.', { exact: false }),
  ).toBeVisible();
  await saveScreenshot(client, '.tmp/shots/consent-request-page-phone.png');
  await client.getByRole('link', { name: 'Sign your consent form' }).tap();
  await expect(client).toHaveURL(link);
  await expect(client.getByRole('heading', { name: 'Consent form for Cleo Consent' })).toBeVisible();
  await expect(client.getByText('I have eaten before my session.')).toBeVisible();
  await screenshotAtBothWidths(client, 'consent-signing-page');
  await client.setViewportSize(PHONE);

  // Seventeen: refused on screen, naming the date of birth, and nothing is sent.
  const seventeen = new Date();
  seventeen.setFullYear(seventeen.getFullYear() - 17);
  await client.getByLabel('Full name').fill('Sam Rivers');
  await client.getByLabel('Date of birth').fill(seventeen.toISOString().slice(0, 10));
  await client.getByLabel('Photo of your ID').setInputFiles(ID_PHOTO_FILE);
  await expect(client.getByText('Chosen: id-card.png')).toBeVisible();
  await drawSignature(client, client.getByRole('img', { name: /Signature pad/ }));
  await client.getByRole('button', { name: 'Sign the form' }).click();
  await expect(
    client.getByText('You must be at least 18 to be tattooed. This date of birth is under 18.'),
  ).toBeVisible();
  await expect(client.getByLabel('Date of birth')).toHaveAttribute('aria-invalid', 'true');
  await client.getByLabel('Date of birth').scrollIntoViewIfNeeded();
  await saveScreenshot(client, '.tmp/shots/consent-under-18-phone.png');

  // The server refuses it too, naming the field (a page that skipped the check).
  const token = link.split('/r/')[1]!.split('/consent/')[0]!;
  const bookingId = link.split('/consent/')[1]!;
  const refused = await request.post(`/api/requests/${token}/consent/${bookingId}`, {
    data: {
      formVersion: 1,
      fullName: 'Sam Rivers',
      dateOfBirth: seventeen.toISOString().slice(0, 10),
      acknowledgements: Array.from({ length: 8 }, () => true),
      medicalAnswers: Array.from({ length: 5 }, () => ({ answer: 'no', detail: '' })),
      signature: ID_PHOTO_FILE.buffer.toString('base64'),
      idPhoto: { data: ID_PHOTO_FILE.buffer.toString('base64'), mimeType: 'image/png' },
    },
  });
  expect(refused.status()).toBe(400);
  expect(Object.keys(((await refused.json()) as { errors: object }).errors)).toEqual(['dateOfBirth']);

  // An adult signs: every statement, every question, the ID photo, the signature drawn again.
  await client.reload();
  await fillAndSignConsent(client, { fullName: 'Sam Rivers', dateOfBirth: '1994-03-08' });
  await screenshotAtBothWidths(client, 'consent-signed');
  await phone.close();

  // The artist: signed, their part missing (orange); the PDF opens.
  await details.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await page.getByRole('button', { name: new RegExp(`View Details.*${clientEmail}`) }).click();
  await expect(consentStatus(details, 'Consent: your part missing')).toBeVisible();
  await expect(consentSection(details).getByText(/Signed by Sam Rivers \(born 1994-03-08\)/)).toBeVisible();
  const pdfHref = await consentSection(details)
    .getByRole('link', { name: 'Open signed PDF' })
    .getAttribute('href');
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const idHref = await consentSection(details)
    .getByRole('link', { name: 'View ID photo' })
    .getAttribute('href');
  expect((await page.request.get(idHref!)).headers()['content-type']).toBe('image/jpeg');
  // Signed out, neither opens.
  expect((await request.get(pdfHref!)).status()).toBe(401);
  await consentSection(details).scrollIntoViewIfNeeded();
  await screenshotAtBothWidths(page, 'consent-booking-orange', { fullPage: false });

  // After the session the artist fills their part and signs: green.
  await consentSection(details).getByRole('button', { name: 'Fill in your part' }).click();
  const part = page.getByRole('dialog', { name: 'Your part of the consent form' });
  await part.getByLabel('Ink brand').fill('Eternal Ink');
  await part.getByLabel('Lot numbers').fill('EI-2231, EI-2240');
  await part.getByLabel('Needles').fill('3RL, 7RM');
  await drawSignature(page, part.getByRole('img', { name: /Signature pad/ }));
  await screenshotAtBothWidths(page, 'consent-artist-part', { fullPage: false });
  await part.getByRole('button', { name: 'Save and sign' }).click();
  await expect(part).toBeHidden();
  await expect(consentStatus(details, 'Consent done')).toBeVisible();
  await expect(details.getByRole('list', { name: 'Booking timeline' })).toContainText(
    'Consent form completed by you',
  );
  await consentSection(details).scrollIntoViewIfNeeded();
  await screenshotAtBothWidths(page, 'consent-booking-green', { fullPage: false });
  await details.getByRole('button', { name: 'Close' }).click();

  // The Bookings tab shows it on the appointment, with its label.
  await page.getByRole('tab', { name: 'Bookings' }).click();
  const upcoming = page.locator('section', { has: page.getByRole('heading', { name: 'Upcoming' }) });
  await expect(upcoming.getByText('Consent done', { exact: true })).toBeVisible();
  await screenshotAtBothWidths(page, 'consent-bookings-tab');
});
