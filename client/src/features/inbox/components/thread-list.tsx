import { cn } from '#client/lib/cn.ts';
import { formatDateTime } from '#client/lib/format-date-time.ts';
import type { InboxThreadSummary } from '#common/contracts/inbox.ts';
import { HandlingBadge } from './handling-badge.tsx';
import { authorLabel, windowLabel } from './thread-labels.ts';
import type { InboxViewer } from './thread-view.tsx';

/**
 * The threads, newest first: who, the last message, who answers, the window and the linked lead; for a studio's
 * owner and front desk (`isTeam`), whose thread it is.
 */
export function ThreadList({
  threads,
  isInstagramConnected,
  viewer: { viewerId, isTeam, isInStudio },
  openId,
  onOpen,
}: {
  threads: InboxThreadSummary[];
  isInstagramConnected: boolean;
  viewer: InboxViewer;
  openId: string | null;
  onOpen: (id: string) => void;
}) {
  const now = Date.now();
  return (
    <ul aria-label="Conversations" className="grid gap-2">
      {threads.map((thread) => (
        <li key={thread.id}>
          <button
            type="button"
            onClick={() => onOpen(thread.id)}
            aria-current={thread.id === openId ? 'true' : undefined}
            className={cn(
              'focus-ring grid w-full gap-1 rounded-xl border border-ink-600 bg-ink-900/60 p-3 text-left hover:border-bone/40',
              thread.id === openId && 'border-accent',
            )}
          >
            <span className="flex flex-wrap items-center justify-between gap-2">
              <span className="truncate font-semibold text-bone">{thread.clientName}</span>
              <HandlingBadge
                handling={thread.handling}
                isPaused={thread.isBotPaused}
                isInStudio={isInStudio}
              />
            </span>
            {thread.lastMessage ? (
              <span className="line-clamp-2 text-sm text-mist">
                <span className="font-semibold">
                  {authorLabel(thread.lastMessage, thread, viewerId)}
                  {thread.lastMessage.isUnsent ? ' (not sent)' : ''}:
                </span>{' '}
                {thread.lastMessage.text}
              </span>
            ) : null}
            <span className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-mist">
              {isTeam ? <span className="font-semibold text-bone">With {thread.artistName}</span> : null}
              <span>{formatDateTime(thread.lastMessageAt)}</span>
              <span>{isInstagramConnected ? windowLabel(thread.window, now) : 'Instagram disconnected'}</span>
              {thread.lead ? (
                <span className="text-emerald-300">Lead · {thread.lead.fitScore} fit</span>
              ) : null}
              {thread.hasSendProblem ? <span className="text-rose-300">Send problem</span> : null}
              {thread.needsArtist ? (
                <span className="font-semibold text-amber-200">Needs your reply</span>
              ) : null}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
