import { DataDeletionInstructions } from '#client/features/legal/components/data-deletion-instructions.tsx';
import { LegalPage } from '#client/features/legal/components/legal-page.tsx';
import { getSupportEmail } from '#client/lib/support-email.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export const pageTitle = 'Data Deletion Instructions';

/** /data-deletion (spec §2): the four ways to have data deleted. */
export function DataDeletionPage() {
  usePageTitle(pageTitle);
  return (
    <LegalPage
      title={pageTitle}
      intro={
        <p>
          You can have your Inkdesk data deleted at any time, whether you are an artist with an account or a
          client who chatted with an artist’s assistant. Choose the option that fits; the{' '}
          <a href="/privacy">Privacy Policy</a> explains what we hold.
        </p>
      }
    >
      <DataDeletionInstructions supportEmail={getSupportEmail()} />
    </LegalPage>
  );
}
