import { cn } from '#client/lib/cn.ts';
import { Icon, type IconName } from './icon.tsx';
import { SectionHeading } from './section-heading.tsx';

/** Spec §1's pitch, in its order: what the assistant does in the artist's Instagram DMs. */
const FEATURES: Array<{ title: string; icon: IconName; text: string }> = [
  {
    title: '24/7 automatic replies',
    icon: 'bolt',
    text: 'Every DM gets a warm, on-brand answer within seconds: at 3 a.m., on your day off, or halfway through a back piece.',
  },
  {
    title: 'Smart qualification questions',
    icon: 'question',
    text: 'One short question at a time about the idea, style, placement, size, budget, references and timing. It never asks twice.',
  },
  {
    title: 'Lead scoring',
    icon: 'gauge',
    text: 'Each client gets a fit score out of 100 against your styles, prices and rules, with the reasons spelled out.',
  },
  {
    title: 'Calendar booking',
    icon: 'calendar',
    text: 'Qualified clients get your booking link, so consultations land in your calendar instead of your inbox.',
  },
  {
    title: 'A/B testing of conversation styles',
    icon: 'split',
    text: 'Try a warmer or a more direct tone and see which one books more consultations.',
  },
  {
    title: 'Portfolio showcase',
    icon: 'grid',
    text: 'Shows clients your pieces that match what they ask for, right in the conversation.',
  },
  {
    title: 'Mockup generation',
    icon: 'pen',
    text: 'Sketches a rough concept of the idea and placement, clearly marked as a starting point for your own design.',
  },
];

/** Spec §2 features section (#features): Instagram DM automation. */
export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-16">
      <div className="mx-auto grid w-full max-w-6xl gap-12 px-4 py-20 sm:px-6 sm:py-28">
        <SectionHeading id="features-title" eyebrow="Features" title="Your front desk, on autopilot">
          Inkdesk works inside your Instagram Business DMs and handles the first conversation the way you
          would, so you only step in when a client is ready.
        </SectionHeading>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ title, icon, text }, index) => (
            <li
              key={title}
              className={cn(
                'grid content-start gap-3 rounded-2xl border border-ink-700 bg-ink-900 p-6',
                // The first card leads the grid: two columns wide, so seven cards fill two rows of four.
                index === 0 && 'border-accent/60 bg-linear-to-br from-accent/20 to-ink-900 sm:col-span-2',
              )}
            >
              <Icon name={icon} className="size-7 text-rose-400" />
              <h3 className="text-xl font-bold tracking-tight">{title}</h3>
              <p className="text-mist">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
