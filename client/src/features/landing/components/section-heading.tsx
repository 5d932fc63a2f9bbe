import type { ReactNode } from 'react';

/** The eyebrow, heading and lead paragraph that open each landing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  /** The heading's id, which labels its section. */
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="grid max-w-3xl gap-4">
      <p className="text-sm font-bold tracking-widest text-rose-400 uppercase">{eyebrow}</p>
      <h2 id={id} className="text-4xl font-black tracking-tight text-balance sm:text-5xl">
        {title}
      </h2>
      {children ? <p className="text-lg text-mist sm:text-xl">{children}</p> : null}
    </div>
  );
}
