import { describedBy, Field } from '#client/components/ui/field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import type { StepProps } from './step-props.ts';

/** Step 3: business details; all optional (spec §5: numbers are numeric text, the URL field is type url). */
export function BusinessStep({ values, errors, onChange }: StepProps) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <Field
        id="setup-yearsExperience"
        label="Years of Experience"
        hint="Whole years, e.g. 8."
        error={errors.yearsExperience}
      >
        <Input
          id="setup-yearsExperience"
          name="yearsExperience"
          inputMode="numeric"
          autoComplete="off"
          value={values.yearsExperience}
          onChange={(event) => onChange('yearsExperience', event.target.value)}
          aria-invalid={errors.yearsExperience ? true : undefined}
          aria-describedby={describedBy('setup-yearsExperience', {
            hint: true,
            error: errors.yearsExperience,
          })}
        />
      </Field>
      <Field
        id="setup-consultationPrice"
        label="Consultation Price"
        hint="Whole dollars, e.g. 150."
        error={errors.consultationPrice}
      >
        <Input
          id="setup-consultationPrice"
          name="consultationPrice"
          inputMode="numeric"
          autoComplete="off"
          value={values.consultationPrice}
          onChange={(event) => onChange('consultationPrice', event.target.value)}
          aria-invalid={errors.consultationPrice ? true : undefined}
          aria-describedby={describedBy('setup-consultationPrice', {
            hint: true,
            error: errors.consultationPrice,
          })}
        />
      </Field>
      <Field
        id="setup-bookingUrl"
        label="Booking URL"
        hint="Where clients book, starting with https://"
        error={errors.bookingUrl}
      >
        <Input
          id="setup-bookingUrl"
          name="bookingUrl"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          value={values.bookingUrl}
          onChange={(event) => onChange('bookingUrl', event.target.value)}
          aria-invalid={errors.bookingUrl ? true : undefined}
          aria-describedby={describedBy('setup-bookingUrl', { hint: true, error: errors.bookingUrl })}
        />
      </Field>
      <Field
        id="setup-instagramHandle"
        label="Instagram Handle"
        hint="Without the @ is fine."
        error={errors.instagramHandle}
      >
        <Input
          id="setup-instagramHandle"
          name="instagramHandle"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="@yourstudio"
          value={values.instagramHandle}
          onChange={(event) => onChange('instagramHandle', event.target.value)}
          aria-invalid={errors.instagramHandle ? true : undefined}
          aria-describedby={describedBy('setup-instagramHandle', {
            hint: true,
            error: errors.instagramHandle,
          })}
        />
      </Field>
    </div>
  );
}
