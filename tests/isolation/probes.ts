import type { FastifySchema } from 'fastify';
import type { RouteAccess } from '../../server/lib/route-access.ts';
import type { IsolationWorld } from './isolation-world.ts';
import type { RegisteredRoute } from './registered-routes.ts';

/** A well-formed request aimed at artist Ana's data, so only access rules can refuse it. */
export interface Probe {
  path: string;
  body?: unknown;
  /** Sent as multipart/form-data with no files (the upload takes no JSON). */
  isMultipart?: boolean;
  /** The upload's file field, when not the portfolio's (`images`); the sweep's bad uploads use it. */
  uploadField?: string;
}

/**
 * What the suite holds one API route to beyond the access the route declares itself (`config: { access }`,
 * server/lib/route-access.ts; decision 041).
 * - isolation, for artist Ben aiming the probe at Ana: 'not-found' (404), 'own-data' (an answer about Ben
 *   alone), or 'none' (nothing of an artist's behind it: admin calls, the client's request page).
 * - probe: the request aimed at Ana's data; or unprobed: why there is none, and where the route's
 *   cross-artist behaviour is tested instead.
 * - benSees: what Ben's own answer must hold, so an empty answer cannot pass for an isolated one.
 */
export type RouteProbe = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  route: string;
  isolation: 'not-found' | 'own-data' | 'none';
} & (
  | { probe: (world: IsolationWorld) => Probe; benSees?: (world: IsolationWorld) => string; unprobed?: never }
  | { unprobed: string; probe?: never; benSees?: never }
);

/**
 * A registered API route as the suites test it: its method and path, who may call it (as declared;
 * 'public-identified' is 'public' here, since it refuses nobody), its schemas, and its probe if it has one.
 */
export interface Endpoint {
  method: RouteProbe['method'];
  route: string;
  access: Exclude<RouteAccess, 'public-identified'>;
  isolation: RouteProbe['isolation'];
  probe?: (world: IsolationWorld) => Probe;
  benSees?: (world: IsolationWorld) => string;
  schema?: FastifySchema;
}

export const endpointKey = ({ method, route }: Pick<Endpoint, 'method' | 'route'>) => `${method} ${route}`;

const SOME_UUID = '00000000-0000-4000-8000-000000000000';

/**
 * The probes, for every API route that is not public and for the public ones behind a secret or holding a
 * client's images. The suite fails while a registered route that is not public is missing here, so each new
 * endpoint has to be probed (or say why not) before it ships (spec §1: artists cannot reach each other's data).
 */
export const PROBES: RouteProbe[] = [
  // The signed-in user's own account.
  {
    method: 'GET',
    route: '/api/auth/user',
    isolation: 'own-data',
    probe: () => ({ path: '/api/auth/user' }),
    benSees: ({ ben }) => ben.id,
  },
  {
    method: 'PATCH',
    route: '/api/user/preferences',
    isolation: 'own-data',
    probe: () => ({ path: '/api/user/preferences', body: { bio: 'Isolation probe' } }),
    benSees: ({ ben }) => ben.id,
  },

  // Public images.
  {
    method: 'GET',
    route: '/api/images/:folder/:name',
    // Public images only: a client's chat image must not be reachable through the public route.
    isolation: 'not-found',
    probe: ({ ana }) => ({ path: `/api/images/${ana.imageKey.split('/')[0]}/${ana.imageName}` }),
  },

  // Portfolio (spec §7).
  {
    method: 'GET',
    route: '/api/portfolio',
    isolation: 'own-data',
    probe: () => ({ path: '/api/portfolio' }),
    benSees: ({ ben }) => ben.pieceId,
  },
  {
    method: 'POST',
    route: '/api/portfolio/bulk-upload',
    isolation: 'own-data',
    probe: () => ({ path: '/api/portfolio/bulk-upload', isMultipart: true }),
  },
  {
    method: 'PATCH',
    route: '/api/portfolio/:id',
    isolation: 'not-found',
    probe: ({ ana }) => ({ path: `/api/portfolio/${ana.pieceId}`, body: { title: 'Taken over' } }),
  },
  {
    method: 'POST',
    route: '/api/portfolio/:id/publish',
    isolation: 'not-found',
    probe: ({ ana }) => ({
      path: `/api/portfolio/${ana.pieceId}/publish`,
      body: { title: 'Taken over', style: 'Blackwork' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/portfolio/:id',
    isolation: 'not-found',
    probe: ({ ana }) => ({ path: `/api/portfolio/${ana.pieceId}` }),
  },

  // Leads: the artist-scoped /api/admin/* calls (spec §7; issue 5).
  {
    method: 'GET',
    route: '/api/admin/leads',
    isolation: 'own-data',
    probe: () => ({ path: '/api/admin/leads' }),
    benSees: ({ ben }) => ben.leadId,
  },
  {
    method: 'GET',
    route: '/api/admin/leads/export.csv',
    isolation: 'own-data',
    probe: () => ({ path: '/api/admin/leads/export.csv' }),
    benSees: ({ ben }) => ben.leadId,
  },
  // Advanced analytics (decision 071): counts and durations only, so no id of Ben's to look for; that Ben's rows
  // stay out of Ana's figures is tested in server/features/insights/insights.test.ts.
  {
    method: 'GET',
    route: '/api/insights',
    isolation: 'own-data',
    probe: () => ({ path: '/api/insights?timeRange=1y' }),
  },
  {
    method: 'GET',
    route: '/api/insights/export.csv',
    isolation: 'own-data',
    probe: () => ({ path: '/api/insights/export.csv?timeRange=1y&table=sources' }),
  },
  {
    method: 'GET',
    route: '/api/admin/leads/:id/details',
    isolation: 'not-found',
    probe: ({ ana }) => ({ path: `/api/admin/leads/${ana.leadId}/details` }),
  },
  {
    method: 'GET',
    route: '/api/admin/leads/:id/images/:name',
    isolation: 'not-found',
    probe: ({ ana }) => ({ path: `/api/admin/leads/${ana.leadId}/images/${ana.imageName}` }),
  },
  {
    method: 'PATCH',
    route: '/api/admin/leads/:id',
    isolation: 'not-found',
    probe: ({ ana }) => ({
      path: `/api/admin/leads/${ana.leadId}`,
      body: { status: 'rejected', notes: 'Taken over' },
    }),
  },
  {
    method: 'PATCH',
    route: '/api/admin/leads/:id/open-questions/:questionId',
    isolation: 'not-found',
    probe: ({ ana }) => ({
      path: `/api/admin/leads/${ana.leadId}/open-questions/q1`,
      body: { isAnswered: true },
    }),
  },

  // Admin only (issue 6 "Access"): 403 for artists, 401 signed out.
  {
    method: 'GET',
    route: '/api/admin/leads/search',
    isolation: 'none',
    probe: () => ({ path: '/api/admin/leads/search?q=ana' }),
  },
  {
    method: 'GET',
    route: '/api/admin/experiments',
    isolation: 'none',
    probe: () => ({ path: '/api/admin/experiments' }),
  },
  {
    method: 'POST',
    route: '/api/admin/experiments',
    isolation: 'none',
    probe: () => ({
      path: '/api/admin/experiments',
      body: { name: 'Isolation probe', variantA: { name: 'Control' }, variantB: { name: 'Variant' } },
    }),
  },
  {
    method: 'PATCH',
    route: '/api/admin/experiments/:id',
    isolation: 'none',
    probe: () => ({ path: `/api/admin/experiments/${SOME_UUID}`, body: { status: 'paused' } }),
  },
  {
    method: 'GET',
    route: '/api/admin/experiments/:id/results',
    isolation: 'none',
    probe: () => ({ path: `/api/admin/experiments/${SOME_UUID}/results` }),
  },
  {
    method: 'GET',
    route: '/api/admin/jobs',
    isolation: 'none',
    probe: () => ({ path: '/api/admin/jobs' }),
  },
  {
    method: 'POST',
    route: '/api/admin/jobs/:id/retry',
    isolation: 'none',
    probe: () => ({ path: `/api/admin/jobs/${SOME_UUID}/retry` }),
  },
  {
    method: 'GET',
    route: '/api/admin/stats',
    isolation: 'none',
    probe: () => ({ path: '/api/admin/stats?timeRange=30d' }),
  },
  {
    method: 'GET',
    route: '/api/admin/stats/trends',
    isolation: 'none',
    probe: () => ({ path: '/api/admin/stats/trends?timeRange=30d' }),
  },

  // The Instagram inbox (issue #10): every thread query has the artist in its where; cross-artist reads and
  // writes are also tested with real threads in server/features/inbox/inbox.test.ts.
  {
    method: 'GET',
    route: '/api/inbox/threads',
    isolation: 'own-data',
    probe: () => ({ path: '/api/inbox/threads' }),
  },
  {
    method: 'GET',
    route: '/api/inbox/threads/:id',
    isolation: 'not-found',
    probe: () => ({ path: `/api/inbox/threads/${SOME_UUID}` }),
  },
  {
    method: 'POST',
    route: '/api/inbox/threads/:id/replies',
    isolation: 'not-found',
    probe: () => ({ path: `/api/inbox/threads/${SOME_UUID}/replies`, body: { text: 'Isolation probe' } }),
  },
  {
    method: 'PATCH',
    route: '/api/inbox/threads/:id',
    isolation: 'not-found',
    probe: () => ({ path: `/api/inbox/threads/${SOME_UUID}`, body: { isBotPaused: true } }),
  },
  {
    method: 'GET',
    route: '/api/inbox/settings',
    isolation: 'own-data',
    probe: () => ({ path: '/api/inbox/settings' }),
  },
  {
    method: 'PATCH',
    route: '/api/inbox/settings',
    isolation: 'own-data',
    probe: () => ({ path: '/api/inbox/settings', body: { isBotPaused: false } }),
  },
  {
    method: 'GET',
    route: '/api/inbox/comments',
    isolation: 'own-data',
    probe: () => ({ path: '/api/inbox/comments' }),
  },

  // Instagram connection and account deletion (issue #10): each acts on the caller's own account, with no
  // parameter that could name another artist's.
  ...(
    [
      ['GET', '/api/instagram/connection'],
      ['GET', '/api/instagram/connect'],
      ['GET', '/api/instagram/callback'],
      ['POST', '/api/instagram/disconnect'],
      ['POST', '/api/instagram/sandbox/messages'],
      ['GET', '/api/instagram/sandbox/thread'],
      ['POST', '/api/instagram/sandbox/comments'],
      ['GET', '/api/instagram/sandbox/posts'],
    ] as const
  ).map(
    ([method, route]): RouteProbe => ({
      method,
      route,
      isolation: 'own-data',
      unprobed: "The caller's own connection: server/features/instagram/instagram-connect.test.ts",
    }),
  ),
  // Subscribing and the billing portal (decision 070): the caller's own subscription, with no parameter that could
  // name another artist's.
  ...(['/api/billing/checkout', '/api/billing/portal'] as const).map(
    (route): RouteProbe => ({
      method: 'POST',
      route,
      isolation: 'own-data',
      unprobed: "The caller's own subscription: server/features/billing/stripe-billing.test.ts",
    }),
  ),
  // "Sync now" (decision 057): the caller's own account, with no parameter that could name another's.
  ...(['GET', 'POST'] as const).map(
    (method): RouteProbe => ({
      method,
      route: '/api/instagram/photo-sync',
      isolation: 'own-data',
      unprobed: "The caller's own connection: server/features/instagram/sync-instagram-photos.test.ts",
    }),
  ),
  {
    method: 'DELETE',
    route: '/api/account',
    isolation: 'own-data',
    unprobed:
      'Deletes the caller, so a probe would delete Ben: server/features/account/account-deletion.test.ts',
  },
  {
    method: 'POST',
    route: '/api/admin/account-deletions',
    isolation: 'none',
    unprobed: 'Deletes the account a request names: server/features/account/account-deletion.test.ts',
  },

  // The artist's intake controls (issue #11): one row per artist, read and written as the caller.
  ...(['GET', 'PUT'] as const).map(
    (method): RouteProbe => ({
      method,
      route: '/api/intake',
      isolation: 'own-data',
      unprobed: "The caller's own row: server/features/intake/update-intake-settings.test.ts",
    }),
  ),

  // The artist's studio answers (decision 045): a column of the caller's own row.
  ...(['GET', 'PUT'] as const).map(
    (method): RouteProbe => ({
      method,
      route: '/api/studio-answers',
      isolation: 'own-data',
      unprobed: "The caller's own row: server/features/intake/studio-answers.test.ts",
    }),
  ),

  // Booking, the artist's side (issue #14): settings and the overview are the caller's own; a lead's booking
  // calls answer 404 for another artist's lead (server/features/booking/booking.test.ts has real bookings).
  {
    method: 'GET',
    route: '/api/booking/availability',
    isolation: 'own-data',
    probe: () => ({ path: '/api/booking/availability' }),
  },
  {
    method: 'PUT',
    route: '/api/booking/availability',
    isolation: 'own-data',
    unprobed: "The caller's own settings: server/features/booking/booking.test.ts",
  },
  {
    method: 'POST',
    route: '/api/booking/availability/calendar-token',
    isolation: 'own-data',
    unprobed: "The caller's own feed: server/features/booking/booking.test.ts",
  },
  {
    method: 'GET',
    route: '/api/booking/overview',
    isolation: 'own-data',
    probe: () => ({ path: '/api/booking/overview' }),
  },
  {
    method: 'GET',
    route: '/api/booking/leads/:leadId',
    isolation: 'not-found',
    probe: ({ ana }) => ({ path: `/api/booking/leads/${ana.leadId}` }),
  },
  {
    method: 'GET',
    route: '/api/booking/leads/:leadId/free-slots',
    isolation: 'not-found',
    probe: ({ ana }) => ({ path: `/api/booking/leads/${ana.leadId}/free-slots?sessionKind=small` }),
  },
  {
    method: 'POST',
    route: '/api/booking/leads/:leadId/offers',
    isolation: 'not-found',
    probe: ({ ana }) => ({
      path: `/api/booking/leads/${ana.leadId}/offers`,
      body: { sessionKind: 'small', startTimes: ['2030-01-08T10:00:00Z'] },
    }),
  },
  {
    method: 'POST',
    route: '/api/booking/leads/:leadId/decline',
    isolation: 'not-found',
    probe: ({ ana }) => ({
      path: `/api/booking/leads/${ana.leadId}/decline`,
      body: { message: 'Isolation probe' },
    }),
  },
  {
    method: 'POST',
    route: '/api/booking/leads/:leadId/bookings',
    isolation: 'not-found',
    probe: ({ ana }) => ({
      path: `/api/booking/leads/${ana.leadId}/bookings`,
      body: { sessionKind: 'small', startsAt: '2030-01-08T10:00:00Z' },
    }),
  },
  {
    method: 'POST',
    route: '/api/booking/bookings/:bookingId/deposit-received',
    isolation: 'not-found',
    probe: () => ({ path: `/api/booking/bookings/${SOME_UUID}/deposit-received` }),
  },
  {
    method: 'POST',
    route: '/api/booking/bookings/:bookingId/cancel',
    isolation: 'not-found',
    probe: () => ({ path: `/api/booking/bookings/${SOME_UUID}/cancel`, body: {} }),
  },
  {
    method: 'POST',
    route: '/api/booking/bookings/:bookingId/done',
    isolation: 'not-found',
    probe: () => ({ path: `/api/booking/bookings/${SOME_UUID}/done` }),
  },
  {
    method: 'GET',
    route: '/api/booking/leads/:leadId/healed-photos/:name',
    isolation: 'not-found',
    probe: ({ ana }) => ({
      path: `/api/booking/leads/${ana.leadId}/healed-photos/${'0'.repeat(32)}.webp`,
    }),
  },
  {
    method: 'GET',
    route: '/api/booking/bookings/:bookingId/move-times',
    isolation: 'not-found',
    probe: () => ({ path: `/api/booking/bookings/${SOME_UUID}/move-times` }),
  },
  {
    method: 'POST',
    route: '/api/booking/bookings/:bookingId/move',
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
    isolation: 'own-data',
    probe: () => ({ path: '/api/notifications/settings' }),
  },
  {
    method: 'PUT',
    route: '/api/notifications/settings',
    isolation: 'own-data',
    probe: () => ({
      path: '/api/notifications/settings',
      body: { leadEmails: 'every', isDailySummaryOn: false },
    }),
  },
  // The admin Outbox (decision 020): every email sent, for admins only.
  ...['', '/:id', '/:id/eml', '/:id/attachments/:index'].map(
    (suffix): RouteProbe => ({
      method: 'GET',
      route: `/api/admin/outbox${suffix}`,
      isolation: 'none',
      probe: () => ({
        path: `/api/admin/outbox${suffix.replace(':id', SOME_UUID).replace(':index', '0')}`,
      }),
    }),
  ),
  // The website widget (decision 074): each caller's own allowlist; the studio's is its owner's alone.
  { method: 'GET', route: '/api/widget', isolation: 'own-data', probe: () => ({ path: '/api/widget' }) },
  {
    method: 'PUT',
    route: '/api/widget/artist',
    isolation: 'own-data',
    probe: () => ({ path: '/api/widget/artist', body: { origins: ['https://ana.example'] } }),
  },
  {
    method: 'PUT',
    route: '/api/widget/studio',
    isolation: 'not-found',
    probe: () => ({ path: '/api/widget/studio', body: { origins: ['https://ana.example'] } }),
  },
  // Settings → API (decision 077): the artist's own keys. Ben revoking Ana's key, and every key against other
  // artists' data and the dashboard, is in tests/isolation/api-keys.test.ts (the world here has no keys).
  { method: 'GET', route: '/api/api-keys', isolation: 'own-data', probe: () => ({ path: '/api/api-keys' }) },
  {
    method: 'POST',
    route: '/api/api-keys',
    isolation: 'own-data',
    probe: () => ({ path: '/api/api-keys', body: { name: 'Zapier', scopes: ['leads:read'] } }),
  },
  {
    method: 'DELETE',
    route: '/api/api-keys/:id',
    isolation: 'not-found',
    probe: () => ({ path: `/api/api-keys/${SOME_UUID}` }),
  },
  // Settings → Webhooks (decision 079): the artist's own endpoints and logs. The world here has no endpoints (and
  // no plan with API access); one artist reaching another's endpoint or delivery is tested in
  // server/features/webhooks/webhooks.test.ts.
  {
    method: 'GET',
    route: '/api/webhook-endpoints',
    isolation: 'own-data',
    probe: () => ({ path: '/api/webhook-endpoints' }),
  },
  {
    method: 'POST',
    route: '/api/webhook-endpoints',
    isolation: 'own-data',
    probe: () => ({
      path: '/api/webhook-endpoints',
      body: { url: 'https://ana.example/hooks', events: ['lead.created'] },
    }),
  },
  {
    method: 'PATCH',
    route: '/api/webhook-endpoints/:id',
    isolation: 'not-found',
    probe: () => ({ path: `/api/webhook-endpoints/${SOME_UUID}`, body: { isEnabled: false } }),
  },
  {
    method: 'DELETE',
    route: '/api/webhook-endpoints/:id',
    isolation: 'not-found',
    probe: () => ({ path: `/api/webhook-endpoints/${SOME_UUID}` }),
  },
  {
    method: 'GET',
    route: '/api/webhook-endpoints/:id/deliveries',
    isolation: 'not-found',
    probe: () => ({ path: `/api/webhook-endpoints/${SOME_UUID}/deliveries` }),
  },
  {
    method: 'POST',
    route: '/api/webhook-endpoints/:id/test',
    isolation: 'not-found',
    probe: () => ({ path: `/api/webhook-endpoints/${SOME_UUID}/test` }),
  },
  {
    method: 'POST',
    route: '/api/webhook-deliveries/:id/resend',
    isolation: 'not-found',
    probe: () => ({ path: `/api/webhook-deliveries/${SOME_UUID}/resend` }),
  },
  // Plans and billing (issue #27): the artist's own plan and usage; Admin → Billing for admins only.
  { method: 'GET', route: '/api/billing', isolation: 'own-data', probe: () => ({ path: '/api/billing' }) },
  {
    method: 'GET',
    route: '/api/admin/billing',
    isolation: 'none',
    probe: () => ({ path: '/api/admin/billing' }),
  },
  {
    method: 'POST',
    route: '/api/admin/billing/:artistId/extend-trial',
    isolation: 'none',
    probe: ({ ana }) => ({ path: `/api/admin/billing/${ana.id}/extend-trial`, body: { days: 7 } }),
  },
  // The admin's text messages (decision 068): every SMS, the sandbox's included, for admins only.
  {
    method: 'GET',
    route: '/api/admin/sms',
    isolation: 'none',
    probe: () => ({ path: '/api/admin/sms' }),
  },
  // A client's DM image, behind the thread's artist (decision 027).
  {
    method: 'GET',
    route: '/api/inbox/threads/:id/images/:name',
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
      ['GET', '/waitlist'],
      ['PUT', '/waitlist', { weekdays: ['mon'], fromDate: null, untilDate: null }],
      ['DELETE', '/waitlist'],
      // A project's sessions (decision 066).
      ['GET', '/sessions/times'],
      ['POST', '/sessions', { sessionNumber: 2, startsAt: '2030-01-08T10:00:00Z' }],
      ['GET', '/sessions/:session/times'],
      ['POST', '/sessions/:session/reschedule', { startsAt: '2030-01-08T10:00:00Z' }],
      ['POST', '/sessions/:session/cancel'],
    ] as const
  ).map(
    ([method, suffix, body]: readonly [RouteProbe['method'], string, unknown?]): RouteProbe => ({
      method,
      route: `/api/requests/:token${suffix}`,
      isolation: 'none',
      probe: () => ({
        path: `/api/requests/not-a-real-request-link${suffix.replace(':session', '2')}`,
        body,
      }),
    }),
  ),
  // A freed slot offered to a waitlisted client (decision 067): behind the request link too.
  {
    method: 'GET',
    route: '/api/requests/:token/waitlist/offers/:offerId',
    isolation: 'none',
    probe: () => ({ path: `/api/requests/not-a-real-request-link/waitlist/offers/${SOME_UUID}` }),
  },
  {
    method: 'POST',
    route: '/api/requests/:token/waitlist/offers/:offerId/accept',
    isolation: 'none',
    probe: () => ({
      path: `/api/requests/not-a-real-request-link/waitlist/offers/${SOME_UUID}/accept`,
      body: {},
    }),
  },
  // The artist's waitlist (decision 067): another artist's entry is not found.
  { method: 'GET', route: '/api/waitlist', isolation: 'own-data', probe: () => ({ path: '/api/waitlist' }) },
  {
    method: 'PATCH',
    route: '/api/waitlist/:entryId',
    isolation: 'not-found',
    probe: () => ({ path: `/api/waitlist/${SOME_UUID}`, body: { sessionKind: 'halfDay' } }),
  },
  {
    method: 'DELETE',
    route: '/api/waitlist/:entryId',
    isolation: 'not-found',
    probe: () => ({ path: `/api/waitlist/${SOME_UUID}` }),
  },
  // Consent forms (decision 064): the artist's own form; a booking's signed form, its PDF and ID photo behind
  // the booking's artist (cross-artist reads with real bookings: server/features/consent/consent.test.ts).
  {
    method: 'GET',
    route: '/api/consent/template',
    isolation: 'own-data',
    probe: () => ({ path: '/api/consent/template' }),
  },
  {
    method: 'PUT',
    route: '/api/consent/template',
    isolation: 'own-data',
    probe: () => ({
      path: '/api/consent/template',
      body: {
        acknowledgements: ['Isolation probe'],
        medicalQuestions: [],
        asksIdPhoto: true,
        hasArtistPart: true,
      },
    }),
  },
  {
    method: 'GET',
    route: '/api/consent/statuses',
    isolation: 'own-data',
    probe: () => ({ path: `/api/consent/statuses?bookingIds=${SOME_UUID}` }),
  },
  ...['', '/form.pdf', '/id-photo.jpg'].map(
    (suffix): RouteProbe => ({
      method: 'GET',
      route: `/api/consent/bookings/:bookingId${suffix}`,
      isolation: 'not-found',
      probe: () => ({ path: `/api/consent/bookings/${SOME_UUID}${suffix}` }),
    }),
  ),
  {
    method: 'POST',
    route: '/api/consent/bookings/:bookingId/artist-part',
    isolation: 'not-found',
    probe: () => ({
      path: `/api/consent/bookings/${SOME_UUID}/artist-part`,
      body: { inkBrand: 'Probe', lotNumbers: '1', needles: '3RL', signature: 'iVBORw0KGgo=' },
    }),
  },
  // The consent signing page hangs under the client's request link: public, the link is the secret.
  ...(['GET', 'POST'] as const).map(
    (method): RouteProbe => ({
      method,
      route: '/api/requests/:token/consent/:bookingId',
      isolation: 'none',
      probe: () => ({
        path: `/api/requests/not-a-real-request-link/consent/${SOME_UUID}`,
        body:
          method === 'POST'
            ? {
                formVersion: 0,
                fullName: 'Probe',
                dateOfBirth: '1990-01-01',
                acknowledgements: [],
                medicalAnswers: [],
                signature: 'iVBORw0KGgo=',
                idPhoto: null,
              }
            : undefined,
      }),
    }),
  ),
  // Studios (decision 073). Ben is in none: the studio routes refuse him (403, the studio roles' tests in
  // isolation.test.ts); the two he may call answer about himself alone.
  {
    method: 'GET',
    route: '/api/studio',
    isolation: 'own-data',
    probe: () => ({ path: '/api/studio' }),
    benSees: () => '{"studio":null}',
  },
  {
    method: 'POST',
    route: '/api/studio',
    isolation: 'own-data',
    probe: () => ({ path: '/api/studio', body: { name: 'Probe', publicHandle: 'probe-studio' } }),
  },
  {
    method: 'PATCH',
    route: '/api/studio',
    isolation: 'none',
    probe: () => ({ path: '/api/studio', body: { name: 'Taken over', settings: {}, branding: {} } }),
  },
  {
    method: 'POST',
    route: '/api/studio/logo',
    isolation: 'none',
    probe: () => ({ path: '/api/studio/logo', isMultipart: true, uploadField: 'logo' }),
  },
  {
    method: 'DELETE',
    route: '/api/studio/logo',
    isolation: 'none',
    probe: () => ({ path: '/api/studio/logo' }),
  },
  {
    method: 'GET',
    route: '/api/studio/members',
    isolation: 'none',
    probe: () => ({ path: '/api/studio/members' }),
  },
  {
    method: 'PATCH',
    route: '/api/studio/members/:userId',
    isolation: 'none',
    probe: ({ ana }) => ({ path: `/api/studio/members/${ana.id}`, body: { role: 'front_desk' } }),
  },
  {
    method: 'DELETE',
    route: '/api/studio/members/:userId',
    isolation: 'none',
    probe: ({ ana }) => ({ path: `/api/studio/members/${ana.id}` }),
  },
  {
    method: 'POST',
    route: '/api/studio/leave',
    isolation: 'none',
    probe: () => ({ path: '/api/studio/leave' }),
  },
  {
    method: 'POST',
    route: '/api/studio/invites',
    isolation: 'none',
    probe: () => ({ path: '/api/studio/invites', body: { email: 'ana@example.com', role: 'artist' } }),
  },
  {
    method: 'DELETE',
    route: '/api/studio/invites/:inviteId',
    isolation: 'none',
    probe: () => ({ path: `/api/studio/invites/${SOME_UUID}` }),
  },
  ...(['', '/accept'] as const).map(
    (suffix): RouteProbe => ({
      method: suffix ? 'POST' : 'GET',
      route: `/api/studio-invites/:token${suffix}`,
      isolation: 'not-found',
      probe: () => ({ path: `/api/studio-invites/${'n'.repeat(43)}${suffix}` }),
    }),
  ),
  {
    method: 'POST',
    route: '/api/studio/leads/:leadId/reassign',
    isolation: 'none',
    probe: ({ ana, ben }) => ({
      path: `/api/studio/leads/${ana.leadId}/reassign`,
      body: { artistId: ben.id, reason: 'Taken over' },
    }),
  },
  {
    method: 'POST',
    route: '/api/studio/threads/:threadId/reassign',
    isolation: 'none',
    probe: ({ ben }) => ({
      path: `/api/studio/threads/${SOME_UUID}/reassign`,
      body: { artistId: ben.id, reason: 'Taken over' },
    }),
  },
  // The calendar feed is public by design: its token is the secret (decision 021).
  {
    method: 'GET',
    route: '/api/calendar/:file',
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
  '/api/admin/leads/:id/open-questions/:questionId',
]);

/**
 * Every API route the app registers that a session may call, as the suites test it: its declared access, with
 * its probe if any. The public API's routes take a key and no session: tests/isolation/api-keys.test.ts.
 */
export function endpointsOf(routes: RegisteredRoute[]): Endpoint[] {
  const probes = new Map(PROBES.map((entry) => [endpointKey(entry), entry]));
  return routes
    .filter(
      (route): route is RegisteredRoute & { access: Exclude<RouteAccess, 'api-key'> } =>
        route.url.startsWith('/api/') && route.access !== 'api-key',
    )
    .map(({ method, url, access, schema }) => {
      const entry = probes.get(`${method} ${url}`);
      return {
        method: method as Endpoint['method'],
        route: url,
        access: access === 'public-identified' ? 'public' : access,
        isolation: entry?.isolation ?? 'none',
        probe: entry?.probe,
        benSees: entry?.benSees,
        schema,
      };
    });
}
