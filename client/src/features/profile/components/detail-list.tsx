import type { ReactNode } from 'react';

export const NOT_SET = 'Not set';

/** A term/value list where empty values read 'Not set' (spec §2). */
export function DetailList({ items }: { items: Array<{ term: string; value: ReactNode }> }) {
  return (
    <dl className="grid gap-5">
      {items.map(({ term, value }) => (
        <div key={term} className="grid gap-1">
          <dt className="text-xs font-semibold tracking-wider text-mist uppercase">{term}</dt>
          <dd className="text-base break-words text-bone">
            {value ?? <span className="text-mist italic">{NOT_SET}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
