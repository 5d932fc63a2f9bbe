import { type ReactNode, Suspense, useRef } from 'react';
import { useIsNearViewport } from '../hooks/use-is-near-viewport.ts';
import { Icon } from './icon.tsx';
import { SectionHeading } from './section-heading.tsx';

const WHAT_IT_ASKS = [
  'The idea, and the style it should be in',
  'Placement and size',
  'Budget and timing',
  'Reference images, if the client has some',
];

/** Keeps the chat's place at a fixed height: nothing below moves when it arrives (no layout shift). */
const CHAT_FRAME = 'h-[560px] sm:h-[600px]';

/**
 * Spec §2: the embedded chat demo (#demo). The chat (`chat`) is live and per visitor, so it is not part
 * of the prerendered page: it loads when the section comes near the screen, into a frame of fixed size.
 */
export function DemoSection({ chat }: { chat: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const isNear = useIsNearViewport(frame);

  return (
    <section
      id="demo"
      aria-labelledby="demo-title"
      className="scroll-mt-16 border-y border-ink-800 bg-ink-900/40"
    >
      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 py-20 sm:px-6 sm:py-28 lg:grid-cols-2">
        <div className="grid gap-8">
          <SectionHeading id="demo-title" eyebrow="Live demo" title="Talk to it like your clients will">
            This is the assistant your clients meet in your DMs. Describe a tattoo idea and watch it find out
            what an artist needs to know.
          </SectionHeading>
          <ul className="grid gap-3">
            {WHAT_IT_ASKS.map((item) => (
              <li key={item} className="flex items-center gap-3 text-lg">
                <span className="inline-flex size-7 items-center justify-center rounded-full bg-accent/15 text-rose-400">
                  <Icon name="check" className="size-4" />
                </span>
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div ref={frame} className={CHAT_FRAME}>
          {isNear ? <Suspense fallback={<ChatPlaceholder />}>{chat}</Suspense> : <ChatPlaceholder />}
        </div>
      </div>
    </section>
  );
}

function ChatPlaceholder() {
  return (
    <div
      role="status"
      className="flex h-full items-center justify-center rounded-2xl border border-ink-700 bg-ink-900 text-mist"
    >
      Loading the demo chat…
    </div>
  );
}
