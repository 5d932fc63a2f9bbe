import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ArtistFilter } from '#client/components/studio/artist-filter.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { cn } from '#client/lib/cn.ts';
import type { InboxThread, InboxThreadList } from '#common/contracts/inbox.ts';
import { getInboxCommentsQueryOptions, getInboxThreadsQueryOptions } from '../api/inbox-api.ts';
import { CommentsTab } from './comments-tab.tsx';
import { InboxSwitch } from './inbox-switch.tsx';
import { ThreadList } from './thread-list.tsx';
import { type InboxViewer, ThreadView } from './thread-view.tsx';
import { useUpdateInboxSettings } from './use-update-inbox-settings.ts';

/**
 * The Inbox tab (issue #10): Messages (the Instagram threads) and Comments (issue #25: each comment on the
 * artist's posts and its private reply, with the count in the tab's label). Polls every few seconds so new
 * DMs and comments appear without a reload. A studio's owner and front desk see every member's threads, each naming
 * its artist, with a filter by artist (decision 073); `renderThreadStudio` adds their Reassign under a thread.
 */
export function InboxPanel({
  onOpenLead,
  viewerId,
  hasOwnAccount,
  renderThreadStudio,
}: {
  onOpenLead: (leadId: string) => void;
  viewerId: string;
  /**
   * False for a studio's front desk: no Instagram account of its own, so no assistant switch and no comments (both
   * the viewer's own), only the studio's messages (decision 073).
   */
  hasOwnAccount: boolean;
  renderThreadStudio?: (thread: InboxThread) => ReactNode;
}) {
  const threads = useQuery(getInboxThreadsQueryOptions());
  const comments = useQuery({ ...getInboxCommentsQueryOptions(), enabled: hasOwnAccount });
  const sent = comments.data?.repliesSentLastWeek;
  const messages = (
    <Messages
      threads={threads}
      onOpenLead={onOpenLead}
      viewerId={viewerId}
      hasOwnAccount={hasOwnAccount}
      renderThreadStudio={renderThreadStudio}
    />
  );

  return (
    <Card aria-labelledby="inbox-title">
      <CardHeader className="gap-3 sm:flex sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <CardTitle id="inbox-title">Inbox</CardTitle>
          <CardDescription>
            {hasOwnAccount
              ? 'Your Instagram DMs and comments. The assistant answers tattoo inquiries; you take over any time.'
              : 'The studio’s Instagram DMs. The assistant answers tattoo inquiries; you take over any time.'}
          </CardDescription>
        </div>
        {threads.data && hasOwnAccount ? <AssistantSwitch isBotPaused={threads.data.isBotPaused} /> : null}
      </CardHeader>
      <CardContent>
        {hasOwnAccount ? (
          <Tabs defaultValue="messages">
            <TabsList aria-label="Inbox views" className="sm:w-fit">
              <TabsTrigger value="messages">Messages</TabsTrigger>
              <TabsTrigger value="comments">
                Comments
                {sent === undefined ? null : (
                  <span className="font-normal">
                    {' '}
                    · {sent} {sent === 1 ? 'reply' : 'replies'} sent in 7 days
                  </span>
                )}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="messages" className="mt-4">
              {messages}
            </TabsContent>
            <TabsContent value="comments" className="mt-4">
              <CommentsTab list={comments.data} />
            </TabsContent>
          </Tabs>
        ) : (
          messages
        )}
      </CardContent>
    </Card>
  );
}

/** Threads on the left, the open thread on the right; at phone width the list, then the thread with a way back. */
function Messages({
  threads,
  onOpenLead,
  viewerId,
  hasOwnAccount,
  renderThreadStudio,
}: {
  threads: UseQueryResult<InboxThreadList>;
  onOpenLead: (leadId: string) => void;
  viewerId: string;
  hasOwnAccount: boolean;
  renderThreadStudio?: (thread: InboxThread) => ReactNode;
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [artistFilter, setArtistFilter] = useState('all');
  const artists = threads.data?.artists ?? [];
  // A studio's owner or front desk: several artists' threads, or (front desk) someone else's.
  const isTeam = artists.length > 1 || (artists.length === 1 && artists[0]!.id !== viewerId);
  const viewer: InboxViewer = {
    viewerId,
    isTeam,
    isInStudio: threads.data?.isInStudio ?? false,
    hasOwnAccount,
  };
  const list = (threads.data?.threads ?? []).filter(
    (thread) => artistFilter === 'all' || thread.artistId === artistFilter,
  );
  if (threads.isError)
    return <p className="text-mist">Could not load the inbox. It will try again in a few seconds.</p>;
  if (!threads.data) return <p className="text-mist">Loading…</p>;
  if (artistFilter === 'all' && list.length === 0) {
    return (
      <p className="text-mist">
        {hasOwnAccount
          ? 'No messages yet. Once Instagram is connected (Settings → Integrations), new DMs show up here.'
          : 'No messages yet. DMs to the studio’s artists on Instagram show up here.'}
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <WaitingNotice list={threads.data} />
      {artists.length > 1 ? (
        <ArtistFilter artists={artists} value={artistFilter} onChange={setArtistFilter} />
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <div className={cn(openId && 'hidden lg:block')}>
          {list.length ? (
            <ThreadList
              threads={list}
              isInstagramConnected={threads.data.isInstagramConnected}
              viewer={viewer}
              openId={openId}
              onOpen={setOpenId}
            />
          ) : (
            <p className="text-mist">No conversations for this artist yet.</p>
          )}
        </div>
        {openId ? (
          <ThreadView
            threadId={openId}
            viewer={viewer}
            onBack={() => setOpenId(null)}
            onOpenLead={onOpenLead}
            renderStudio={renderThreadStudio}
          />
        ) : (
          <p className="hidden self-center text-center text-mist lg:block">
            Choose a conversation to read it.
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * Says when the assistant is switched off (new DMs get no answer) and how many conversations wait for the
 * artist, so a DM nobody will answer is never left unseen.
 */
function WaitingNotice({ list }: { list: InboxThreadList }) {
  const count = list.needsArtistCount;
  const waiting =
    count === 0 ? null : `${count} ${count === 1 ? 'conversation needs' : 'conversations need'} your reply.`;
  if (!list.isBotPaused && !waiting) return null;
  return (
    <p
      role="status"
      className="rounded-xl border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-100"
    >
      {list.isBotPaused ? 'The assistant is switched off: new DMs get no answer until you reply. ' : null}
      {waiting}
    </p>
  );
}

/** The account-wide kill switch; comment replies have their own settings in the Comments tab. */
function AssistantSwitch({ isBotPaused }: { isBotPaused: boolean }) {
  const update = useUpdateInboxSettings();
  return (
    <div className="text-sm">
      <InboxSwitch
        label="Assistant answers DMs"
        checked={!isBotPaused}
        disabled={update.isPending}
        onChange={(on) => update.mutate({ isBotPaused: !on })}
      />
    </div>
  );
}
