import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { cn } from '#client/lib/cn.ts';
import type { InboxSettings, InboxThreadList } from '#common/contracts/inbox.ts';
import { getInboxThreadsQueryOptions, INBOX_QUERY_KEY, updateInboxSettings } from '../api/inbox-api.ts';
import { ThreadList } from './thread-list.tsx';
import { ThreadView } from './thread-view.tsx';

/**
 * The Inbox tab (issue #10): Instagram threads on the left, the open thread on the right; at phone width
 * the list, then the thread with a way back. Polls every few seconds so new DMs appear without a reload.
 */
export function InboxPanel({ onOpenLead }: { onOpenLead: (leadId: string) => void }) {
  const threads = useQuery(getInboxThreadsQueryOptions());
  const [openId, setOpenId] = useState<string | null>(null);
  const list = threads.data?.threads ?? [];

  return (
    <Card aria-labelledby="inbox-title">
      <CardHeader className="gap-3 sm:flex sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <CardTitle id="inbox-title">Inbox</CardTitle>
          <CardDescription>
            Your Instagram DMs. The assistant answers tattoo inquiries; you take over any time.
          </CardDescription>
        </div>
        {threads.data ? <AccountSwitches settings={threads.data} /> : null}
      </CardHeader>
      <CardContent>
        {threads.isError ? (
          <p className="text-mist">Could not load the inbox. It will try again in a few seconds.</p>
        ) : !threads.data ? (
          <p className="text-mist">Loading…</p>
        ) : list.length === 0 ? (
          <p className="text-mist">
            No messages yet. Once Instagram is connected (Settings → Integrations), new DMs show up here.
          </p>
        ) : (
          <div className="grid gap-4">
            <WaitingNotice list={threads.data} />
            <div className="grid gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
              <div className={cn(openId && 'hidden lg:block')}>
                <ThreadList
                  threads={list}
                  isInstagramConnected={threads.data.isInstagramConnected}
                  openId={openId}
                  onOpen={setOpenId}
                />
              </div>
              {openId ? (
                <ThreadView threadId={openId} onBack={() => setOpenId(null)} onOpenLead={onOpenLead} />
              ) : (
                <p className="hidden self-center text-center text-mist lg:block">
                  Choose a conversation to read it.
                </p>
              )}
            </div>
          </div>
        )}
      </CardContent>
    </Card>
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

function AccountSwitches({ settings }: { settings: InboxSettings }) {
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: updateInboxSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY }),
    onError: () =>
      toast({ title: 'Could not save', description: 'Please try again.', variant: 'destructive' }),
  });
  return (
    <div className="grid gap-2 text-sm">
      <Switch
        label="Assistant answers DMs"
        checked={!settings.isBotPaused}
        disabled={update.isPending}
        onChange={(on) => update.mutate({ isBotPaused: !on })}
      />
      <Switch
        label="Invite commenters asking about price to DM"
        checked={settings.isCommentRepliesOn}
        disabled={update.isPending}
        onChange={(on) => update.mutate({ isCommentRepliesOn: on })}
      />
    </div>
  );
}

function Switch({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-mist">
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="size-4 accent-accent"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
