import { PolicyPage } from '#client/features/legal/components/policy-page.tsx';
import { privacySections } from '#client/features/legal/content/privacy-sections.tsx';
import { getSupportEmail } from '#client/lib/support-email.ts';

export const pageTitle = 'Privacy Policy';

/** /privacy (spec §2): the 13 sections in the spec's order, last updated POLICY_LAST_UPDATED. */
export function PrivacyPage() {
  return (
    <PolicyPage
      title={pageTitle}
      intro={
        <p>
          What Inkdesk collects when artists use it and clients chat with it, and what we do with it. To
          remove your data, follow the <a href="/data-deletion">data deletion instructions</a>.
        </p>
      }
      sections={privacySections(getSupportEmail())}
    />
  );
}
