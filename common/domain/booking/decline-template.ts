/**
 * The polite decline the artist starts from (issue #14 "Decline with a polite template"); they edit it before
 * it is sent. It thanks the client, says no without a reason to argue with, and leaves the door open.
 */
export function declineTemplate({
  clientName,
  artistName,
}: {
  clientName: string | null;
  artistName: string | null;
}): string {
  const greeting = clientName ? `Hi ${clientName.split(/\s+/)[0]},` : 'Hi,';
  const signature = artistName ? `\n\n${artistName}` : '';
  return `${greeting}\n\nThank you for thinking of me for your tattoo and for taking the time to share your idea. After looking at it carefully, I don't think I'm the right artist for this project, so I won't be able to take it on.\n\nI hope you find an artist who is a great fit, and I wish you the best with it.${signature}`;
}
