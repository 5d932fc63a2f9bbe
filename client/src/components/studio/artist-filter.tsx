import { Button } from '#client/components/ui/button.tsx';

/** 'all' or one artist's id. */
export type ArtistFilterValue = string;

/**
 * A studio's owner and front desk (decision 073): All, or one member's items (bookings, Inbox threads). The pressed
 * button is the filter, as the leads page's fit filter.
 */
export function ArtistFilter({
  artists,
  value,
  onChange,
}: {
  artists: ReadonlyArray<{ id: string; name: string }>;
  value: ArtistFilterValue;
  onChange: (value: ArtistFilterValue) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Filter by artist</legend>
      {[{ id: 'all', name: 'All' }, ...artists].map((artist) => (
        <Button
          key={artist.id}
          size="sm"
          variant={value === artist.id ? 'primary' : 'outline'}
          aria-pressed={value === artist.id}
          onClick={() => onChange(artist.id)}
        >
          {artist.name}
        </Button>
      ))}
    </fieldset>
  );
}
