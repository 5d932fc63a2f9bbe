import type { ArtistFilterValue } from '#client/components/studio/artist-filter.tsx';
import type { BookingsOverview } from '#common/contracts/booking.ts';

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
