import { cn } from '#client/lib/cn.ts';

const THREAD = [
  { from: 'client', text: 'hey how much for a tattoo?' },
  { from: 'inkdesk', text: 'Happy to help! What’s the idea, and where on your body are you thinking?' },
  { from: 'client', text: 'fine line peony, left forearm, about palm sized' },
  {
    from: 'inkdesk',
    text: 'Beautiful. What budget do you have in mind, and when would you like to come in?',
  },
] as const;

/**
 * The hero's picture of the product, drawn in HTML and CSS (no image to download): a DM inquiry answered
 * by Inkdesk, ending in a scored lead. One accessible name describes it; the parts are decoration.
 */
export function DmThreadIllustration() {
  return (
    <div
      role="img"
      aria-label="An Instagram DM asking the price of a tattoo, answered by Inkdesk with questions about the idea, placement, budget and timing, and turned into a lead with a high fit score of 92 out of 100."
      className="relative mx-auto w-full max-w-md"
    >
      <div className="rounded-[2rem] border border-ink-600 bg-ink-900 p-3 pb-16 shadow-2xl shadow-black/60">
        <div className="flex items-center gap-3 border-b border-ink-700 px-3 pt-2 pb-3">
          <span className="size-9 rounded-full bg-linear-to-br from-rose-400 to-accent-strong" />
          <div className="grid">
            <span className="text-sm font-bold">@peony.maria</span>
            <span className="text-xs text-mist">Instagram DM · answered by Inkdesk</span>
          </div>
        </div>
        <ol className="grid gap-2.5 px-2 py-4 text-sm">
          {THREAD.map(({ from, text }) => (
            <li
              key={text}
              className={cn(
                'max-w-[85%] rounded-2xl px-3.5 py-2.5 leading-snug',
                from === 'client'
                  ? 'justify-self-start rounded-bl-sm bg-ink-700 text-bone'
                  : 'justify-self-end rounded-br-sm bg-accent text-white',
              )}
            >
              {text}
            </li>
          ))}
        </ol>
      </div>
      <div className="absolute -right-2 -bottom-24 w-60 rounded-2xl border border-ink-600 bg-ink-800 p-4 shadow-2xl shadow-black/60 sm:-right-8">
        <div className="flex items-center justify-between text-xs font-bold tracking-wide uppercase">
          <span className="text-mist">New lead</span>
          <span className="rounded-full bg-emerald-400/15 px-2 py-0.5 text-emerald-300">High fit</span>
        </div>
        <p className="mt-2 text-3xl font-black">
          92<span className="text-base font-bold text-mist">/100</span>
        </p>
        <div className="mt-2 h-1.5 rounded-full bg-ink-600">
          <div className="h-full w-[92%] rounded-full bg-emerald-400" />
        </div>
        <p className="mt-3 text-xs text-mist">Fine line peony · left forearm · palm-sized</p>
      </div>
    </div>
  );
}
