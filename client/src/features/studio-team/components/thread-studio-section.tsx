import { useQuery } from '@tanstack/react-query';
import { myStudioQueryOptions, reassignThread } from '../api/studio-api.ts';
import { ReassignForm } from './reassign-form.tsx';

/**
 * Under an Inbox thread, for a studio's owner and front desk (issue #28 item 1, decision 073): move the conversation
 * (with its lead, if it has one) to another artist of the studio. Nothing for an artist or someone in no studio.
 */
export function ThreadStudioSection({ threadId, artistId }: { threadId: string; artistId: string }) {
  const view = useQuery(myStudioQueryOptions()).data?.studio;
  if (!view || view.role === 'artist') return null;
  const artists = view.members.filter((member) => member.role !== 'front_desk' && member.userId !== artistId);
  if (!artists.length) return null;
  return (
    <section aria-label="Studio" className="rounded-lg border border-ink-700 p-3">
      <ReassignForm
        artists={artists}
        hint="The artist sees this on the conversation"
        reassign={(data) => reassignThread(threadId, data)}
        invalidates={['/api/inbox', '/api/admin/leads']}
      />
    </section>
  );
}
