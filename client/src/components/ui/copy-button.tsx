import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';

const FEEDBACK_MS = 2000;

/** Copies `text` and says so for a moment (or that the browser refused); `subject` names it for screen readers. */
export function CopyButton({
  text,
  subject,
  isDisabled,
}: {
  text: string;
  subject: string;
  isDisabled?: boolean;
}) {
  const [result, setResult] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (result === 'idle') return;
    const timer = window.setTimeout(() => setResult('idle'), FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [result]);
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setResult('copied'),
      () => setResult('failed'),
    );
  const label = result === 'copied' ? 'Copied' : result === 'failed' ? 'Copy failed' : 'Copy';
  return (
    <>
      <Button variant="secondary" disabled={isDisabled} onClick={copy}>
        {result === 'copied' ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {label}
        <span className="sr-only"> {subject}</span>
      </Button>
      <span role="status" className="sr-only">
        {result === 'idle' ? '' : `${label}: ${subject}`}
      </span>
    </>
  );
}
