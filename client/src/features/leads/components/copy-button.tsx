import { useEffect, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';

const FEEDBACK_MS = 2000;
const BUTTON_TEXT = { idle: 'Copy', copied: 'Copied', failed: 'Copy failed' } as const;

/** Copies `text` to the clipboard and says so for a moment (or that the browser refused); `subject` names what for screen readers. */
export function CopyButton({ text, subject }: { text: string; subject: string }) {
  const [result, setResult] = useState<keyof typeof BUTTON_TEXT>('idle');
  useEffect(() => {
    if (result === 'idle') return;
    const timer = window.setTimeout(() => setResult('idle'), FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [result]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setResult('copied');
    } catch {
      setResult('failed');
    }
  }

  return (
    <>
      <Button variant="secondary" size="sm" onClick={copy}>
        {BUTTON_TEXT[result]}
        <span className="sr-only"> {subject}</span>
      </Button>
      <span role="status" className="sr-only">
        {result === 'idle' ? '' : `${BUTTON_TEXT[result]}: ${subject}`}
      </span>
    </>
  );
}
