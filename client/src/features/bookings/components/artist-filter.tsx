import { Button } from '#client/components/ui/button.tsx';
import type { BookingsOverview } from '#common/contracts/booking.ts';

/** 'all' or one artist's id. */
export type ArtistFilterValue = string;

/**
 * A studio's owner and front desk (decision 073): All, or one member's bookings. The pressed button is the
 * filter, as the leads page's fit filter.
 */
export function ArtistFilter({
  artists,
  value,
  onChange,
}: {
  artists: BookingsOverview['artists'];
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

/** The overview with only `artistId`'s items ('all': unchanged); days left empty are dropped. */
export function overviewOfArtist(data: BookingsOverview, artistId: ArtistFilterValue): BookingsOverview {
  if (artistId === 'all') return data;
  const isTheirs = (item: { artistId: string }) => item.artistId === artistId;
  return {
    ...data,
    days: data.days
      .map((day) => ({ ...day, appointments: day.appointments.filter(isTheirs) }))
      .filter((day) => day.appointments.length > 0),
    depositsDue: data.depositsDue.filter(isTheirs),
    yourTurn: data.yourTurn.filter(isTheirs),
  };
}
