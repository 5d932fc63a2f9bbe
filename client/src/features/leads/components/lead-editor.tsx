import type { ReactNode } from 'react';
import type { Lead } from '#common/contracts/leads.ts';
import { useLeadEditor } from '../hooks/use-lead-editor.ts';
import { LeadNotesField } from './lead-notes-field.tsx';
import { LeadStatusSelect } from './lead-status-select.tsx';

/** Status and notes of one lead, side by side; `actions` sit under the status (the admin's Book Consultation). */
export function LeadEditor({
  lead,
  idPrefix,
  actions,
}: {
  lead: Lead;
  idPrefix: string;
  actions?: (editor: ReturnType<typeof useLeadEditor>) => ReactNode;
}) {
  const editor = useLeadEditor(lead);
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr]" aria-busy={editor.isSaving}>
      <div className="grid content-start gap-3">
        <LeadStatusSelect
          id={`${idPrefix}-status-${lead.id}`}
          status={editor.status}
          onChange={editor.setStatus}
        />
        {actions?.(editor)}
      </div>
      <LeadNotesField id={`${idPrefix}-notes-${lead.id}`} notes={lead.notes} onSave={editor.saveNotes} />
    </div>
  );
}
