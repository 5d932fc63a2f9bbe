import type { ReactNode } from 'react';
import { PROSE_CLASSES } from './legal-page.tsx';

export interface LegalSection {
  /** The anchor, e.g. "ai-processing" for /privacy#ai-processing. */
  id: string;
  title: string;
  body: ReactNode;
}

/** A contents list, then each section under a numbered heading ("4. AI Processing"). */
export function NumberedSections({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <>
      <nav aria-label="Contents" className="mt-10 rounded-2xl border border-ink-700 bg-ink-900 p-6">
        <h2 className="text-sm font-bold tracking-wide text-mist uppercase">Contents</h2>
        <ol className="mt-4 grid gap-2 sm:grid-cols-2">
          {sections.map(({ id, title }, index) => (
            <li key={id}>
              <a href={`#${id}`} className="focus-ring rounded font-semibold text-bone hover:text-rose-300">
                {index + 1}. {title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map(({ id, title, body }, index) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`} className="mt-12 scroll-mt-20">
          <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {index + 1}. {title}
          </h2>
          <div className={`mt-4 ${PROSE_CLASSES}`}>{body}</div>
        </section>
      ))}
    </>
  );
}
