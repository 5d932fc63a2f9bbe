import { fieldClasses } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { cn } from '#client/lib/cn.ts';
import { LEAD_STATUSES, type LeadStatus } from '#common/constants/statuses.ts';
import { STATUS_LABELS } from '../lead-labels.ts';

/** The spec §4 lead statuses as a dropdown. */
export function LeadStatusSelect({
  id,
  status,
  onChange,
}: {
  id: string;
  status: LeadStatus;
  onChange: (status: LeadStatus) => void;
}) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>Status</Label>
      <select
        id={id}
        value={status}
        onChange={(event) => onChange(event.target.value as LeadStatus)}
        className={cn(fieldClasses, 'h-11 pr-8')}
      >
        {LEAD_STATUSES.map((value) => (
          <option key={value} value={value}>
            {STATUS_LABELS[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
