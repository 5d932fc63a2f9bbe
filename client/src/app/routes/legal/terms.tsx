import { PolicyPage } from '#client/features/legal/components/policy-page.tsx';
import { termsSections } from '#client/features/legal/content/terms-sections.tsx';
import { getSupportEmail } from '#client/lib/support-email.ts';

export const pageTitle = 'Terms of Service';

/** /terms (spec §2): 16 sections, last updated POLICY_LAST_UPDATED. */
export function TermsPage() {
  return (
    <PolicyPage
      title={pageTitle}
      intro={
        <p>
          The rules for using Inkdesk, in plain language. Please read them before you start your trial; the
          short version is: be honest, respect your clients, and use the assistant as a helper, not a judge.
        </p>
      }
      sections={termsSections(getSupportEmail())}
    />
  );
}
