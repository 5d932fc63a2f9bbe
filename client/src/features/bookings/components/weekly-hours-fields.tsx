import { Plus, X } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useFieldId } from '#client/components/form/form.tsx';
import { useFieldError } from '#client/components/form/form-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { WEEKDAYS, type Weekday } from '#common/domain/booking/types.ts';
import { type AvailabilityFormValues, nextRange } from '../availability-form-values.ts';

const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** Working hours per weekday: none (closed) or up to four ranges, each a start and end time. */
export function WeeklyHoursFields({ isDisabled }: { isDisabled: boolean }) {
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-3">
      <legend className="mb-2 font-semibold">Weekly hours</legend>
      {WEEKDAYS.map((day) => (
        <DayHours key={day} day={day} isDisabled={isDisabled} />
      ))}
    </fieldset>
  );
}

function DayHours({ day, isDisabled }: { day: Weekday; isDisabled: boolean }) {
  const { control, register, clearErrors, getValues } = useFormContext<AvailabilityFormValues>();
  const ranges = useFieldArray({ control, name: `weeklyHours.${day}` });
  const dayError = useFieldError(`weeklyHours.${day}`);
  const errorId = useFieldId(`weeklyHours.${day}-error`);
  return (
    <div className="grid grid-cols-1 gap-2 rounded-lg border border-ink-700 p-3 sm:grid-cols-[7rem_minmax(0,1fr)] sm:items-start">
      <span className="pt-2 font-medium">{DAY_NAMES[day]}</span>
      <div className="grid grid-cols-1 gap-2">
        {ranges.fields.length === 0 ? <span className="pt-2 text-sm text-mist">Closed</span> : null}
        {ranges.fields.map((range, index) => (
          <RangeRow
            key={range.id}
            label={`${DAY_NAMES[day]} hours ${index + 1}`}
            name={`weeklyHours.${day}.${index}`}
            isDisabled={isDisabled}
            register={(part) =>
              register(`weeklyHours.${day}.${index}.${part}`, {
                onChange: () => clearErrors(`weeklyHours.${day}`),
              })
            }
            onRemove={() => ranges.remove(index)}
          />
        ))}
        {dayError ? (
          <p id={errorId} className="text-sm font-medium text-rose-300">
            {dayError}
          </p>
        ) : null}
        {ranges.fields.length < 4 ? (
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-start"
            disabled={isDisabled}
            onClick={() => ranges.append(nextRange(getValues(`weeklyHours.${day}`).at(-1)))}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add hours<span className="sr-only"> on {DAY_NAMES[day]}</span>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function RangeRow({
  label,
  name,
  isDisabled,
  register,
  onRemove,
}: {
  label: string;
  name: string;
  isDisabled: boolean;
  register: (part: 'start' | 'end') => ReturnType<ReturnType<typeof useFormContext>['register']>;
  onRemove: () => void;
}) {
  const errorId = useFieldId(`${name}-error`);
  const startError = useFieldError(`${name}.start`);
  const endError = useFieldError(`${name}.end`);
  const error = startError ?? endError;
  const timeInput = (part: 'start' | 'end') => (
    <Input
      type="time"
      aria-label={`${label} ${part}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      disabled={isDisabled}
      // On a phone the picker icon leaves no room for "PM" ("06:00" reads as morning); tapping opens the picker.
      className="min-w-0 px-2 max-sm:[&::-webkit-calendar-picker-indicator]:hidden sm:px-3"
      {...register(part)}
    />
  );
  return (
    <div className="grid grid-cols-1 gap-1">
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_auto] items-center gap-2">
        {timeInput('start')}
        <span aria-hidden="true">–</span>
        {timeInput('end')}
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ${label}`}
          disabled={isDisabled}
          onClick={onRemove}
        >
          <X aria-hidden="true" className="size-4" />
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
