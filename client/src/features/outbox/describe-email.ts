import type { OutboxEmailSummary } from '#common/contracts/outbox.ts';

/** How the Outbox names an email's state: where it went, or why it has not yet. */
export function statusText(email: Pick<OutboxEmailSummary, 'status' | 'transport' | 'attempts'>): string {
  if (email.status === 'sent') return email.transport === 'smtp' ? 'Sent' : 'In outbox';
  if (email.status === 'failed') return 'Failed';
  if (email.status === 'held') return 'Waiting for the client to confirm';
  return email.attempts > 0 ? 'Retrying' : 'Queued';
}

/** lead-received → Lead received. */
export const kindText = (kind: string) => {
  const words = kind.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
