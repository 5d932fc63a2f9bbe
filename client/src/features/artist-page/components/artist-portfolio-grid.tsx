import { useId } from 'react';
import type { PublicArtist } from '#common/contracts/artists.ts';

/**
 * The artist's portfolio on their public page, and under each artist on their studio's page (issue #28 item 4):
 * every piece with its title and style. `title` names the section there ("Mia Hart's portfolio").
 */
export function ArtistPortfolioGrid({
  pieces,
  title = 'Portfolio',
}: {
  pieces: PublicArtist['portfolio'];
  title?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-5">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {pieces.length === 0 ? (
        <p className="rounded-xl border border-dashed border-ink-600 px-4 py-8 text-center text-mist">
          No portfolio pieces yet.
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
          {pieces.map((piece) => (
            <li key={piece.id}>
              <figure className="grid gap-2">
                <img
                  src={piece.imageUrl}
                  alt={piece.description || piece.title}
                  width={400}
                  height={400}
                  loading="lazy"
                  className="aspect-square w-full rounded-xl border border-ink-700 bg-ink-800 object-cover"
                />
                <figcaption className="grid gap-0.5">
                  <span className="font-semibold leading-snug">{piece.title}</span>
                  <span className="text-sm text-mist">{piece.style}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
