import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '#common/contracts/users.ts';
import { makeBillingStatus } from '#tests/fixtures/client/make-billing-status.ts';
import { TestProviders } from '#tests/fixtures/client/test-providers.tsx';
import { pageNavigation } from '../lib/auth-utils.ts';
import { AppRouter } from './router.tsx';

const baseUser: User = {
  id: 'user-1',
  email: 'ink@example.com',
  firstName: 'Ivy',
  lastName: 'Ink',
  profileImageUrl: null,
  artistName: null,
  bio: null,
  specialtyStyles: [],
  yearsExperience: null,
  consultationPrice: null,
  bookingUrl: null,
  instagramHandle: null,
  publicHandle: null,
  minimumPrice: null,
  hasCompletedSetup: false,
  isAdmin: false,
  createdAt: '2025-10-02T00:00:00.000Z',
  updatedAt: '2025-10-02T00:00:00.000Z',
};

const completedUser: User = {
  ...baseUser,
  artistName: 'Ink Witch',
  bio: 'Fine-line botanicals.',
  specialtyStyles: ['Blackwork', 'Dotwork'],
  yearsExperience: 8,
  consultationPrice: 150,
  bookingUrl: 'https://book.example.com/ink',
  instagramHandle: 'inkwitch',
  hasCompletedSetup: true,
};

// The routes are lazy chunks: load them once up front, so a cold transform on a busy machine is not what
// a test's first wait measures.
beforeAll(async () => {
  await Promise.all([
    import('./routes/landing.tsx'),
    import('./routes/setup.tsx'),
    import('./routes/dashboard.tsx'),
    import('./routes/admin.tsx'),
    import('./routes/not-found.tsx'),
  ]);
}, 60_000);

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A tiny in-memory server: the auth user, PATCH /api/user/preferences, and any GET answers given in `answers`. */
function stubServer(
  initialUser: User | null,
  { preferencesError, answers = {} }: { preferencesError?: Response; answers?: Record<string, unknown> } = {},
) {
  let user = initialUser;
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      if (url === '/api/auth/user') {
        return user ? Response.json(user) : Response.json({ message: 'Unauthorized' }, { status: 401 });
      }
      if (url === '/api/user/preferences' && method === 'PATCH' && user) {
        if (preferencesError) return preferencesError;
        user = { ...user, ...body };
        return Response.json(user);
      }
      if (method === 'GET' && url in answers) return Response.json(answers[url]);
      return new Response('Not found', { status: 404 });
    }),
  );
  return { calls };
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <TestProviders>
      <AppRouter />
    </TestProviders>,
  );
}

function typeInto(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function selectTab(name: string) {
  // Radix Tabs switch on mouse down (primary button), not on click.
  fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0, ctrlKey: false });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('signed out', () => {
  it('shows the landing page at / and the not-found page at unknown paths', async () => {
    stubServer(null);
    renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /The AI front desk for tattoo artists/ }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/api/login');
    cleanup();

    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
  });

  it('sends a signed-out visit to /dashboard to sign-in with Unauthorized, as /admin does', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    stubServer(null);
    renderAt('/dashboard');
    expect(await screen.findByText('Unauthorized')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).toBeNull();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'), { timeout: 2000 });
    assign.mockRestore();
  });
});

describe('setup wizard', () => {
  it('redirects to /setup and completes setup into the dashboard, greeting a new account as new', async () => {
    const { calls } = stubServer({ ...baseUser, createdAt: new Date().toISOString() });
    renderAt('/dashboard');

    expect(await screen.findByText('Step 1 of 4')).toBeTruthy();
    expect(window.location.pathname).toBe('/setup');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Artist Name Required')).toBeTruthy();
    expect(screen.getByText('Please enter your artist name to continue')).toBeTruthy();
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();

    typeInto('Artist Name', 'Ink Witch');
    typeInto('Bio', 'Fine-line botanicals.');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 4')).toBeTruthy();
    // The fixed mistake's toast goes, rather than covering the next steps' header.
    await waitFor(() => expect(screen.queryByText('Artist Name Required')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Select at least one style')).toBeTruthy();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(11);
    fireEvent.click(screen.getByRole('button', { name: 'Dotwork' }));
    fireEvent.click(screen.getByRole('button', { name: 'Blackwork' }));
    expect(screen.getByRole('button', { name: 'Blackwork' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Step 3 of 4')).toBeTruthy();
    typeInto('Years of Experience', 'ten');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Years of experience must be a whole number')).toBeTruthy();
    typeInto('Years of Experience', '8');
    typeInto('Instagram Handle', '@inkwitch');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Step 4 of 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Years of Experience')).value).toBe('8');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Ink Witch' })).toBeTruthy();
    expect(window.location.pathname).toBe('/dashboard');
    expect(screen.getByText('Setup Complete!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      artistName: 'Ink Witch',
      bio: 'Fine-line botanicals.',
      specialtyStyles: ['Blackwork', 'Dotwork'],
      yearsExperience: 8,
      consultationPrice: null,
      bookingUrl: null,
      instagramHandle: '@inkwitch',
      hasCompletedSetup: true,
    });
  });

  it("shows a server field error on that field's step", async () => {
    stubServer(baseUser, {
      preferencesError: Response.json(
        { message: 'Booking URL is not allowed', errors: { bookingUrl: 'Booking URL is not allowed' } },
        { status: 400 },
      ),
    });
    renderAt('/setup');
    await screen.findByLabelText('Artist Name');
    typeInto('Artist Name', 'Ink Witch');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Realism' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByLabelText('Booking URL');
    typeInto('Booking URL', 'https://example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByText('Failed to complete setup. Please try again.')).toBeTruthy();
    expect(await screen.findByText('Step 3 of 4')).toBeTruthy();
    expect(screen.getByText('Booking URL is not allowed')).toBeTruthy();
  });
});

describe('dashboard', () => {
  it('shows the overview with "Not set" for empty business fields', async () => {
    stubServer({ ...completedUser, consultationPrice: null, instagramHandle: null });
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Artist Profile' })).toBeTruthy();
    expect(screen.getByText('8 years')).toBeTruthy();
    expect(screen.getAllByText('Not set')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /book\.example\.com/ }).getAttribute('href')).toBe(
      'https://book.example.com/ink',
    );
    // The preview shows its empty state once GET /api/portfolio has answered.
    fireEvent.click(await screen.findByRole('button', { name: 'Go to the Portfolio tab' }));
    expect(screen.getByRole('tab', { name: 'Portfolio' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps the open tab in the URL, so a reload opens the same tab', async () => {
    stubServer(completedUser);
    renderAt('/dashboard?tab=leads');
    expect((await screen.findByRole('tab', { name: 'Leads' })).getAttribute('aria-selected')).toBe('true');
    selectTab('Settings');
    expect(window.location.search).toBe('?tab=settings');
    cleanup();

    renderAt(`/dashboard${window.location.search}`);
    expect((await screen.findByRole('tab', { name: 'Settings' })).getAttribute('aria-selected')).toBe('true');
    selectTab('Overview');
    expect(window.location.search).toBe('');
    cleanup();

    renderAt('/dashboard?tab=no-such-tab');
    expect((await screen.findByRole('tab', { name: 'Overview' })).getAttribute('aria-selected')).toBe('true');
  });

  // The whole Settings tab renders in jsdom (a dozen cards, each with its form): ~20 s on a loaded two-core
  // machine, so this one test has more than the suite's 20 s.
  it('edits settings: read-only until Edit, Cancel restores, Save Changes sends six fields', {
    timeout: 60_000,
  }, async () => {
    const { calls } = stubServer(completedUser);
    renderAt('/dashboard');
    await screen.findByRole('tab', { name: 'Settings' });
    selectTab('Settings');

    const name = await screen.findByLabelText<HTMLInputElement>('Artist Name');
    expect(name.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(name.disabled).toBe(false);
    typeInto('Artist Name', 'Changed');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText<HTMLInputElement>('Artist Name').value).toBe('Ink Witch');

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    typeInto('Artist Name', 'Ink Witch Studio');
    typeInto('Consultation Price', '200');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Preferences Updated')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Artist Name').disabled).toBe(true));
    expect(screen.getByLabelText<HTMLInputElement>('Artist Name').value).toBe('Ink Witch Studio');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      artistName: 'Ink Witch Studio',
      bio: 'Fine-line botanicals.',
      yearsExperience: 8,
      consultationPrice: 200,
      bookingUrl: 'https://book.example.com/ink',
      instagramHandle: 'inkwitch',
    });
  });
});

describe('dashboard: a studio’s front desk (decision 073)', () => {
  /** The front desk's own account is on a trial: the banner an artist would see for it. */
  const trial = makeBillingStatus();
  const studioAs = (role: 'front_desk' | 'artist') => ({
    studio: {
      id: 'studio-1',
      name: 'Vera’s Studio',
      publicHandle: 'veras',
      role,
      settings: {},
      branding: {},
      members: [],
      invites: [],
    },
  });

  it('shows the front desk the studio’s leads, bookings and Inbox, the team and the account: no trial, no artist tabs', async () => {
    stubServer(completedUser, { answers: { '/api/studio': studioAs('front_desk'), '/api/billing': trial } });
    renderAt('/dashboard?tab=portfolio');
    // A link to an artist's tab opens the front desk's first place instead: the studio's bookings.
    expect((await screen.findByRole('tab', { name: 'Bookings' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Leads',
      'Bookings',
      'Inbox',
      'Studio',
      'Settings',
    ]);
    expect(screen.getByText('Vera’s Studio: bookings, messages and leads.')).toBeTruthy();
    expect(screen.queryByTestId('billing-banners')).toBeNull();
    selectTab('Settings');
    // Only the account: no artist profile, assistant, calendar or API settings.
    expect(await screen.findByRole('button', { name: /Delete/ })).toBeTruthy();
    expect(screen.queryByLabelText('Artist Name')).toBeNull();
  });

  it('keeps an artist of a studio on the artist’s dashboard, trial banner and all', async () => {
    stubServer(completedUser, { answers: { '/api/studio': studioAs('artist'), '/api/billing': trial } });
    renderAt('/dashboard');
    expect((await screen.findByRole('tab', { name: 'Overview' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab')).toHaveLength(10);
    expect(await screen.findByTestId('billing-banners')).toBeTruthy();
  });
});

describe('/admin', () => {
  it('sends a signed-out visitor to /api/login with Unauthorized', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    stubServer(null);
    renderAt('/admin');
    expect(await screen.findByText('Unauthorized')).toBeTruthy();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'), { timeout: 2000 });
    assign.mockRestore();
  });

  it('sends a signed-in non-admin home with Access Denied', async () => {
    stubServer(completedUser);
    renderAt('/admin');
    expect(await screen.findByText('Access Denied')).toBeTruthy();
    expect(screen.getByText('Admin access required for this page.')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/'), { timeout: 2000 });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ink Witch' })).toBeTruthy();
  });

  it('takes an admin without an artist persona to the admin dashboard, skipping the wizard', async () => {
    stubServer({ ...baseUser, isAdmin: true });
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin');
    expect(screen.queryByText('Step 1 of 4')).toBeNull();
  });

  it('leads an admin without an artist persona Back to Home to the public home, not back to /admin', async () => {
    stubServer({ ...baseUser, isAdmin: true });
    renderAt('/admin');
    fireEvent.click(await screen.findByRole('link', { name: 'Back to Home' }));
    expect((await screen.findAllByRole('link', { name: 'Start Free Trial' })).length).toBeGreaterThan(0);
    expect(window.location.pathname).toBe('/');
  });

  it('shows the admin dashboard to admins', async () => {
    stubServer({ ...completedUser, isAdmin: true });
    renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Lead Management' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });
});
