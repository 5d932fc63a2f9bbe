import type { ReactNode } from 'react';
import { DmThreadIllustration } from './dm-thread-illustration.tsx';
import { StartTrialLink } from './start-trial-link.tsx';
import { TRIAL_TERMS } from './trial-terms.ts';

/** The landing's opening (spec §2): the pitch, Start Free Trial, and Watch Demo (`watchDemo`). */
export function HeroSection({ watchDemo }: { watchDemo: ReactNode }) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-48 mx-auto h-[28rem] max-w-4xl rounded-full bg-accent/20 blur-3xl"
      />
      <div className="relative mx-auto grid w-full max-w-6xl items-center gap-16 px-4 pt-14 pb-12 sm:px-6 sm:pt-20 sm:pb-20 lg:grid-cols-[1.1fr_1fr] lg:pt-24 lg:pb-28">
        <div className="grid justify-items-start gap-7">
          <p className="rounded-full border border-ink-600 bg-ink-900/60 px-4 py-1.5 text-sm font-semibold text-mist">
            For tattoo artists and studios
          </p>
          <h1
            id="hero-title"
            className="text-5xl leading-[1.02] font-black tracking-tighter text-balance sm:text-6xl lg:text-7xl"
          >
            The AI front desk for <span className="text-accent">tattoo artists</span>
          </h1>
          <p className="max-w-xl text-lg text-mist sm:text-xl">
            Inkdesk answers every Instagram DM inquiry in seconds, day or night. It asks about the idea,
            placement, size, budget and timing, scores each client against your work, and hands you a short
            list of people ready to book.
          </p>
          <div className="flex flex-wrap gap-3">
            <StartTrialLink />
            {watchDemo}
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-mist">
            {TRIAL_TERMS.map((term) => (
              <li key={term} className="flex items-center gap-1.5">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-rose-400" />
                {term}
              </li>
            ))}
          </ul>
        </div>
        <div className="pb-20">
          <DmThreadIllustration />
        </div>
      </div>
    </section>
  );
}
