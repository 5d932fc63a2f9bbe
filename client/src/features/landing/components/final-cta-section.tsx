import { FREE_TRIAL_DAYS } from '#common/constants/plans.ts';
import { StartTrialLink } from './start-trial-link.tsx';

/** Spec §2: the closing call to action, which says no credit card is required. */
export function FinalCtaSection() {
  return (
    <section aria-labelledby="final-cta-title" className="px-4 pb-24 sm:px-6">
      <div className="relative mx-auto grid w-full max-w-6xl justify-items-center gap-6 overflow-hidden rounded-3xl border border-accent/40 bg-linear-to-br from-accent/25 via-ink-900 to-ink-900 px-6 py-16 text-center sm:py-20">
        <h2
          id="final-cta-title"
          className="max-w-3xl text-4xl font-black tracking-tight text-balance sm:text-5xl"
        >
          Let Inkdesk answer your next DM
        </h2>
        <p className="max-w-xl text-lg text-bone/85">
          Start your {FREE_TRIAL_DAYS}-day free trial today. No credit card required.
        </p>
        <StartTrialLink />
      </div>
    </section>
  );
}
