import { useParams } from 'wouter';
import { RequestPageView } from '#client/features/request-page/components/request-page.tsx';

/** /r/:token — a client's private request page, open to anyone holding the link (decision 022). */
export function RequestPage() {
  const { token = '' } = useParams<{ token: string }>();
  return <RequestPageView token={token} />;
}
