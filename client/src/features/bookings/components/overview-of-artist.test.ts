import { describe, expect, it } from 'vitest';
import type { Appointment, BookingsOverview, YourTurnItem } from '#common/contracts/booking.ts';
import { overviewOfArtist } from './overview-of-artist.ts';

const appointment = (id: string, artistId: string) =>
  ({ id, artistId, artistName: artistId, depositStatus: 'due' }) as unknown as Appointment;
const waiting = (leadId: string, artistId: string) => ({ leadId, artistId }) as unknown as YourTurnItem;

const overview: BookingsOverview = {
  timeZone: 'UTC',
  days: [
    { date: '2026-12-07', appointments: [appointment('a1', 'sol'), appointment('a2', 'cy')] },
    { date: '2026-12-08', appointments: [appointment('a3', 'sol')] },
  ],
  depositsDue: [appointment('a1', 'sol'), appointment('a2', 'cy')],
  yourTurn: [waiting('l1', 'cy'), waiting('l2', 'sol')],
  artists: [
    { id: 'sol', name: 'Sol Ink' },
    { id: 'cy', name: 'Cy Ink' },
  ],
};

describe('overviewOfArtist (the Bookings tab’s artist filter, decision 073)', () => {
  it('keeps everything for All', () => {
    expect(overviewOfArtist(overview, 'all')).toBe(overview);
  });

  it('keeps one artist’s items and drops the days left empty', () => {
    const cys = overviewOfArtist(overview, 'cy');
    expect(cys.days).toEqual([{ date: '2026-12-07', appointments: [appointment('a2', 'cy')] }]);
    expect(cys.depositsDue.map((item) => item.id)).toEqual(['a2']);
    expect(cys.yourTurn.map((item) => item.leadId)).toEqual(['l1']);
    expect(cys.artists).toEqual(overview.artists);
  });
});
