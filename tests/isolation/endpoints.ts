import type { IsolationWorld } from './isolation-world.ts';

/** A well-formed request aimed at artist Ana's data, so only access rules can refuse it. */
export interface Probe {
  path: string;
  body?: unknown;
  /** Sent as multipart/form-data with no files (the upload takes no JSON). */
  isMultipart?: boolean;
}

/**
 * One API endpoint and the rules the suite holds it to.
 * - access: 'public' (anyone), 'artist' (signed in; an artist reaches only their own data) or 'admin'.
 * - isolation, for artist Ben aiming the probe at Ana: 'not-found' (404), 'own-data' (an answer about Ben
 *   alone), or 'none' (nothing of an artist's behind it: sign-in, the public chat, public pages).
 * - benSees: what Ben's own answer must hold, so an empty answer cannot pass for an isolated one.
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  route: string;
  access: 'public' | 'artist' | 'admin';
  isolation: 'not-found' | 'own-data' | 'none';
  probe?: (world: IsolationWorld) => Probe;
  benSees?: (world: IsolationWorld) => string;
}

const SOME_UUID = '00000000-0000-4000-8000-000000000000';

/**
 * Every API route of the app. The suite fails while a registered route is missing here, so each new
 * endpoint has to be classified and probed before it ships (spec §1: artists cannot reach each other's data).
 */
export const ENDPOINTS: Endpoint[] = [
  // Sign-in and the built-in session: no artist data behind them, or only the caller's own.
  { method: 'GET', route: '/api/login', access: 'public', isolation: 'none' },
  { method: 'GET', route: '/api/callback', access: 'public', isolation: 'none' },
  { method: 'GET', route: '/api/logout', access: 'public', isolation: 'none' },
  { method: 'GET', route: '/api/health', access: 'public', isolation: 'none' },
  { method: 'GET', route: '/api/health/ready', access: 'public', isolation: 'none' },
  {
    method: 'GET',
    route: '/api/auth/user',
    access: 'artist',
    isolation: 'own-data',
    probe: () => ({ path: '/api/auth/user' }),
    benSees: ({ ben }) => ben.id,
  },
  {
    method: 'PATCH',
    route: '/api/user/preferences',
    access: 'artist',
    isolation: 'own-data',
    probe: () => ({ path: '/api/user/preferences', body: { bio: 'Isolation probe' } }),
    benSees: ({ ben }) => ben.id,
  },

  // The public consultation chat, public artist pages and public images.
  { method: 'POST', route: '/api/chat/consult', access: 'public', isolation: 'none' },
  { method: 'POST', route: '/api/chat/save', access: 'public', isolation: 'none' },
  { method: 'GET', route: '/api/artists/:handle', access: 'public', isolation: 'none' },
  {
    method: 'GET',
    route: '/api/images/:folder/:name',
    access: 'public',
    // Public images only: a client's chat image must not be reachable through the public route.
    isolation: 'not-found',
    probe: ({ ana }) => ({ path: `/api/images/${ana.imageKey.split('/')[0]}/${ana.imageName}` }),
  },

  // The storage demo: public by spec §6, and no artist's data.
  { method: 'GET', route: '/api/demo/items', access: 'public', isolation: 'none' },
  { method: 'POST', route: '/api/demo/items', access: 'public', isolation: 'none' },
  { method: 'PATCH', route: '/api/demo/items/:id', access: 'public', isolation: 'none' },
  { method: 'DELETE', route: '/api/demo/items/:id', access: 'public', isolation: 'none' },

  // Portfolio (spec §7).
  {
    method: 'GET',
    route: '/api/portfolio',
    access: 'artist',
    isolation: 'own-data',
    probe: () => ({ path: '/api/portfolio' }),
    benSees: ({ ben }) => ben.pieceId,
  },
  {
    method: 'POST',
    route: '/api/portfolio/bulk-upload',
    access: 'artist',
    isolation: 'own-data',
    probe: () => ({ path: '/api/portfolio/bulk-upload', isMultipart: true }),
  },
  {
    method: 'PATCH',
    route: '/api/portfolio/:id',
    access: 'artist',
    isolation: 'not-found',
    probe: ({ ana }) => ({ path: `/api/portfolio/${ana.pieceId}`, body: { title: 'Taken over' } }),
  },
  {
    method: 'DELETE',
    route: '/api/portfolio/:id',
    access: 'artist',
    isolation: 'not-found',
    probe: ({ ana }) => ({ path: `/api/portfolio/${ana.pieceId}` }),
  },

  // Leads: the artist-scoped /api/admin/* calls (spec §7; issue 5).
  {
    method: 'GET',
    route: '/api/admin/leads',
    access: 'artist',
    isolation: 'own-data',
    probe: () => ({ path: '/api/admin/leads' }),
    benSees: ({ ben }) => ben.leadId,
  },
  {
    method: 'GET',
    route: '/api/admin/leads/export.csv',
    access: 'artist',
    isolation: 'own-data',
    probe: () => ({ path: '/api/admin/leads/export.csv' }),
    benSees: ({ ben }) => ben.leadId,
  },
  {
    method: 'GET',
    route: '/api/admin/leads/:id/details',
    access: 'artist',
    isolation: 'not-found',
    probe: ({ ana }) => ({ path: `/api/admin/leads/${ana.leadId}/details` }),
  },
  {
    method: 'GET',
    route: '/api/admin/leads/:id/images/:name',
    access: 'artist',
    isolation: 'not-found',
    probe: ({ ana }) => ({ path: `/api/admin/leads/${ana.leadId}/images/${ana.imageName}` }),
  },
  {
    method: 'PATCH',
    route: '/api/admin/leads/:id',
    access: 'artist',
    isolation: 'not-found',
    probe: ({ ana }) => ({
      path: `/api/admin/leads/${ana.leadId}`,
      body: { status: 'rejected', notes: 'Taken over' },
    }),
  },

  // Admin only (issue 6 "Access"): 403 for artists, 401 signed out.
  {
    method: 'GET',
    route: '/api/admin/leads/search',
    access: 'admin',
    isolation: 'none',
    probe: () => ({ path: '/api/admin/leads/search?q=ana' }),
  },
  {
    method: 'GET',
    route: '/api/admin/experiments',
    access: 'admin',
    isolation: 'none',
    probe: () => ({ path: '/api/admin/experiments' }),
  },
  {
    method: 'POST',
    route: '/api/admin/experiments',
    access: 'admin',
    isolation: 'none',
    probe: () => ({
      path: '/api/admin/experiments',
      body: { name: 'Isolation probe', variantA: { name: 'Control' }, variantB: { name: 'Variant' } },
    }),
  },
  {
    method: 'PATCH',
    route: '/api/admin/experiments/:id',
    access: 'admin',
    isolation: 'none',
    probe: () => ({ path: `/api/admin/experiments/${SOME_UUID}`, body: { status: 'paused' } }),
  },
  {
    method: 'GET',
    route: '/api/admin/experiments/:id/results',
    access: 'admin',
    isolation: 'none',
    probe: () => ({ path: `/api/admin/experiments/${SOME_UUID}/results` }),
  },
  {
    method: 'GET',
    route: '/api/admin/jobs',
    access: 'admin',
    isolation: 'none',
    probe: () => ({ path: '/api/admin/jobs' }),
  },
  {
    method: 'POST',
    route: '/api/admin/jobs/:id/retry',
    access: 'admin',
    isolation: 'none',
    probe: () => ({ path: `/api/admin/jobs/${SOME_UUID}/retry` }),
  },
  {
    method: 'GET',
    route: '/api/admin/stats',
    access: 'admin',
    isolation: 'none',
    probe: () => ({ path: '/api/admin/stats?timeRange=30d' }),
  },
  {
    method: 'GET',
    route: '/api/admin/stats/trends',
    access: 'admin',
    isolation: 'none',
    probe: () => ({ path: '/api/admin/stats/trends?timeRange=30d' }),
  },

  // The Instagram inbox (issue #10): every thread query has the artist in its where; cross-artist reads and
  // writes are also tested with real threads in server/features/inbox/inbox.test.ts.
  {
    method: 'GET',
    route: '/api/inbox/threads',
    access: 'artist',
    isolation: 'own-data',
    probe: () => ({ path: '/api/inbox/threads' }),
  },
  {
    method: 'GET',
    route: '/api/inbox/threads/:id',
    access: 'artist',
    isolation: 'not-found',
    probe: () => ({ path: `/api/inbox/threads/${SOME_UUID}` }),
  },
  {
    method: 'POST',
    route: '/api/inbox/threads/:id/replies',
    access: 'artist',
    isolation: 'not-found',
    probe: () => ({ path: `/api/inbox/threads/${SOME_UUID}/replies`, body: { text: 'Isolation probe' } }),
  },
  {
    method: 'PATCH',
    route: '/api/inbox/threads/:id',
    access: 'artist',
    isolation: 'not-found',
    probe: () => ({ path: `/api/inbox/threads/${SOME_UUID}`, body: { isBotPaused: true } }),
  },
  {
    method: 'GET',
    route: '/api/inbox/settings',
    access: 'artist',
    isolation: 'own-data',
    probe: () => ({ path: '/api/inbox/settings' }),
  },
  {
    method: 'PATCH',
    route: '/api/inbox/settings',
    access: 'artist',
    isolation: 'own-data',
    probe: () => ({ path: '/api/inbox/settings', body: { isBotPaused: false } }),
  },

  // Instagram connection, Meta's callbacks and account deletion (issue #10). Classified here so the suite
  // holds them to the auth rules (401 signed out, before any 400); their cross-artist behaviour is tested
  // in server/features/instagram/ and server/features/account/.
  { method: 'GET', route: '/api/webhooks/instagram', access: 'public', isolation: 'none' },
  { method: 'POST', route: '/api/webhooks/instagram', access: 'public', isolation: 'none' },
  { method: 'POST', route: '/api/instagram/data-deletion', access: 'public', isolation: 'none' },
  { method: 'POST', route: '/api/instagram/deauthorize', access: 'public', isolation: 'none' },
  { method: 'GET', route: '/api/instagram/data-deletion/status', access: 'public', isolation: 'none' },
  { method: 'GET', route: '/api/instagram/connection', access: 'artist', isolation: 'own-data' },
  { method: 'GET', route: '/api/instagram/connect', access: 'artist', isolation: 'own-data' },
  { method: 'GET', route: '/api/instagram/callback', access: 'artist', isolation: 'own-data' },
  { method: 'POST', route: '/api/instagram/disconnect', access: 'artist', isolation: 'own-data' },
  { method: 'POST', route: '/api/instagram/sandbox/messages', access: 'artist', isolation: 'own-data' },
  { method: 'GET', route: '/api/instagram/sandbox/thread', access: 'artist', isolation: 'own-data' },
  { method: 'DELETE', route: '/api/account', access: 'artist', isolation: 'own-data' },
  { method: 'POST', route: '/api/admin/account-deletions', access: 'admin', isolation: 'none' },

  // The artist's intake controls (issue #11): one row per artist, read and written as the caller.
  { method: 'GET', route: '/api/intake', access: 'artist', isolation: 'own-data' },
  { method: 'PUT', route: '/api/intake', access: 'artist', isolation: 'own-data' },

  // Booking, the artist's side (issue #14): settings and the overview are the caller's own; a lead's booking
  // calls answer 404 for another artist's lead (server/features/booking/booking.test.ts has real bookings).
  {
    method: 'GET',
    route: '/api/booking/availability',
    access: 'artist',
    isolation: 'own-data',
    probe: () => ({ path: '/api/booking/availability' }),
  },
  { method: 'PUT', route: '/api/booking/availability', access: 'artist', isolation: 'own-data' },
  {
    method: 'POST',
    route: '/api/booking/availability/calendar-token',
    access: 'artist',
    isolation: 'own-data',
  },
  {
    method: 'GET',
    route: '/api/booking/overview',
    access: 'artist',
    isolation: 'own-data',
    probe: () => ({ path: '/api/booking/overview' }),
  },
  {
    method: 'GET',
    route: '/api/booking/leads/:leadId',
    access: 'artist',
    isolation: 'not-found',
    probe: ({ ana }) => ({ path: `/api/booking/leads/${ana.leadId}` }),
  },
  {
    method: 'GET',
    route: '/api/booking/leads/:leadId/free-slots',
    access: 'artist',
    isolation: 'not-found',
    probe: ({ ana }) => ({ path: `/api/booking/leads/${ana.leadId}/free-slots?sessionKind=small` }),
  },
  {
    method: 'POST',
    route: '/api/booking/leads/:leadId/offers',
    access: 'artist',
    isolation: 'not-found',
    probe: ({ ana }) => ({
      path: `/api/booking/leads/${ana.leadId}/offers`,
      body: { sessionKind: 'small', startTimes: ['2030-01-08T10:00:00Z'] },
    }),
  },
  {
    method: 'POST',
    route: '/api/booking/leads/:leadId/decline',
    access: 'artist',
    isolation: 'not-found',
    probe: ({ ana }) => ({
      path: `/api/booking/leads/${ana.leadId}/decline`,
      body: { message: 'Isolation probe' },
    }),
  },
  {
    method: 'POST',
    route: '/api/booking/leads/:leadId/bookings',
    access: 'artist',
    isolation: 'not-found',
    probe: ({ ana }) => ({
      path: `/api/booking/leads/${ana.leadId}/bookings`,
      body: { sessionKind: 'small', startsAt: '2030-01-08T10:00:00Z' },
    }),
  },
  {
    method: 'POST',
    route: '/api/booking/bookings/:bookingId/deposit-received',
    access: 'artist',
    isolation: 'not-found',
    probe: () => ({ path: `/api/booking/bookings/${SOME_UUID}/deposit-received` }),
  },
  {
    method: 'POST',
    route: '/api/booking/bookings/:bookingId/cancel',
    access: 'artist',
    isolation: 'not-found',
    probe: () => ({ path: `/api/booking/bookings/${SOME_UUID}/cancel`, body: {} }),
  },
  {
    method: 'GET',
    route: '/api/booking/bookings/:bookingId/move-times',
    access: 'artist',
    isolation: 'not-found',
    probe: () => ({ path: `/api/booking/bookings/${SOME_UUID}/move-times` }),
  },
  {
    method: 'POST',
    route: '/api/booking/bookings/:bookingId/move',
    access: 'artist',
    isolation: 'not-found',
    probe: () => ({
      path: `/api/booking/bookings/${SOME_UUID}/move`,
      body: { startsAt: '2030-01-08T10:00:00Z' },
    }),
  },
  // Email preferences (issue #14): the artist's own.
  {
    method: 'GET',
    route: '/api/notifications/settings',
    access: 'artist',
    isolation: 'own-data',
    probe: () => ({ path: '/api/notifications/settings' }),
  },
  {
    method: 'PUT',
    route: '/api/notifications/settings',
    access: 'artist',
    isolation: 'own-data',
    probe: () => ({
      path: '/api/notifications/settings',
      body: { leadEmails: 'every', isDailySummaryOn: false },
    }),
  },
  // The admin Outbox (decision 020): every email sent, for admins only.
  ...['', '/:id', '/:id/eml', '/:id/attachments/:index'].map(
    (suffix): Endpoint => ({
      method: 'GET',
      route: `/api/admin/outbox${suffix}`,
      access: 'admin',
      isolation: 'none',
      probe: () => ({
        path: `/api/admin/outbox${suffix.replace(':id', SOME_UUID).replace(':index', '0')}`,
      }),
    }),
  ),
  // A client's DM image, behind the thread's artist (decision 027).
  {
    method: 'GET',
    route: '/api/inbox/threads/:id/images/:name',
    access: 'artist',
    isolation: 'not-found',
    probe: () => ({ path: `/api/inbox/threads/${SOME_UUID}/images/0a1b2c.webp` }),
  },
  // The client's request page (decision 022): public, and the signed link is the secret.
  ...(
    [
      ['GET', ''],
      ['GET', '/conversation.txt'],
      ['POST', '/booking', { offerId: SOME_UUID }],
      ['POST', '/booking/checkout'],
      ['GET', '/booking/times'],
      ['POST', '/booking/reschedule', { startsAt: '2030-01-08T10:00:00Z' }],
      ['POST', '/booking/cancel'],
      ['DELETE', ''],
    ] as const
  ).map(
    ([method, suffix, body]: readonly [Endpoint['method'], string, unknown?]): Endpoint => ({
      method,
      route: `/api/requests/:token${suffix}`,
      access: 'public',
      isolation: 'none',
      probe: () => ({ path: `/api/requests/not-a-real-request-link${suffix}`, body }),
    }),
  ),
  // The calendar feed is public by design: its token is the secret (decision 021).
  {
    method: 'GET',
    route: '/api/calendar/:file',
    access: 'public',
    isolation: 'none',
    probe: () => ({ path: '/api/calendar/not-a-real-calendar-token.ics' }),
  },
];

/** The /api/admin/* calls an artist may make (issue 6 "Access"): their own leads, scoped in each query. */
export const ARTIST_SCOPED_ADMIN_ROUTES = new Set([
  '/api/admin/leads',
  '/api/admin/leads/export.csv',
  '/api/admin/leads/:id',
  '/api/admin/leads/:id/details',
  '/api/admin/leads/:id/images/:name',
]);
