import type { ReactNode } from 'react';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { POLICY_LAST_UPDATED } from '#common/constants/limits.ts';
import { LegalPage } from './legal-page.tsx';
import { type LegalSection, NumberedSections } from './numbered-sections.tsx';

/** A policy (Privacy, Terms): titled page, last updated POLICY_LAST_UPDATED, intro, then numbered sections. */
export function PolicyPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  usePageTitle(title);
  return (
    <LegalPage title={title} lastUpdated={POLICY_LAST_UPDATED} intro={intro}>
      <NumberedSections sections={sections} />
    </LegalPage>
  );
}
