import type { ConceptVisual } from '#common/contracts/chat.ts';

/** Spec §3 concept visual: a rough board and its direction in words; never the final design. */
export function ConceptVisualCard({ visual }: { visual: ConceptVisual }) {
  return (
    <figure className="w-full max-w-[85%] overflow-hidden rounded-xl border border-ink-700 bg-ink-950 sm:max-w-sm">
      <img
        src={visual.imageUrl}
        alt={`Concept board: ${visual.concept}`}
        width={800}
        height={600}
        loading="lazy"
        className="aspect-[4/3] w-full bg-ink-800 object-cover"
      />
      <figcaption className="grid gap-2 p-3 text-sm">
        <p className="text-xs font-bold tracking-wider text-rose-300 uppercase">Concept visual</p>
        <p className="font-semibold text-bone">{visual.concept}</p>
        <p className="text-mist">
          <span className="font-semibold text-bone">Style direction: </span>
          {visual.styleDirection}
        </p>
        {visual.keyElements.length > 0 ? (
          <ul aria-label="Key elements" className="flex flex-wrap gap-1.5">
            {visual.keyElements.map((element) => (
              <li key={element} className="rounded-full bg-ink-800 px-2.5 py-1 text-xs text-bone">
                {element}
              </li>
            ))}
          </ul>
        ) : null}
      </figcaption>
    </figure>
  );
}
