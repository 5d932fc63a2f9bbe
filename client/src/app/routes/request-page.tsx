import { useParams } from 'wouter';
import { ConsentPageView } from '#client/features/request-page/components/consent-page.tsx';
import { RequestPageView } from '#client/features/request-page/components/request-page.tsx';

/** /r/:token — a client's private request page, open to anyone holding the link (decision 022). */
export function RequestPage() {
  const { token = '' } = useParams<{ token: string }>();
  return <RequestPageView token={token} />;
}

/** /r/:token/consent/:bookingId — the consent form the client signs on their phone (decision 064). */
export function ConsentFormPage() {
  const { token = '', bookingId = '' } = useParams<{ token: string; bookingId: string }>();
  return <ConsentPageView token={token} bookingId={bookingId} />;
}
