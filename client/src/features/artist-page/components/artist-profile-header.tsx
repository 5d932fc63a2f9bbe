import { Badge } from '#client/components/ui/badge.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import type { PublicArtist } from '#common/contracts/artists.ts';
import { artistFacts, instagramProfile } from '../artist-facts.ts';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** Who the artist is: name, facts, bio, styles and where to find or book them (issue #4 public page). */
export function ArtistProfileHeader({ artist }: { artist: PublicArtist }) {
  const facts = artistFacts(artist);
  const instagram = artist.instagramHandle ? instagramProfile(artist.instagramHandle) : null;
  return (
    <header className="grid content-start gap-6">
      <div className="flex items-center gap-4 sm:gap-5">
        <span
          aria-hidden="true"
          className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-accent/15 text-2xl font-black text-rose-300 ring-1 ring-accent/40 sm:size-20 sm:text-3xl"
        >
          {initialsOf(artist.artistName)}
        </span>
        <div className="grid min-w-0 gap-1">
          <p className="text-sm font-semibold tracking-wider text-rose-300 uppercase">
            Tattoo artist
            {artist.studio ? (
              <>
                {' at '}
                <a
                  href={`/s/${artist.studio.handle}`}
                  className="focus-ring rounded underline underline-offset-4"
                >
                  {artist.studio.name}
                </a>
              </>
            ) : null}
          </p>
          <h1 className="text-3xl font-black tracking-tight break-words text-balance sm:text-5xl">
            {artist.artistName}
          </h1>
          {facts.length > 0 ? <p className="text-mist">{facts.join(' · ')}</p> : null}
        </div>
      </div>
      {artist.bio ? <p className="max-w-2xl text-lg leading-relaxed text-bone/90">{artist.bio}</p> : null}
      {artist.specialtyStyles.length > 0 ? (
        <ul aria-label="Styles" className="flex flex-wrap gap-2">
          {artist.specialtyStyles.map((style) => (
            <li key={style}>
              <Badge variant="secondary" className="text-sm">
                {style}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {artist.bookingUrl || instagram ? (
        <div className="flex flex-wrap gap-3">
          {artist.bookingUrl ? (
            <a
              href={artist.bookingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({})}
            >
              Book a consultation
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
          {instagram ? (
            <a
              href={instagram.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'outline' })}
            >
              <span className="sr-only">Instagram: </span>
              {instagram.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      ) : null}
    </header>
  );
}
