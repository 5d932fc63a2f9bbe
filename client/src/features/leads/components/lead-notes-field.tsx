import { useState } from 'react';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { LEAD_NOTES_MAX_LENGTH } from '#common/contracts/leads.ts';

/**
 * The artist's private notes on a lead, saved when the field loses focus (spec §2); `onSave` decides
 * whether anything changed. The text is kept here while typing, so a refresh of the list cannot undo it.
 */
export function LeadNotesField({
  id,
  notes,
  onSave,
}: {
  id: string;
  notes: string | null;
  onSave: (notes: string) => void;
}) {
  const [value, setValue] = useState(notes ?? '');
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>Notes</Label>
      <Textarea
        id={id}
        rows={3}
        value={value}
        maxLength={LEAD_NOTES_MAX_LENGTH}
        placeholder="Private notes: saved when you leave the field"
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => onSave(value)}
        className="min-h-20"
      />
    </div>
  );
}
