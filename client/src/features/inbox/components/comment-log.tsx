import { formatDateTime } from '#client/lib/format-date-time.ts';
import type { CommentSkipReason, InboxComment } from '#common/contracts/inbox.ts';

/** Why a comment got no private reply, in the artist's words. */
const SKIP_REASONS: Record<CommentSkipReason, string> = {
  'own-comment': 'your own comment',
  'too-old': 'older than 7 days, when Instagram no longer allows a private reply',
  'not-an-inquiry': 'not about price or booking',
  'replies-off': 'comment replies were switched off',
  'replied-this-week': 'this person already got a reply this week',
};

/** The Comments log (issue #25): each comment on the artist's posts, newest first, and what became of it. */
export function CommentLog({ comments }: { comments: InboxComment[] }) {
  if (!comments.length) {
    return (
      <p className="text-mist">
        No comments yet. Comments on your Instagram posts show up here with what became of each one.
      </p>
    );
  }
  return (
    <ul aria-label="Comments" className="grid gap-2">
      {comments.map((comment) => (
        <li key={comment.id} className="grid gap-1 rounded-xl border border-ink-600 bg-ink-900/60 p-3">
          <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <span className="font-semibold text-bone [overflow-wrap:anywhere]">{comment.commenterName}</span>
            <span className="text-xs text-mist">{formatDateTime(comment.commentedAt)}</span>
          </span>
          <span className="text-xs text-mist [overflow-wrap:anywhere]">
            On {comment.post ? postName(comment.post) : 'a post'}
          </span>
          <span className="whitespace-pre-wrap text-bone [overflow-wrap:anywhere]">{comment.text}</span>
          <Outcome comment={comment} />
        </li>
      ))}
    </ul>
  );
}

const postName = (post: NonNullable<InboxComment['post']>) =>
  post.title ? `“${post.title}”` : `post ···${post.mediaId.slice(-4)}`;

function Outcome({ comment }: { comment: InboxComment }) {
  switch (comment.status) {
    case 'sent':
    case 'queued':
      return (
        <span className="grid gap-1 text-sm">
          <span
            className={
              comment.status === 'sent' ? 'font-semibold text-emerald-300' : 'font-semibold text-amber-200'
            }
          >
            {comment.status === 'sent'
              ? `Reply sent${comment.repliedAt ? ` ${formatDateTime(comment.repliedAt)}` : ''}`
              : 'Reply queued'}
            {comment.error ? ` · ${comment.error}` : ''}
          </span>
          {comment.replyText ? (
            <span className="border-l-2 border-ink-500 pl-2 whitespace-pre-wrap text-mist [overflow-wrap:anywhere]">
              {comment.replyText}
            </span>
          ) : null}
        </span>
      );
    case 'failed':
      return (
        <span className="text-sm font-semibold text-rose-300">
          Reply failed: {comment.error?.replace(/^Not sent: /, '') ?? 'unknown error'}
        </span>
      );
    case 'skipped':
      return (
        <span className="text-sm text-mist">
          Not replied: {comment.skipReason ? SKIP_REASONS[comment.skipReason] : 'no reason recorded'}
        </span>
      );
  }
}
