import { TextField, WholeNumberField } from '#client/components/form/text-field.tsx';

/** Step 3: business details; all optional (spec §5: numbers are numeric text, the URL field is type url). */
export function BusinessStep() {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <WholeNumberField name="yearsExperience" label="Years of Experience" hint="Whole years, e.g. 8." />
      <WholeNumberField name="consultationPrice" label="Consultation Price" hint="Whole dollars, e.g. 150." />
      <TextField
        name="bookingUrl"
        label="Booking URL"
        hint="Where clients book, e.g. calendly.com/yourstudio"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
      />
      <TextField
        name="instagramHandle"
        label="Instagram Handle"
        hint="Without the @ is fine."
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="@yourstudio"
      />
    </div>
  );
}
