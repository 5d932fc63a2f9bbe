import { X } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useFieldError } from '#client/components/form/form-field.tsx';
import { formatDay } from '#client/components/slot-picker/slot-format.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import type { AvailabilityFormValues } from '../availability-form-values.ts';

/** Days off (holidays, conventions): a date picker adds one, each chip removes its day. */
export function BlockedDatesField({ isDisabled }: { isDisabled: boolean }) {
  const { control } = useFormContext<AvailabilityFormValues>();
  const dates = useFieldArray({ control, name: 'blockedDates' });
  const [picked, setPicked] = useState('');
  const error = useFieldError('blockedDates');
  const add = () => {
    if (!picked || dates.fields.some((field) => field.date === picked)) return;
    dates.append({ date: picked });
    setPicked('');
  };
  return (
    <div className="grid grid-cols-1 gap-2">
      <Label htmlFor="availability-blocked-date">Blocked dates</Label>
      <div className="flex gap-2">
        <Input
          id="availability-blocked-date"
          type="date"
          value={picked}
          disabled={isDisabled}
          onChange={(event) => setPicked(event.target.value)}
          className="min-w-0 flex-1 sm:max-w-xs"
        />
        <Button variant="secondary" disabled={isDisabled || !picked} onClick={add}>
          Block date
        </Button>
      </div>
      <p className="text-sm text-mist">No times are offered on these days.</p>
      {dates.fields.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Blocked dates">
          {dates.fields.map((field, index) => (
            <li
              key={field.id}
              className="flex items-center gap-1 rounded-full bg-ink-700 py-1 pr-1 pl-3 text-sm"
            >
              {formatDay(field.date)}
              <Button
                variant="ghost"
                size="sm"
                className="size-7 rounded-full p-0"
                aria-label={`Unblock ${formatDay(field.date)}`}
                disabled={isDisabled}
                onClick={() => dates.remove(index)}
              >
                <X aria-hidden="true" className="size-3.5" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <p className="text-sm font-medium text-rose-300">{error}</p> : null}
    </div>
  );
}
