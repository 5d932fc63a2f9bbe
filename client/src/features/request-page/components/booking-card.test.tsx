import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestPage } from '#common/contracts/booking-requests.ts';
import { TestProviders } from '#tests/fixtures/client/test-providers.tsx';
import { BookingCard } from './booking-card.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const startsAt = new Date(Date.now() + 7 * 86_400_000);

const page: RequestPage = {
  artistName: 'Mara',
  status: 'booked',
  submittedAt: new Date().toISOString(),
  request: {
    name: 'Ana',
    email: 'ana@example.com',
    projectSummary: 'A koi on the forearm',
    tattooStyle: 'Japanese',
    placement: 'forearm',
    size: 'palm sized',
    budget: '$400',
    description: null,
  },
  conversation: [],
  offers: [],
  booking: {
    id: '5f0c6a4e-8a3e-4c55-9a36-2f1f4f1b2c3d',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 7_200_000).toISOString(),
    status: 'confirmed',
    sessionKind: 'small',
    depositCents: 0,
    depositStatus: 'none',
    holdExpiresAt: null,
    canChange: true,
    sessionNumber: null,
    completedAt: null,
    isConsentDue: false,
  },
  project: null,
  artistTimeZone: 'UTC',
  currency: 'usd',
  noticeHours: 48,
  depositCollection: 'artist',
  paymentInstructions: null,
  refundPolicy: null,
  language: 'en',
  isEmailConfirmed: true,
  healedPhotoCount: 0,
  isSessionDone: false,
};

describe('BookingCard', () => {
  it('reads the page again when the artist cancelled meanwhile, and says why inside the dialog', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'This booking is already cancelled' }, { status: 409 })),
    );
    const onChanged = vi.fn(async () => {});
    render(
      <TestProviders>
        <BookingCard token="token-1" page={page} onChanged={onChanged} />
      </TestProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your appointment?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This booking is already cancelled');
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });
});

describe('BookingCard in the client’s language (decision 051)', () => {
  it('speaks German to a request written in German: headings, deposit in German money, buttons', () => {
    render(
      <TestProviders>
        <BookingCard
          token="token-1"
          page={{
            ...page,
            language: 'de',
            currency: 'eur',
            booking: { ...page.booking!, depositCents: 5000, depositStatus: 'paid' },
          }}
          onChanged={vi.fn(async () => {})}
        />
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Dein Termin' })).toBeTruthy();
    expect(screen.getByText(/^Anzahlung von 50,00\s€ bezahlt$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verschieben' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Termin absagen' })).toBeTruthy();
  });
});

describe('BookingCard and the consent form (decision 064)', () => {
  it('links a session still waiting for its signature to the signing page, in the client’s language', () => {
    render(
      <TestProviders>
        <BookingCard
          token="token-1"
          page={{ ...page, language: 'es', booking: { ...page.booking!, isConsentDue: true } }}
          onChanged={vi.fn(async () => {})}
        />
      </TestProviders>,
    );
    const link = screen.getByRole('link', { name: 'Firmar el consentimiento' });
    expect(link.getAttribute('href')).toBe(`/r/token-1/consent/${page.booking!.id}`);
  });

  it('says nothing once it is signed', () => {
    render(
      <TestProviders>
        <BookingCard token="token-1" page={page} onChanged={vi.fn(async () => {})} />
      </TestProviders>,
    );
    expect(screen.queryByRole('link', { name: 'Sign your consent form' })).toBeNull();
  });
});

describe('BookingCard with the deposit the artist collects (issue #26)', () => {
  const due = { ...page.booking!, depositCents: 5000, depositStatus: 'due' as const };
  const renderCard = (changes: Partial<RequestPage>) =>
    render(
      <TestProviders>
        <BookingCard token="token-1" page={{ ...page, ...changes }} onChanged={vi.fn(async () => {})} />
      </TestProviders>,
    );

  it("shows the artist's payment instructions while the deposit is due", () => {
    renderCard({ booking: due, paymentInstructions: 'Venmo @mara-ink\nor cash at the studio' });
    expect(screen.getByRole('heading', { name: 'How to pay Mara' })).toBeTruthy();
    expect(screen.getByText(/Venmo @mara-ink/).textContent).toBe('Venmo @mara-ink\nor cash at the studio');
  });

  it('quotes the refund policy when a client with a paid deposit opens the cancellation', async () => {
    renderCard({
      booking: { ...due, depositStatus: 'paid' },
      paymentInstructions: 'Venmo @mara-ink',
      refundPolicy: 'Refunded in full up to 7 days before.',
    });
    expect(screen.queryByText('Venmo @mara-ink')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your appointment?' });
    expect(within(dialog).getByText(/under their refund policy:$/)).toBeTruthy();
    expect(within(dialog).getByText('Refunded in full up to 7 days before.')).toBeTruthy();
    expect(within(dialog).queryByText(/Ask them about your deposit/)).toBeNull();
  });

  it('says nothing of a deposit when none was paid', async () => {
    renderCard({ refundPolicy: 'Refunded in full up to 7 days before.' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your appointment?' });
    expect(within(dialog).getByText('The time is given up and your artist is told.')).toBeTruthy();
    expect(within(dialog).queryByText(/deposit/)).toBeNull();
  });
});
