import type { ReactNode } from 'react';
import { PublicLayout } from '#client/components/layouts/public-layout.tsx';

/** The frame of a legal page: title, optional last-updated date, introduction, then the text. */
export function LegalPage({
  title,
  lastUpdated,
  intro,
  children,
}: {
  title: string;
  lastUpdated?: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <PublicLayout>
      <article className="mx-auto w-full max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
        <header className="grid gap-4 border-b border-ink-800 pb-10">
          <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{title}</h1>
          {lastUpdated ? <p className="text-sm font-semibold text-mist">Last updated {lastUpdated}</p> : null}
          <div className={`text-lg ${PROSE_CLASSES}`}>{intro}</div>
        </header>
        {children}
      </article>
    </PublicLayout>
  );
}

/** Spacing, lists and links for legal text, without a typography plugin. */
export const PROSE_CLASSES =
  'text-bone/90 leading-relaxed [&>*+*]:mt-4 [&_a]:font-semibold [&_a]:text-rose-300 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-rose-200 [&_li]:mt-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:text-bone [&_ul]:list-disc [&_ul]:pl-6';
