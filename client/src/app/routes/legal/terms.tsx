import { LegalPage } from '#client/features/legal/components/legal-page.tsx';
import { NumberedSections } from '#client/features/legal/components/numbered-sections.tsx';
import { termsSections } from '#client/features/legal/content/terms-sections.tsx';
import { getSupportEmail } from '#client/lib/support-email.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { POLICY_LAST_UPDATED } from '#common/constants/limits.ts';

export const pageTitle = 'Terms of Service';

/** /terms (spec §2): 16 sections, last updated POLICY_LAST_UPDATED. */
export function TermsPage() {
  usePageTitle(pageTitle);
  return (
    <LegalPage
      title={pageTitle}
      lastUpdated={POLICY_LAST_UPDATED}
      intro={
        <p>
          The rules for using Inkdesk, in plain language. Please read them before you start your trial; the
          short version is: be honest, respect your clients, and use the assistant as a helper, not a judge.
        </p>
      }
    >
      <NumberedSections sections={termsSections(getSupportEmail())} />
    </LegalPage>
  );
}
