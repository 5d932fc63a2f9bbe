import { useQuery } from '@tanstack/react-query';
import type { InboxCommentList } from '#common/contracts/inbox.ts';
import { getInboxSettingsQueryOptions } from '../api/inbox-api.ts';
import { CommentLog } from './comment-log.tsx';
import { CommentReplySettings } from './comment-reply-settings.tsx';

/** How the count of private replies reads, in the tab label and above the log. */
export const repliesSentLabel = (count: number) =>
  `${count} comment ${count === 1 ? 'reply' : 'replies'} sent in the last 7 days`;

/** The Comments tab: the comment reply settings, then the log. */
export function CommentsTab({ list }: { list: InboxCommentList | undefined }) {
  const settings = useQuery(getInboxSettingsQueryOptions());
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
      {settings.data ? (
        <CommentReplySettings settings={settings.data} />
      ) : (
        <p className="text-mist">{settings.isError ? 'Could not load the settings.' : 'Loading…'}</p>
      )}
      <div className="grid gap-3">
        {list ? (
          <>
            <p role="status" className="text-sm font-semibold text-bone">
              {repliesSentLabel(list.repliesSentLastWeek)}
            </p>
            <CommentLog comments={list.comments} />
          </>
        ) : (
          <p className="text-mist">Loading…</p>
        )}
      </div>
    </div>
  );
}
