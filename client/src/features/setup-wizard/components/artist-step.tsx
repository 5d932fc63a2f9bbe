import { TextField } from '#client/components/form/text-field.tsx';
import { TextareaField } from '#client/components/form/textarea-field.tsx';

/** Step 1: the name clients will see, and a short bio. */
export function ArtistStep() {
  return (
    <div className="grid gap-6">
      <TextField
        name="artistName"
        label="Artist Name"
        hint="The name clients know you by."
        autoComplete="nickname"
      />
      <TextareaField
        name="bio"
        label="Bio"
        hint="A few lines about your work and how you like to collaborate."
        rows={5}
      />
    </div>
  );
}
