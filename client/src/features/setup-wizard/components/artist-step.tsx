import { describedBy, Field } from '#client/components/ui/field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import type { StepProps } from './step-props.ts';

/** Step 1: the name clients will see, and a short bio. */
export function ArtistStep({ values, errors, onChange }: StepProps) {
  return (
    <div className="grid gap-6">
      <Field
        id="setup-artistName"
        label="Artist Name"
        hint="The name clients know you by."
        error={errors.artistName}
      >
        <Input
          id="setup-artistName"
          name="artistName"
          autoComplete="nickname"
          value={values.artistName}
          onChange={(event) => onChange('artistName', event.target.value)}
          aria-invalid={errors.artistName ? true : undefined}
          aria-describedby={describedBy('setup-artistName', { hint: true, error: errors.artistName })}
        />
      </Field>
      <Field
        id="setup-bio"
        label="Bio"
        hint="A few lines about your work and how you like to collaborate."
        error={errors.bio}
      >
        <Textarea
          id="setup-bio"
          name="bio"
          rows={5}
          value={values.bio}
          onChange={(event) => onChange('bio', event.target.value)}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={describedBy('setup-bio', { hint: true, error: errors.bio })}
        />
      </Field>
    </div>
  );
}
