import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { cn } from '#client/lib/cn.ts';
import { formatDateTime } from '#client/lib/format-date-time.ts';
import type { InboxMessage, InboxThread, UpdateInboxThread } from '#common/contracts/inbox.ts';
import { routingByWords } from '#common/contracts/studios.ts';
import { getInboxThreadQueryOptions, INBOX_QUERY_KEY, updateThread } from '../api/inbox-api.ts';
import { HandlingBadge } from './handling-badge.tsx';
import { ReplyForm } from './reply-form.tsx';
import { authorLabel, deliveryLabel, windowLabel } from './thread-labels.ts';

/**
 * Who reads the Inbox: "You" is the viewer; a studio's owner and front desk (`isTeam`) read members' threads, and
 * anyone in a studio (`isInStudio`) shares their threads with its owner and front desk. A studio's front desk has no
 * Instagram account of its own (`hasOwnAccount` false): a disconnected account is its artist's to reconnect.
 */
export interface InboxViewer {
  viewerId: string;
  isTeam: boolean;
  isInStudio: boolean;
  hasOwnAccount: boolean;
}

/**
 * One thread: its messages (images included), who answers it, and the reply box; for a studio, whose thread it is,
 * how it got there, and `renderStudio` (the owner's and front desk's Reassign).
 */
export function ThreadView({
  threadId,
  viewer,
  onBack,
  onOpenLead,
  renderStudio,
}: {
  threadId: string;
  viewer: InboxViewer;
  onBack: () => void;
  onOpenLead: (leadId: string) => void;
  renderStudio?: (thread: InboxThread) => ReactNode;
}) {
  const thread = useQuery(getInboxThreadQueryOptions(threadId));
  if (!thread.data) {
    return <p className="text-mist">{thread.isError ? 'Could not load this conversation.' : 'Loading…'}</p>;
  }
  return (
    <LoadedThread
      thread={thread.data}
      viewer={viewer}
      onBack={onBack}
      onOpenLead={onOpenLead}
      studio={renderStudio?.(thread.data)}
    />
  );
}

function LoadedThread({
  thread,
  viewer,
  onBack,
  onOpenLead,
  studio,
}: {
  thread: InboxThread;
  viewer: InboxViewer;
  onBack: () => void;
  onOpenLead: (leadId: string) => void;
  studio: ReactNode;
}) {
  return (
    <section aria-label={`Conversation with ${thread.clientName}`} className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" size="sm" className="lg:hidden" onClick={onBack}>
          ← All conversations
        </Button>
        <h3 className="truncate text-lg font-semibold">{thread.clientName}</h3>
        <HandlingBadge
          handling={thread.handling}
          isPaused={thread.isBotPaused}
          isInStudio={viewer.isInStudio}
        />
        {thread.lead ? (
          <Button size="sm" variant="outline" onClick={() => onOpenLead(thread.lead!.id)}>
            Lead · {thread.lead.fitScore} fit: open details
          </Button>
        ) : null}
        {thread.isOptedOut ? (
          <span className="text-xs text-mist">Opted out of automated messages (STOP)</span>
        ) : null}
      </div>
      <StudioLine thread={thread} isTeam={viewer.isTeam} />
      {studio}
      <ThreadControls thread={thread} />
      {/* Newest last, and the scroll starts at the bottom (column-reverse), as in any messenger. */}
      <ol className="flex max-h-[28rem] flex-col-reverse gap-3 overflow-y-auto rounded-xl border border-ink-600 bg-ink-950/60 p-3">
        {[...thread.messages].reverse().map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            author={authorLabel(message, thread, viewer.viewerId)}
          />
        ))}
      </ol>
      {thread.isInstagramConnected ? (
        <>
          <p className="text-sm text-mist">{windowLabel(thread.window, Date.now())}</p>
          {thread.window.state === 'closed' ? null : <ReplyForm threadId={thread.id} />}
        </>
      ) : (
        <DisconnectedNotice hasOwnAccount={viewer.hasOwnAccount} />
      )}
    </section>
  );
}

/** Nothing can be sent while Instagram is disconnected: no reply box, and the way back (or whose it is). */
function DisconnectedNotice({ hasOwnAccount }: { hasOwnAccount: boolean }) {
  return (
    <p
      role="status"
      className="rounded-xl border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-100"
    >
      Instagram is disconnected, so replies cannot be sent.{' '}
      {hasOwnAccount ? (
        <>
          <Link href="/dashboard?tab=settings" className="focus-ring rounded font-semibold underline">
            Reconnect it in Settings → Integrations
          </Link>
          .
        </>
      ) : (
        'The artist whose account it is can reconnect it in their Settings → Integrations.'
      )}
    </p>
  );
}

function ThreadControls({ thread }: { thread: InboxThread }) {
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: (data: UpdateInboxThread) => updateThread({ threadId: thread.id, data }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY }),
    onError: () =>
      toast({ title: 'Could not save', description: 'Please try again.', variant: 'destructive' }),
  });
  return (
    <div className="flex flex-wrap gap-2">
      {thread.handling === 'bot' ? null : (
        <Button
          size="sm"
          variant="secondary"
          disabled={update.isPending}
          onClick={() => update.mutate({ handling: 'bot' })}
        >
          Hand back to assistant
        </Button>
      )}
      <Button
        size="sm"
        variant="outline"
        disabled={update.isPending}
        onClick={() => update.mutate({ isBotPaused: !thread.isBotPaused })}
      >
        {thread.isBotPaused ? 'Resume assistant here' : 'Pause assistant here'}
      </Button>
    </div>
  );
}

/**
 * Whose thread it is (for a studio's owner and front desk) and how it came to them: reassigned by whom and why, or
 * routed from the studio's Instagram account (decision 073). Nothing for an artist's own thread that never moved.
 */
function StudioLine({ thread, isTeam }: { thread: InboxThread; isTeam: boolean }) {
  const { routing } = thread;
  if (!isTeam && !routing) return null;
  const how = routing
    ? `${routing.how === 'reassigned' ? `Reassigned${routingByWords(routing)}` : 'Routed'}: ${routing.reason}`
    : null;
  return (
    <p className="text-sm text-mist">
      {isTeam ? (
        <>
          With <span className="font-semibold text-bone">{thread.artistName}</span>
          {how ? ' · ' : null}
        </>
      ) : null}
      {how}
    </p>
  );
}

function MessageBubble({ message, author }: { message: InboxMessage; author: string }) {
  const isClient = message.author === 'client';
  const delivery = deliveryLabel(message);
  const isProblem = message.status === 'failed' || message.status === 'refused' || Boolean(message.error);
  return (
    <li className={cn('grid max-w-[85%] gap-1', isClient ? 'self-start' : 'self-end text-right')}>
      <span className="text-xs text-mist">
        {author} · {formatDateTime(message.createdAt)}
      </span>
      {message.replyToStoryId ? <span className="text-xs text-mist">Replied to your story</span> : null}
      {message.note === 'comment-reply' ? (
        <span className="text-xs text-mist">Private reply to their comment</span>
      ) : null}
      <div
        className={cn(
          'rounded-2xl px-3 py-2 text-left break-words whitespace-pre-wrap',
          isClient ? 'bg-ink-700 text-bone' : 'bg-accent/20 text-bone',
        )}
      >
        {message.note === 'unsent' ? <em className="text-mist">Unsent by the client</em> : message.text}
        {message.note === 'story-mention' ? (
          <em className="text-mist">Mentioned you in their story</em>
        ) : null}
        {message.attachments.map((attachment) =>
          attachment.imageUrl ? (
            // Copied into Inkdesk's storage (decision 027): Meta's own links expire within days.
            <a key={attachment.imageUrl} href={attachment.imageUrl} target="_blank" rel="noreferrer">
              <img src={attachment.imageUrl} alt="Sent by the client" className="mt-2 max-h-48 rounded-lg" />
            </a>
          ) : null,
        )}
        {message.attachments.some((attachment) => attachment.isUnsaved) ? (
          <em className="mt-2 block text-mist">An image that could not be saved</em>
        ) : null}
      </div>
      {delivery ? (
        <span className={cn('text-xs', isProblem ? 'text-rose-300' : 'text-mist')}>{delivery}</span>
      ) : null}
    </li>
  );
}
