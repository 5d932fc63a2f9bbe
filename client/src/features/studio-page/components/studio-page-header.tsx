import type { PublicStudio } from '#common/contracts/studio-page.ts';

/** Who the studio is: its name (or brand), where and when, and who works there (issue #28 item 4). */
export function StudioPageHeader({ studio }: { studio: PublicStudio }) {
  const facts = [studio.address, studio.hours].filter((fact) => fact !== null);
  const names = studio.artists.map((artist) => artist.artistName);
  return (
    <header className="grid content-start gap-4">
      <p className="text-sm font-semibold tracking-wider text-rose-300 uppercase">Tattoo studio</p>
      <h1 className="text-3xl font-black tracking-tight break-words text-balance sm:text-5xl">
        {studio.brand?.name ?? studio.name}
      </h1>
      {facts.length > 0 ? <p className="text-mist">{facts.join(' · ')}</p> : null}
      {names.length > 0 ? (
        <p className="max-w-2xl text-lg leading-relaxed text-bone/90">
          {names.length === 1
            ? `${names[0]} works here.`
            : `${names.slice(0, -1).join(', ')} and ${names.at(-1)} work here.`}{' '}
          Tell us your idea in the chat: it goes to the artist whose work fits it best.
        </p>
      ) : null}
    </header>
  );
}
