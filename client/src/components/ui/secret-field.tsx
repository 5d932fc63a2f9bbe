import { CopyButton } from './copy-button.tsx';
import { Label } from './label.tsx';

/**
 * A secret shown once (an API key, a signing secret): read-only, selected whole on focus, with a Copy button;
 * `subject` names it for screen readers.
 */
export function SecretField({
  id,
  label,
  value,
  subject,
}: {
  id: string;
  label: string;
  value: string;
  subject: string;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
          className="min-w-0 rounded-md border border-ink-700 bg-ink-950 px-3 py-2 font-mono text-sm text-bone sm:flex-1"
        />
        <CopyButton text={value} subject={subject} />
      </div>
    </div>
  );
}
