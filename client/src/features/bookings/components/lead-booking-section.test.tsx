import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking, LeadBooking } from '#common/contracts/booking.ts';
import { TestProviders } from '#tests/fixtures/client/test-providers.tsx';
import { LeadBookingSection } from './lead-booking-section.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DAY = 86_400_000;
const startsAt = new Date(Date.now() + 3 * DAY);

const confirmed: Booking = {
  id: 'booking-1',
  leadId: 'lead-1',
  offerId: null,
  startsAt: startsAt.toISOString(),
  endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
  sessionKind: 'small',
  status: 'confirmed',
  holdExpiresAt: null,
  depositCents: 5000,
  depositStatus: 'paid',
  currency: 'usd',
  createdAt: new Date().toISOString(),
  confirmedAt: new Date().toISOString(),
  cancelledAt: null,
  session: null,
  completedAt: null,
};

const booked: LeadBooking = {
  leadId: 'lead-1',
  artistId: 'artist-1',
  leadStatus: 'booked',
  timeZone: 'UTC',
  depositCollection: 'artist',
  openOffers: [],
  bookings: [confirmed],
  project: null,
  timeline: [
    { id: 'e1', kind: 'confirmed', detail: { bookingId: 'booking-1' }, at: new Date().toISOString() },
  ],
  declineTemplate: 'Thank you',
  isEmailWaiting: false,
  healedPhotos: [],
};

/** What POST …/cancel answers (server/features/booking/cancel-artist-booking.ts): the lead reopened. */
const cancelled: LeadBooking = {
  ...booked,
  leadStatus: 'qualified',
  bookings: [{ ...confirmed, status: 'cancelled', cancelledAt: new Date().toISOString() }],
  timeline: [
    ...booked.timeline,
    {
      id: 'e2',
      kind: 'cancelled',
      detail: { bookingId: 'booking-1', by: 'artist', reason: 'I am ill', startsAt: confirmed.startsAt },
      at: new Date().toISOString(),
    },
  ],
};

const movedTo = new Date(startsAt.getTime() + DAY);
const moveTimes = {
  timeZone: 'UTC',
  slots: [{ startsAt: movedTo.toISOString(), endsAt: new Date(movedTo.getTime() + 3_600_000).toISOString() }],
};

/** What POST …/move answers (server/features/booking/move-artist-booking.ts): the same booking, later. */
const moved: LeadBooking = {
  ...booked,
  bookings: [{ ...confirmed, startsAt: moveTimes.slots[0]!.startsAt, endsAt: moveTimes.slots[0]!.endsAt }],
  timeline: [
    ...booked.timeline,
    {
      id: 'e3',
      kind: 'rescheduled',
      detail: { bookingId: 'booking-1', by: 'artist', from: confirmed.startsAt, to: movedTo.toISOString() },
      at: new Date().toISOString(),
    },
  ],
};

function renderSection({
  isMoveTaken = false,
  viewerId = 'artist-1',
  answer = booked,
}: {
  isMoveTaken?: boolean;
  viewerId?: string;
  answer?: LeadBooking;
} = {}) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/move-times')) return Response.json(moveTimes);
    if (init?.method === 'POST' && url.endsWith('/move')) {
      return isMoveTaken
        ? Response.json({ message: 'That time was just taken — pick another' }, { status: 409 })
        : Response.json(moved);
    }
    return Response.json(init?.method === 'POST' && url.endsWith('/cancel') ? cancelled : answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <TestProviders>
      <LeadBookingSection leadId="lead-1" viewerId={viewerId} />
    </TestProviders>,
  );
  return fetchMock;
}

const cancelCalls = (fetchMock: ReturnType<typeof renderSection>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/cancel'));

describe('LeadBookingSection: the artist cancels', () => {
  it('confirms with an optional reason, sends it, and shows the booking cancelled with Offer times back', async () => {
    const fetchMock = renderSection();
    const cancelButton = await screen.findByRole('button', { name: 'Cancel appointment' });
    // A confirmed booking closes the lead to new offers until it is cancelled.
    expect(screen.queryByRole('button', { name: 'Offer times' })).toBeNull();
    fireEvent.click(cancelButton);

    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    expect(dialog.textContent).toContain('Cancelling does not refund it');
    fireEvent.change(within(dialog).getByLabelText('Reason for the client (optional)'), {
      target: { value: '  I am ill  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));

    expect(await screen.findByText('Appointment cancelled')).toBeTruthy();
    const [[url, init]] = cancelCalls(fetchMock) as unknown as [[string, RequestInit]];
    expect(url).toBe('/api/booking/bookings/booking-1/cancel');
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'I am ill' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const section = screen.getByRole('region', { name: 'Booking' });
    expect(within(section).getByText('Cancelled')).toBeTruthy();
    expect(within(section).getByText('Cancelled by you')).toBeTruthy();
    expect(within(section).getByText('“I am ill”')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Offer times' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Cancel appointment' })).toBeNull();
  });

  it('refuses a reason over 500 characters under the field, sending nothing', async () => {
    const fetchMock = renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    const reason = within(dialog).getByLabelText('Reason for the client (optional)');
    fireEvent.change(reason, { target: { value: 'x'.repeat(501) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    expect(await within(dialog).findByText('Reason must be at most 500 characters')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(cancelCalls(fetchMock)).toEqual([]);
  });
});

const moveCalls = (fetchMock: ReturnType<typeof renderSection>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/move'));

describe('LeadBookingSection: the artist moves', () => {
  it('lists the free times, sends the one picked, and shows the booking at its new time', async () => {
    const fetchMock = renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Move appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move this appointment' });
    expect(dialog.textContent).toContain('the deposit stays');
    // Nothing picked: the form says so and sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move appointment' }));
    expect(await within(dialog).findByText('Pick a new time')).toBeTruthy();
    expect(moveCalls(fetchMock)).toEqual([]);

    const times = await within(dialog).findAllByRole('button', { pressed: false });
    fireEvent.click(times[0]!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move appointment' }));

    expect(await screen.findByText('Appointment moved: the client was emailed')).toBeTruthy();
    const [[url, init]] = moveCalls(fetchMock) as unknown as [[string, RequestInit]];
    expect(url).toBe('/api/booking/bookings/booking-1/move');
    expect(JSON.parse(String(init.body))).toEqual({ startsAt: movedTo.toISOString() });
    expect(screen.queryByRole('dialog')).toBeNull();
    const section = screen.getByRole('region', { name: 'Booking' });
    expect(within(section).getByText('Moved by you')).toBeTruthy();
  });

  it('shows the server’s message inside the dialog when the time was just taken, keeping it open', async () => {
    renderSection({ isMoveTaken: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Move appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move this appointment' });
    const times = await within(dialog).findAllByRole('button', { pressed: false });
    fireEvent.click(times[0]!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move appointment' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('That time was just taken — pick another');
    expect(screen.getByRole('dialog', { name: 'Move this appointment' })).toBeTruthy();
    // Decision 012: the dialog says it, not a toast over its buttons.
    expect(screen.getAllByText('That time was just taken — pick another')).toHaveLength(1);
  });
});

describe('LeadBookingSection: who acted, in a studio (decision 073)', () => {
  const frontDesk = { id: 'desk-1', name: 'Dana', role: 'front_desk' };
  const owner = { id: 'owner-1', name: 'Olga Ink', role: 'owner' };
  const actedOn: LeadBooking = {
    ...cancelled,
    timeline: [
      ...cancelled.timeline.map((event) =>
        event.kind === 'cancelled' ? { ...event, detail: { ...event.detail, actor: frontDesk } } : event,
      ),
      {
        id: 'e4',
        kind: 'deposit-received',
        detail: { by: 'artist', actor: frontDesk },
        at: startsAt.toISOString(),
      },
      { id: 'e5', kind: 'rescheduled', detail: { by: 'artist' }, at: startsAt.toISOString() },
      { id: 'e6', kind: 'offered', detail: { by: 'artist', actor: frontDesk }, at: startsAt.toISOString() },
      { id: 'e7', kind: 'declined', detail: { by: 'artist' }, at: startsAt.toISOString() },
      { id: 'e8', kind: 'confirmed', detail: { by: 'artist', actor: owner }, at: startsAt.toISOString() },
      {
        id: 'e9',
        kind: 'session-done',
        detail: { by: 'artist', actor: frontDesk },
        at: startsAt.toISOString(),
      },
    ],
  };

  it('shows the artist who at the studio cancelled or marked the deposit for them', async () => {
    renderSection({ answer: actedOn });
    const timeline = await screen.findByRole('list', { name: 'Booking timeline' });
    expect(within(timeline).getByText('Cancelled by Dana (front desk)')).toBeTruthy();
    expect(within(timeline).getByText('Deposit received by Dana (front desk)')).toBeTruthy();
    expect(within(timeline).getByText('Moved by you')).toBeTruthy();
    expect(within(timeline).queryByText('Cancelled by you')).toBeNull();
    // Offering, declining, booking directly and marking done name who did it too (issue #28).
    expect(within(timeline).getByText('Times offered by Dana (front desk)')).toBeTruthy();
    expect(within(timeline).getByText('Declined')).toBeTruthy();
    expect(within(timeline).getByText('Booked directly by Olga Ink (studio owner)')).toBeTruthy();
    expect(
      within(timeline).getByText('Session marked done by Dana (front desk): aftercare sent'),
    ).toBeTruthy();
  });

  it('reads "you" to the front desk for their own action and "the artist" for the artist\'s', async () => {
    renderSection({ answer: actedOn, viewerId: 'desk-1' });
    const timeline = await screen.findByRole('list', { name: 'Booking timeline' });
    expect(within(timeline).getByText('Cancelled by you')).toBeTruthy();
    expect(within(timeline).getByText('Deposit received')).toBeTruthy();
    expect(within(timeline).getByText('Moved by the artist')).toBeTruthy();
    expect(within(timeline).getByText('Times offered')).toBeTruthy();
    expect(within(timeline).getByText('Declined by the artist')).toBeTruthy();
    expect(within(timeline).getByText('Booked directly by Olga Ink (studio owner)')).toBeTruthy();
    expect(within(timeline).getByText('Session done: aftercare sent')).toBeTruthy();
  });
});
