import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { REFERENCE_PNG } from './lead-fixtures.ts';

/**
 * Consent forms in journeys (issue #26 item 4, decision 064), for any journey that needs a booking's form
 * signed (aftercare's too): the artist's booking section, the client's signing page, the drawn signature.
 */

/** The consent part of a booking in the lead's details. */
export const consentSection = (scope: Page | Locator) => scope.getByRole('region', { name: 'Consent form' });

/** The status badge by its label (the colour is never alone): 'Consent: client to sign' and so on. */
export const consentStatus = (scope: Page | Locator, label: string) =>
  consentSection(scope).getByText(label, { exact: true });

/** The client's signing link, as the booking section offers it to the artist. */
export async function signingLinkOf(scope: Page | Locator): Promise<string> {
  const link = consentSection(scope).getByRole('link', { name: 'Open the signing page' });
  const href = await link.getAttribute('href');
  expect(href, 'the signing link').toMatch(/\/r\/[\w-]+\.[\w-]+\/consent\/[\w-]+$/);
  return href!;
}

/** Draws a signature on a pad with pointer moves (a mouse, or a finger in a touch context: pointer events). */
export async function drawSignature(page: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(0.1, 0.6));
  await page.mouse.down();
  for (const [x, y] of [
    [0.2, 0.3],
    [0.3, 0.7],
    [0.45, 0.35],
    [0.6, 0.65],
    [0.75, 0.4],
    [0.9, 0.55],
  ] as const) {
    await page.mouse.move(...at(x, y), { steps: 4 });
  }
  await page.mouse.up();
}

/** An ID photo as the file input takes it (a small PNG; the server re-encodes it). */
export const ID_PHOTO_FILE = {
  name: 'id-card.png',
  mimeType: 'image/png',
  buffer: Buffer.from(REFERENCE_PNG, 'base64'),
};

/**
 * Fills in the whole signing page as the client (English words) and signs: name, date of birth, every
 * statement ticked, every question answered no, the ID photo when asked, a drawn signature.
 */
export async function fillAndSignConsent(
  client: Page,
  { fullName = 'Sam Rivers', dateOfBirth = '1994-03-08' }: { fullName?: string; dateOfBirth?: string } = {},
) {
  await client.getByLabel('Full name').fill(fullName);
  await client.getByLabel('Date of birth').fill(dateOfBirth);
  for (const box of await client.getByRole('checkbox').all()) await box.check();
  for (const group of await client.getByRole('group').all()) {
    const no = group.getByRole('radio', { name: 'No' });
    if (await no.count()) await no.check();
  }
  const photo = client.getByLabel('Photo of your ID');
  if (await photo.count()) await photo.setInputFiles(ID_PHOTO_FILE);
  await drawSignature(client, client.getByRole('img', { name: /Signature pad/ }));
  await client.getByRole('button', { name: 'Sign the form' }).click();
  await expect(client.getByRole('heading', { name: 'Signed. Thank you!' })).toBeVisible();
}
