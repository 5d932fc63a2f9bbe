import { buttonClasses } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';

/**
 * In place of the landing demo chat on a site that did not seed its demo artist (DEMO_SEED, decision 056): what
 * the chat would have shown, said plainly, and the way to try it with one's own portfolio.
 */
export function DemoChatOff({ className }: { className?: string }) {
  return (
    <section
      aria-labelledby="demo-chat-off-title"
      className={cn(
        'flex flex-col items-center justify-center gap-4 rounded-2xl border border-ink-700 bg-ink-900 p-8 text-center',
        className,
      )}
    >
      <h3 id="demo-chat-off-title" className="text-2xl font-semibold text-bone">
        The live demo is off on this site
      </h3>
      <p className="max-w-sm text-mist">
        Start a free trial to meet the assistant with your own portfolio, styles and prices: it asks your
        clients what you need to know.
      </p>
      {/* /api/login is a server redirect, so a plain link (spec §2 Start Free Trial). */}
      <a href="/api/login" className={buttonClasses({ size: 'lg' })}>
        Start Free Trial
      </a>
    </section>
  );
}
