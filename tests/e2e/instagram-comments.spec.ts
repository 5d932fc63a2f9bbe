import {
  expect,
  newArtistEmail,
  screenshotAtBothWidths,
  seriousA11yViolations,
  signIn,
  test,
  toast,
} from './fixtures.ts';
import { connectSandboxAccount } from './instagram-fixtures.ts';

const REPLY_TEXT = 'Thanks for the love! DM me your idea, size and placement and I’ll send a quote 🌹';
const COMMENT = 'How much would this cost on my forearm?';

test('turn comment replies on, edit the text, comment in the sandbox, see the reply in the Comments log and as a DM', async ({
  page,
}) => {
  // A whole comment journey plus screenshots at two widths: more than 30 s on a loaded machine.
  test.slow();
  await signIn(page, { email: newArtistEmail('comments'), name: 'Wren Vale' });
  await expect(page).toHaveURL(/\/setup$/);
  const setup = await page.request.patch('/api/user/preferences', {
    data: { artistName: 'Wren Vale Tattoo', specialtyStyles: ['Minimalist'], hasCompletedSetup: true },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(setup.status()).toBe(200);
  const account = `wren_${Date.now().toString(36)}`;
  await connectSandboxAccount(page, account);

  await page.goto('/dashboard?tab=inbox');
  const inbox = page.getByRole('region', { name: 'Inbox' });
  await inbox.getByRole('tab', { name: /^Comments · 0 replies sent in 7 days$/ }).click();
  const settings = inbox.getByRole('region', { name: 'Comment replies' });
  await settings.getByRole('switch', { name: 'Invite commenters asking about price to DM' }).click();
  await expect(
    settings.getByRole('switch', { name: 'Invite commenters asking about price to DM' }),
  ).toBeChecked();

  // The text starts as the default naming the account; an empty one is refused, naming the field.
  const text = settings.getByLabel('Reply text');
  await expect(text).toHaveValue(new RegExp(`^Thanks for asking! Send @${account} a DM`));
  await text.fill('   ');
  await settings.getByRole('button', { name: 'Save reply text' }).click();
  await expect(settings.getByText('Reply text is required')).toBeVisible();
  await text.fill(REPLY_TEXT);
  await expect(settings.getByTestId('comment-reply-preview')).toHaveText(REPLY_TEXT);
  await settings.getByRole('button', { name: 'Save reply text' }).click();
  await expect(toast(page, 'Reply text saved')).toBeVisible();
  await screenshotAtBothWidths(page, 'inbox-comment-settings');

  // A client comments on the sandbox account's newest post, through the real webhook path.
  await page.goto('/instagram-sandbox');
  await page.getByLabel('Client username').fill('fern.client');
  const commentForm = page.getByRole('region', { name: 'Comment on a post' });
  await expect(commentForm.getByLabel('Post')).not.toHaveValue('');
  await commentForm.getByLabel('Comment').fill(COMMENT);
  await commentForm.getByRole('button', { name: 'Post' }).click();
  await expect(commentForm.getByRole('status')).toHaveText(`Commented: “${COMMENT}”`);
  // The private reply arrives as a DM from the account to that client.
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(REPLY_TEXT)).toBeVisible();
  await screenshotAtBothWidths(page, 'sandbox-comment');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto('/dashboard?tab=inbox');
  await inbox.getByRole('tab', { name: /^Comments · 1 reply sent in 7 days$/ }).click();
  await expect(inbox.getByText('1 comment reply sent in the last 7 days')).toBeVisible();
  const entry = inbox.getByRole('list', { name: 'Comments' }).getByRole('listitem').first();
  await expect(entry.getByText('@fern.client')).toBeVisible();
  await expect(entry.getByText(COMMENT)).toBeVisible();
  await expect(entry.getByText(/^Reply sent/)).toBeVisible();
  await expect(entry.getByText(REPLY_TEXT)).toBeVisible();

  // In Messages, the reply opened the commenter's thread, marked as the private reply it is.
  await inbox.getByRole('tab', { name: 'Messages' }).click();
  await inbox
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: /@fern\.client/ })
    .click();
  const thread = inbox.getByRole('region', { name: 'Conversation with @fern.client' });
  await expect(thread.getByText('Private reply to their comment')).toBeVisible();
  await expect(thread.getByText(REPLY_TEXT)).toBeVisible();
  await screenshotAtBothWidths(page, 'inbox-comment-reply-thread');

  // A comment that is no inquiry is logged too, with why it got no reply.
  await page.goto('/instagram-sandbox');
  await page.getByLabel('Client username').fill('moss.client');
  await commentForm.getByLabel('Comment').fill('Gorgeous linework!');
  await commentForm.getByRole('button', { name: 'Post' }).click();
  await expect(commentForm.getByRole('status')).toHaveText('Commented: “Gorgeous linework!”');
  await page.goto('/dashboard?tab=inbox');
  await inbox.getByRole('tab', { name: /^Comments/ }).click();
  const newest = inbox.getByRole('list', { name: 'Comments' }).getByRole('listitem').first();
  await expect(newest.getByText('Not replied: not about price or booking')).toBeVisible();
  await screenshotAtBothWidths(page, 'inbox-comments-log');
  expect(await seriousA11yViolations(page)).toEqual([]);
});
