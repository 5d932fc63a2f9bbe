import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { nanoid } from 'nanoid';
import { expect, signIn, toast } from './fixtures.ts';

/** A 48 px crimson disc: big enough to see in the conversation and in screenshots. */
export const REFERENCE_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAArUlEQVR42u3YMQqAQAwEwH3DgaX/8f8/sLW7wl6wFLzk4l1YYSEPGLZJsihloRoIJJBA95z18EwGyEkJszCVEmAhrNnXrT0xEwIak9JgDQCFKW+sT6Ahmi4TcjR+E9I0TpMNGqh5mDpAk+LxhITkeMyQkByPGRLy42mHJJBAAgkk0J9BLLuMbtsz3kN0FyPjTU33dTD+ZYyfK+Nvz9h+MPZDjA0aaceoWlggdtAFcS6ekgOsJ5wAAAAASUVORK5CYII=';

/** Signs in on `page` and finishes setup through the API the wizard calls; returns the artist's user id. */
export async function signInArtist(
  page: Page,
  { email, artistName, styles }: { email: string; artistName: string; styles: string[] },
): Promise<string> {
  await signIn(page, { email, name: artistName });
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc'));
  return finishSetup(page, { artistName, styles });
}

/** Finishes the signed-in user's setup through the API the wizard calls; returns their user id. */
export async function finishSetup(
  page: Page,
  { artistName, styles }: { artistName: string; styles: string[] },
) {
  const response = await page.request.patch('/api/user/preferences', {
    data: { artistName, specialtyStyles: styles, hasCompletedSetup: true },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/**
 * A client's consultation with `artistId` through the public chat API, one message per turn, then saved
 * (spec §7 POST /api/chat/consult and /api/chat/save). `request` carries no session: this is a stranger.
 */
export async function createLeadThroughChat(
  request: APIRequestContext,
  { artistId, email, lines, image }: { artistId: string; email: string; lines: string[]; image?: string },
): Promise<string> {
  const sessionId = nanoid();
  const messages: Array<Record<string, unknown>> = [];
  for (const [index, content] of lines.entries()) {
    const images = index === 0 && image ? [{ data: image, mimeType: 'image/png' }] : undefined;
    messages.push({ role: 'user', content, ...(images ? { images } : {}) });
    const consulted = await request.post('/api/chat/consult', { data: { sessionId, artistId, messages } });
    expect(consulted.status()).toBe(200);
    messages.push({
      role: 'assistant',
      content: ((await consulted.json()) as { response: string }).response,
    });
  }
  const saved = await request.post('/api/chat/save', {
    data: { sessionId, email, directionSummary: '', clarityScore: 0 },
  });
  expect(saved.status()).toBe(200);
  return ((await saved.json()) as { leadId: string }).leadId;
}

/** Runs `action` and waits for the lead PATCH it causes to succeed. */
export async function expectLeadSaved(page: Page, action: () => Promise<unknown>) {
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes('/api/admin/leads/'),
  );
  await action();
  expect((await saved).status()).toBe(200);
}

/** Settings → Availability: the artist's default hours on `days`, in UTC, saved. */
export async function saveAvailabilityInUtc(page: Page, days: string[]) {
  await page.goto('/dashboard?tab=settings');
  const availability = page.locator('section', { has: page.getByRole('heading', { name: 'Availability' }) });
  await expect(availability.getByLabel('Time zone')).toBeEnabled();
  await availability.getByLabel('Time zone').selectOption('UTC');
  for (const day of days) {
    await availability.getByRole('button', { name: `Add hours on ${day}` }).click();
  }
  await availability.getByRole('button', { name: 'Save Availability' }).click();
  await expect(toast(page, 'Availability Saved')).toBeVisible();
}

/** From the open lead details, books the first free time of the default session with "Book directly". */
export async function bookFirstFreeTime(page: Page, details: Locator) {
  await details.getByRole('button', { name: 'Book directly' }).click();
  const book = page.getByRole('dialog', { name: 'Book directly' });
  await book.locator('button[aria-pressed]').first().click();
  await book.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(toast(page, 'Booked')).toBeVisible();
}
