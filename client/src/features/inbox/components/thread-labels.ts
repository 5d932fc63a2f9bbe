import type {
  InboxMessage,
  InboxThreadSummary,
  MessagingWindowDto,
  ThreadHandling,
} from '#common/contracts/inbox.ts';
import { studioActorLabel } from '#common/contracts/studios.ts';

export const HANDLING_LABELS: Record<ThreadHandling, string> = {
  bot: 'Assistant',
  human_requested: 'Wants a person',
  human: 'You',
};

/** The window in words: how long the assistant, or only a person, may still answer (issue #10). */
export function windowLabel(window: MessagingWindowDto, now: number): string {
  if (window.state === 'closed' || !window.closesAt)
    return 'Window closed: Instagram accepts no reply until the client writes again';
  const left = formatDuration(new Date(window.closesAt).getTime() - now);
  return window.state === 'open' ? `${left} left to reply` : `Only you can reply: ${left} left (human agent)`;
}

function formatDuration(ms: number): string {
  const hours = Math.max(0, Math.floor(ms / 3_600_000));
  if (hours >= 24) return `${Math.floor(hours / 24)} d ${hours % 24} h`;
  if (hours >= 1) return `${hours} h`;
  return `${Math.max(1, Math.ceil(ms / 60_000))} min`;
}

export const AUTHOR_LABELS: Record<InboxMessage['author'], string> = {
  client: 'Client',
  bot: 'Assistant',
  artist: 'You',
};

/**
 * Who wrote a message, as the viewer reads it, in the thread and in the list alike: "You" for their own; who at the
 * studio replied for the artist ("Dana (front desk)"); the artist's name when the owner or front desk reads the
 * artist's own reply (decision 073).
 */
export function authorLabel(
  message: Pick<InboxMessage, 'author' | 'sentBy'>,
  thread: Pick<InboxThreadSummary, 'artistId' | 'artistName'>,
  viewerId: string,
): string {
  if (message.author !== 'artist') return AUTHOR_LABELS[message.author];
  const writerId = message.sentBy?.id ?? thread.artistId;
  if (writerId === viewerId) return AUTHOR_LABELS.artist;
  return message.sentBy ? studioActorLabel(message.sentBy) : thread.artistName;
}

/** A line under an outgoing message saying where it is, or why it did not go. */
export function deliveryLabel(message: InboxMessage): string | null {
  if (message.author === 'client') return null;
  if (message.status === 'refused' || message.status === 'failed') return message.error ?? 'Not sent';
  if (message.status === 'queued' || message.status === 'sending') {
    return message.error ? `Sending again soon (${message.error.replace(/^Retrying: /, '')})` : 'Sending…';
  }
  return message.tag === 'HUMAN_AGENT' ? 'Sent as a human agent' : 'Sent';
}
