import { expect, newArtistEmail, openHydrated, screenshotAtBothWidths, test } from './fixtures.ts';
import { expectLeadSaved, signInArtist } from './lead-fixtures.ts';

const ASKS_FOR_A_PERSON = 'can I talk to a real person? I want a geometric wolf on my left forearm';

test('a client who asks for a person in the web chat: told so, the lead says "Wants a person" until marked handled', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  await signInArtist(page, {
    email: newArtistEmail('person'),
    artistName: 'Noa Reyes Ink',
    styles: ['Geometric', 'Blackwork'],
  });
  const profile = await page.request.patch('/api/user/preferences', {
    data: { instagramHandle: `noa.reyes.${stamp}` },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(profile.status()).toBe(200);
  const { publicHandle } = (await profile.json()) as { publicHandle: string };

  // The client, in a browser of their own, on the artist's page.
  const client = await (await browser.newContext()).newPage();
  await openHydrated(client, `/a/${publicHandle}`);
  const chat = client.getByRole('region', { name: 'Consultation assistant' });
  const answered = client.waitForResponse((response) => response.url().endsWith('/api/chat/consult'));
  await chat.getByRole('textbox', { name: 'Message' }).fill(ASKS_FOR_A_PERSON);
  await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
  expect((await answered).status()).toBe(200);
  await expect(chat.getByRole('log')).toContainText(
    "I'll let Noa Reyes Ink know you'd like to talk in person",
  );
  await chat.getByRole('button', { name: 'Save Conversation' }).click();
  const saveDialog = client.getByRole('dialog', { name: 'Save Conversation' });
  await saveDialog.getByLabel('Email').fill(`person-${stamp}@example.com`);
  await saveDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveDialog).toBeHidden();
  await client.context().close();

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Leads' }).click();
  const card = page.getByRole('list', { name: 'Leads' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  const notice = card.getByRole('region', { name: 'Wants a person' });
  await expect(notice).toBeVisible();
  // The tattoo in the same message made the lead.
  await expect(card).toContainText('Geometric');
  await expect(card).toContainText(/left forearm/i);
  await screenshotAtBothWidths(page, 'lead-wants-a-person');

  await expectLeadSaved(page, () => notice.getByRole('button', { name: 'Mark handled' }).click());
  await expect(notice).toBeHidden();
  await page.reload();
  await page.getByRole('tab', { name: 'Leads' }).click();
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('region', { name: 'Wants a person' })).toBeHidden();
});
