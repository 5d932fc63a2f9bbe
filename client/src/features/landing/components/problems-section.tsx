import { Icon, type IconName } from './icon.tsx';
import { SectionHeading } from './section-heading.tsx';

const PROBLEMS: Array<{ title: string; icon: IconName; text: string }> = [
  {
    title: 'DM Overload',
    icon: 'inbox',
    text: 'Dozens of “how much for a tattoo?” messages a day, each one waiting for you between sessions and after hours.',
  },
  {
    title: 'Time Wasted',
    icon: 'clock',
    text: 'Hours of back-and-forth to learn the idea, size, placement and budget, before you even know it is your kind of work.',
  },
  {
    title: 'Missed Opportunities',
    icon: 'trendingDown',
    text: 'A slow reply sends a great client to the next artist, and the project you would love gets buried under small talk.',
  },
];

/** Spec §2: the three problems Inkdesk solves. */
export function ProblemsSection() {
  return (
    <section aria-labelledby="problems-title" className="border-y border-ink-800 bg-ink-900/40">
      <div className="mx-auto grid w-full max-w-6xl gap-12 px-4 py-20 sm:px-6 sm:py-24">
        <SectionHeading
          id="problems-title"
          eyebrow="The problem"
          title="Your inbox is a second full-time job"
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {PROBLEMS.map(({ title, icon, text }) => (
            <li
              key={title}
              className="grid content-start gap-4 rounded-2xl border border-ink-700 bg-ink-950 p-6"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent/15 text-rose-400">
                <Icon name={icon} />
              </span>
              <h3 className="text-2xl font-bold tracking-tight">{title}</h3>
              <p className="text-mist">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
