import { TextField, WholeNumberField } from '#client/components/form/text-field.tsx';
import { TextareaField } from '#client/components/form/textarea-field.tsx';
import { CardContent } from '#client/components/ui/card.tsx';

/** The six profile fields of Settings (spec §2), shown read-only (`isDisabled`) until Edit. */
export function SettingsFields({ isDisabled }: { isDisabled: boolean }) {
  return (
    <CardContent className="grid gap-6 sm:grid-cols-2">
      <TextField name="artistName" label="Artist Name" autoComplete="nickname" disabled={isDisabled} />
      <WholeNumberField name="yearsExperience" label="Years of Experience" disabled={isDisabled} />
      <TextareaField name="bio" label="Bio" rows={5} disabled={isDisabled} className="sm:col-span-2" />
      <WholeNumberField
        name="consultationPrice"
        label="Consultation Price"
        hint="Whole dollars."
        disabled={isDisabled}
      />
      <TextField
        name="instagramHandle"
        label="Instagram Handle"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        disabled={isDisabled}
      />
      <TextField
        name="bookingUrl"
        label="Booking URL"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        disabled={isDisabled}
        className="sm:col-span-2"
      />
    </CardContent>
  );
}
