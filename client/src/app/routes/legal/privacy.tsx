import { LegalPage } from '#client/features/legal/components/legal-page.tsx';
import { NumberedSections } from '#client/features/legal/components/numbered-sections.tsx';
import { privacySections } from '#client/features/legal/content/privacy-sections.tsx';
import { getSupportEmail } from '#client/lib/support-email.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { POLICY_LAST_UPDATED } from '#common/constants/limits.ts';

export const pageTitle = 'Privacy Policy';

/** /privacy (spec §2): the 13 sections in the spec's order, last updated POLICY_LAST_UPDATED. */
export function PrivacyPage() {
  usePageTitle(pageTitle);
  return (
    <LegalPage
      title={pageTitle}
      lastUpdated={POLICY_LAST_UPDATED}
      intro={
        <p>
          What Inkdesk collects when artists use it and clients chat with it, and what we do with it. To
          remove your data, follow the <a href="/data-deletion">data deletion instructions</a>.
        </p>
      }
    >
      <NumberedSections sections={privacySections(getSupportEmail())} />
    </LegalPage>
  );
}
