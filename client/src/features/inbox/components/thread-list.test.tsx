import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { InboxThreadSummary } from '#common/contracts/inbox.ts';
import { ThreadList } from './thread-list.tsx';

afterEach(cleanup);

const dana = { id: 'desk-1', name: 'Dana', role: 'front_desk' as const };

/** A thread of Mia's whose last message is a reply: Mia's own (`sentBy` null) or one the studio sent for her. */
const threadEndingWith = (id: string, sentBy: typeof dana | null): InboxThreadSummary => ({
  id,
  clientName: `client.${id}`,
  handling: 'human',
  isOptedOut: false,
  isBotPaused: false,
  lastMessage: {
    text: `reply on ${id}`,
    author: 'artist',
    createdAt: '2026-11-20T10:00:00.000Z',
    isUnsent: false,
    sentBy,
  },
  lastMessageAt: '2026-11-20T10:00:00.000Z',
  window: { state: 'open', closesAt: '2026-11-21T10:00:00.000Z' },
  lead: null,
  hasSendProblem: false,
  needsArtist: false,
  artistId: 'mia-1',
  artistName: 'Mia Hart',
  routing: null,
});

const threads = [threadEndingWith('by-desk', dana), threadEndingWith('by-mia', null)];

/** The list's last-message line of a thread: "<who>: <text>" (its text node sits beside the author's span). */
function lastLineOf(threadId: string): string {
  const list = screen.getByRole('list', { name: 'Conversations' });
  return within(list).getByText(`reply on ${threadId}`).textContent ?? '';
}

function renderFor(viewerId: string, isInStudio = true) {
  render(
    <ThreadList
      threads={threads}
      isInstagramConnected
      viewer={{ viewerId, isTeam: viewerId !== 'mia-1', isInStudio, hasOwnAccount: viewerId !== dana.id }}
      openId={null}
      onOpen={() => {}}
    />,
  );
}

describe('ThreadList: who wrote the last reply (decision 073)', () => {
  it('says "You" to the front desk for their own reply, and names the artist for hers', () => {
    renderFor(dana.id);
    expect(lastLineOf('by-desk')).toBe('You: reply on by-desk');
    expect(lastLineOf('by-mia')).toBe('Mia Hart: reply on by-mia');
    // Taken over by a person of the studio, not necessarily the reader.
    expect(screen.getAllByText('A person')).toHaveLength(2);
  });

  it('names the front desk to the artist and to the owner, and says "You" to the artist for her own', () => {
    renderFor('mia-1');
    expect(lastLineOf('by-desk')).toBe('Dana (front desk): reply on by-desk');
    expect(lastLineOf('by-mia')).toBe('You: reply on by-mia');
    expect(screen.getAllByText('A person')).toHaveLength(2);
    cleanup();
    renderFor('owner-1');
    expect(lastLineOf('by-desk')).toBe('Dana (front desk): reply on by-desk');
    expect(lastLineOf('by-mia')).toBe('Mia Hart: reply on by-mia');
  });

  it('says "You" on a thread a person took over only to an artist in no studio', () => {
    renderFor('mia-1', false);
    expect(screen.getAllByText('You')).toHaveLength(2);
  });
});
