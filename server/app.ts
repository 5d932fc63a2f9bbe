import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_CHAT_IMAGE_BYTES_PER_IP_PER_HOUR } from '#common/constants/limits.ts';
import { createAuthenticators } from './auth/authenticate.ts';
import {
  createLocalProvider,
  LOCAL_CLIENT_ID,
  LOCAL_PROVIDER_PATH,
} from './auth/local-provider/create-local-provider.ts';
import { localProviderRoutes } from './auth/local-provider/routes.ts';
import { createOidcClient } from './auth/oidc-client.ts';
import { authRoutes } from './auth/routes.ts';
import { createSessionCache } from './auth/session-cache.ts';
import { createSessionCookie } from './auth/session-cookie.ts';
import type { SessionPolicy } from './auth/session-store.ts';
import type { Db } from './db/client.ts';
import { DEMO_ARTIST_ID } from './db/seed.ts';
import { type Env, isLoopbackUrl } from './env.ts';
import { metaCallbackRoutes } from './features/account/meta-callback-routes.ts';
import { accountRoutes } from './features/account/routes.ts';
import { analyticsRoutes } from './features/analytics/routes.ts';
import { createApiKeyGuard } from './features/api-keys/authenticate-api-key.ts';
import { apiKeyRoutes } from './features/api-keys/routes.ts';
import { artistRoutes } from './features/artists/routes.ts';
import { adminBillingRoutes } from './features/billing/admin-billing-routes.ts';
import { billingCheckoutRoutes } from './features/billing/billing-checkout-routes.ts';
import { billingStatusRoutes } from './features/billing/billing-status-routes.ts';
import { salesRequestRoutes } from './features/billing/sales-request-routes.ts';
import { billingSandboxRoutes } from './features/billing/sandbox/billing-sandbox-routes.ts';
import { bookingRoutes } from './features/booking/artist-routes.ts';
import { findNextOpenSlot } from './features/booking/find-next-open-slot.ts';
import { bookingRequestRoutes } from './features/booking/request-page-routes.ts';
import { chatRoutes } from './features/chat/routes.ts';
import { consentRoutes } from './features/consent/routes.ts';
import { createCachedArtistLoader } from './features/consultation/load-consultation-artist.ts';
import { demoItemRoutes } from './features/demo-items/routes.ts';
import { experimentRoutes } from './features/experiments/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { imageRoutes } from './features/images/routes.ts';
import { inboxImageRoutes } from './features/inbox/image-routes.ts';
import { inboxRoutes } from './features/inbox/routes.ts';
import { insightsRoutes } from './features/insights/routes.ts';
import { createInstagram, registerInstagramRoutes } from './features/instagram/register-instagram-routes.ts';
import { intakeRoutes } from './features/intake/routes.ts';
import { jobRoutes } from './features/jobs/routes.ts';
import { leadRoutes } from './features/leads/routes.ts';
import { outboxRoutes } from './features/mail/routes.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import { paymentWebhookRoutes } from './features/payment-webhooks/stripe-webhook-routes.ts';
import { portfolioRoutes } from './features/portfolio/routes.ts';
import { registerOpenApiDocument, registerOpenApiRoutes } from './features/public-api/openapi.ts';
import { publicApiRoutes } from './features/public-api/routes.ts';
import { smsRoutes } from './features/sms/routes.ts';
import { studioPageRoutes } from './features/studio-page/routes.ts';
import { studioRoutes } from './features/studios/routes.ts';
import { createStudioGuards } from './features/studios/studio-guards.ts';
import { userRoutes } from './features/users/routes.ts';
import { waitlistRoutes } from './features/waitlist/routes.ts';
import { webhookRoutes } from './features/webhooks/routes.ts';
import { resolveWithSystem } from './features/webhooks/webhook-addresses.ts';
import { widgetEmbedRoutes, widgetRoutes } from './features/widget/routes.ts';
import { registerJobHandlers } from './jobs/register-job-handlers.ts';
import type { JobQueue } from './jobs/types.ts';
import { AppError } from './lib/app-error.ts';
import { createByteBudget } from './lib/byte-budget.ts';
import type { ClientHosting } from './lib/client-hosting.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createLazyCipher, resolveEncryptionKey } from './lib/encryption-key.ts';
import { handleError } from './lib/error-handler.ts';
import { closeConnectionsAfterAnswerOnClose } from './lib/graceful-shutdown.ts';
import { registerLoadShedding } from './lib/load-shedding.ts';
import { logOptions } from './lib/log-options.ts';
import { registerRateLimits } from './lib/rate-limit.ts';
import { connectRedis } from './lib/redis.ts';
import { createRouteAccess } from './lib/route-access.ts';
import { rejectUnsafeInput } from './lib/safe-input.ts';
import { createOriginCheck, registerSecurityHeaders } from './lib/security.ts';
import { createAiProviders, createImageMetadataProvider } from './providers/ai/create-ai-providers.ts';
import { createMailTransport } from './providers/mail/create-mail-transport.ts';
import { createPayments } from './providers/payments/create-payments.ts';
import { createSandboxBilling } from './providers/payments/sandbox-billing.ts';
import { createStorage } from './providers/storage/create-storage.ts';
import type { ObjectStorage } from './providers/storage/types.ts';

export interface AppOptions {
  env: Env;
  db: Db;
  /** The durable job queue on the same database (server/jobs/create-job-queue.ts); its owner stops it after close. */
  jobs: JobQueue;
  /** Defaults to what env configures: an S3 bucket with S3_BUCKET, else files under DATA_DIR. */
  storage?: ObjectStorage;
  /** pino level for request and error logs; tests and benchmarks leave logging off. */
  logLevel?: Env['LOG_LEVEL'];
  /** Where log lines go; standard output unless given (a test reads what the app logs). */
  logStream?: NodeJS.WritableStream;
  /** The front end served next to the API; tests of the API alone leave it out. */
  client?: ClientHosting;
  /** Sees every route as it is registered (Fastify's onRoute hook); the tenant-isolation suite lists them. */
  onRoute?: (route: RouteOptions) => void;
  /** "Now" for every time rule (windows, reminders, notice, expiry); tests move it instead of sleeping. */
  clock?: Clock;
  /** The database's queue (Database.pendingQueries): load shedding starts past MAX_PENDING_QUERIES. */
  pendingQueries?: () => number;
}

export const sessionPolicyFrom = (env: Env): SessionPolicy => ({
  idleMs: env.SESSION_IDLE_HOURS * 3_600_000,
  maxAgeMs: env.SESSION_MAX_DAYS * 86_400_000,
});

/** How long a chat reuses an artist's profile and portfolio before reading them again. */
const ARTIST_CACHE_MS = 5000;

/** The secret between the app and its own built-in provider; it never leaves this process. */
const LOCAL_CLIENT_SECRET = 'inkdesk-local-client-secret';

/**
 * TRUST_PROXY as Fastify takes it (decision 025): addresses/CIDRs as they are; a hop count as "the nearest
 * `hops` addresses" (Fastify itself refuses numbers, because a client that bypasses the proxy could then
 * choose its address: a hop count is only for an app the proxies alone can reach).
 */
const trustedProxies = (trust: Env['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** Builds the Fastify app: plugins in order, then feature routes; nothing else. */
export async function buildApp({
  env,
  db,
  jobs,
  storage: givenStorage,
  logLevel,
  logStream,
  client,
  onRoute,
  clock = systemClock,
  pendingQueries = () => 0,
}: AppOptions) {
  const app = Fastify({
    logger: logLevel ? { ...logOptions(logLevel), ...(logStream ? { stream: logStream } : {}) } : false,
    // One line per request is noise at info; it is there at debug and trace.
    logController: new LogController({ disableRequestLogging: logLevel !== 'debug' && logLevel !== 'trace' }),
    trustProxy: trustedProxies(env.trustProxy),
    bodyLimit: 1_048_576,
    // Idle and slow connections are closed, so they cannot pile up to the descriptor limit (decision 052).
    connectionTimeout: env.HTTP_IDLE_TIMEOUT_MS,
    keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: env.HTTP_HEADERS_TIMEOUT_MS,
      // Node checks the headers and request bounds on this interval (30 s by default): a quarter of the
      // headers bound cuts a slow request within 1.25 times its limit.
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(env.HTTP_HEADERS_TIMEOUT_MS / 4)),
    },
    // A broken %-escape or an over-long path parameter fails before any route: answered as every 4xx is.
    frameworkErrors: handleError,
  }).withTypeProvider<ZodTypeProvider>();
  // Past the cap Node drops new connections at once instead of accepting until accept() fails with EMFILE.
  app.server.maxConnections = env.HTTP_MAX_CONNECTIONS;
  if (onRoute) app.addHook('onRoute', onRoute);
  // Before any route: each declares who may call it, and gets the guard that names (decision 041).
  const routeAccess = createRouteAccess();
  app.addHook('onRoute', routeAccess.onRoute);
  const storage = givenStorage ?? (await createStorage(env));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('preValidation', rejectUnsafeInput);

  // A drain ends each kept-alive connection with its answer (decision 056).
  closeConnectionsAfterAnswerOnClose(app);
  // The first onRequest hook: a saturated instance refuses at once, before any other work (decision 025).
  await registerLoadShedding(app, {
    pendingQueries,
    maxEventLoopDelayMs: env.LOAD_SHED_EVENT_LOOP_DELAY_MS,
  });
  await app.register(cookie);
  // JSON and text of 1 KB or more go out br/gzip (brotli at quality 4: fast enough per request); smaller
  // bodies would gain less than the encoding costs. Built assets and pages carry their own Content-Encoding
  // (precompressed at build or boot), which the plugin leaves alone (docs/decisions/026).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  registerSecurityHeaders(app, { isDev: env.NODE_ENV === 'development' });
  // With REDIS_URL the fleet shares rate limits and session invalidations (decisions 024, 025).
  const redis = env.REDIS_URL
    ? await connectRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX, (message) => app.log.warn(message))
    : undefined;
  await registerRateLimits(app, redis);
  // Before any route: the document of /api/v1 is collected as routes register (decision 077).
  await registerOpenApiDocument(app, { appUrl: env.APP_URL });
  app.addHook('onRequest', createOriginCheck(env.APP_URL));
  const sessionCache = await createSessionCache({ clock, redis });
  app.addHook('onClose', async () => {
    await sessionCache.close();
    await redis?.close();
  });

  const policy = sessionPolicyFrom(env);
  const sessionCookie = createSessionCookie({ isHttps: env.TRUST_PROXY, maxAgeMs: policy.maxAgeMs });
  const oidc = env.usesLocalSignIn
    ? createOidcClient({
        issuerUrl: `${env.APP_URL}${LOCAL_PROVIDER_PATH}`,
        clientId: LOCAL_CLIENT_ID,
        clientSecret: LOCAL_CLIENT_SECRET,
        allowHttp: true,
      })
    : createOidcClient({
        issuerUrl: env.OIDC_ISSUER_URL!,
        clientId: env.OIDC_CLIENT_ID!,
        clientSecret: env.OIDC_CLIENT_SECRET,
        allowHttp: isLoopbackUrl(env.OIDC_ISSUER_URL!),
      });
  // An external issuer is discovered before anything listens, so a wrong or unreachable one stops the start.
  if (!env.usesLocalSignIn) await oidc.discover();
  const { requireUser, identifyUser, requireAdmin, forgetAfterWrite } = createAuthenticators({
    db,
    cookie: sessionCookie,
    policy,
    adminEmails: env.ADMIN_EMAILS,
    sessionCache,
    clock,
  });
  app.addHook('onResponse', forgetAfterWrite);
  app.decorateRequest('user', null);
  app.decorateRequest('apiCaller', null);
  app.decorateRequest('studioMembership', null);
  routeAccess.provideGuards({
    requireUser,
    identifyUser,
    requireAdmin,
    requireApiKey: createApiKeyGuard({ db, clock }),
    ...createStudioGuards(db, requireUser),
  });

  if (env.usesLocalSignIn) {
    const provider = await createLocalProvider({
      db,
      appUrl: env.APP_URL,
      clientSecret: LOCAL_CLIENT_SECRET,
      isBehindProxy: env.TRUST_PROXY,
    });
    await localProviderRoutes(app, { provider, db });
  }

  await app.register(authRoutes, {
    db,
    oidc,
    cookie: sessionCookie,
    policy,
    appUrl: env.APP_URL,
    adminEmails: env.ADMIN_EMAILS,
    sessionCache,
    clock,
    isHttps: env.TRUST_PROXY,
  });
  await app.register(healthRoutes, {
    db,
    storage,
    checkIssuer: env.usesLocalSignIn ? undefined : () => oidc.checkReachable(),
  });
  await app.register(userRoutes, { db });
  await app.register(intakeRoutes, { db, clock });

  await app.register(demoItemRoutes, { db });
  const ai = createAiProviders(env, clock);
  // Booking's read of an artist's next free session, for a studio chat's tie between two artists (decision 075):
  // passed in here, since booking reaches the chat and the inbox, which would otherwise import it back.
  const nextOpenSlot = (input: { artistId: string; now: Date }) => findNextOpenSlot(db, input);
  await app.register(chatRoutes, {
    db,
    jobs,
    storage,
    textProvider: ai.text,
    imageProvider: ai.image,
    loadArtist: createCachedArtistLoader(db, { ttlMs: ARTIST_CACHE_MS }),
    nextOpenSlot,
    demoArtistId: DEMO_ARTIST_ID,
    log: app.log,
    clock,
    turnsPerIpPerMinute: env.CHAT_TURNS_PER_IP_PER_MINUTE,
    savesPerIpPerMinute: env.CHAT_SAVES_PER_IP_PER_MINUTE,
    imageBytesPerAddress: createByteBudget({
      name: 'chat-image-bytes-per-ip',
      maxBytes: MAX_CHAT_IMAGE_BYTES_PER_IP_PER_HOUR,
      windowMs: 3_600_000,
      clock,
      redis,
    }),
  });
  await app.register(imageRoutes, { storage });
  await app.register(artistRoutes, { db, clock });
  await app.register(studioPageRoutes, { db, clock });
  await app.register(leadRoutes, { db, jobs, storage });
  await app.register(experimentRoutes, { db });
  await app.register(analyticsRoutes, { db });
  await app.register(insightsRoutes, { db, clock, demoArtistId: DEMO_ARTIST_ID });
  await app.register(notificationRoutes, { db });
  await app.register(outboxRoutes, { db, mailFrom: env.MAIL_FROM });
  await app.register(smsRoutes, { db, provider: env.SMS_PROVIDER });
  const instagram = createInstagram(env, app);
  // Outgoing webhooks (decision 079): signing secrets encrypted under the same key as Instagram tokens.
  const webhooks = {
    cipher: createLazyCipher(() =>
      resolveEncryptionKey(env, (path) =>
        app.log.warn(`No ENCRYPTION_KEY: generated one for webhook signing secrets and kept it in ${path}`),
      ),
    ),
    policy: { allowLocalUrls: env.webhooksAllowLocalUrls, resolveHost: resolveWithSystem },
  };
  const mailTransport = createMailTransport(env);
  app.addHook('onClose', async () => mailTransport.close());
  await registerJobHandlers({
    jobs,
    instagram,
    db,
    storage,
    policy,
    textProvider: ai.text,
    imageMetadataProvider: createImageMetadataProvider(env, (error) =>
      app.log.warn({ err: error }, 'Vision model failed; built-in portfolio metadata used instead'),
    ),
    log: app.log,
    clock,
    mail: { transport: mailTransport, from: env.MAIL_FROM, appUrl: env.APP_URL },
    env,
    webhooks,
    nextOpenSlot,
  });
  await app.register(portfolioRoutes, { db, storage, jobs, clock });
  await registerInstagramRoutes(app, { db, jobs, env, storage, instagram, clock });
  // DM thread images need storage; account deletion and Meta's callbacks reach the Instagram connection.
  await app.register(inboxImageRoutes, { db, storage });
  await app.register(accountRoutes, { db, jobs, storage, instagram, dataDir: env.DATA_DIR });
  await app.register(metaCallbackRoutes, { db, jobs, env, instagram, clock });
  await app.register(jobRoutes, { jobs });
  // Booking (issue #14): the client's request page and its deposits (decisions 022 and 023), the artist's side
  // with the calendar feed (decision 021), and Stripe's webhook when Stripe is configured.
  const payments = createPayments(env);
  await app.register(bookingRequestRoutes, { db, jobs, storage, env, clock, payments });
  await app.register(bookingRoutes, { db, jobs, clock, env, storage });
  // The waitlist (decision 067): the client's days and freed-slot offers, the artist's list.
  await app.register(waitlistRoutes, { db, jobs, storage, env, clock, payments });
  // Consent forms (decision 064): the artist's form, the signing page under the request link.
  await app.register(consentRoutes, { db, storage, clock, env });
  if (payments) await app.register(paymentWebhookRoutes, { db, jobs, clock, env, payments });
  await app.register(inboxRoutes, { db, jobs, clock });
  // Subscriptions (issue #27, decision 070): Stripe Billing with the Stripe keys (its events come through the one
  // webhook above), else the local billing sandbox, whose pages produce the same events.
  const billing = payments ?? createSandboxBilling(env.APP_URL);
  await app.register(billingCheckoutRoutes, { db, billing, appUrl: env.APP_URL });
  if (billing.name === 'sandbox')
    await app.register(billingSandboxRoutes, { db, clock, appUrl: env.APP_URL });
  // Plans and billing (issue #27, decision 070): the artist's plan and usage, Contact Sales, Admin → Billing.
  await app.register(billingStatusRoutes, { db, clock, provider: billing.name });
  await app.register(salesRequestRoutes, { db, jobs, salesEmail: env.SALES_EMAIL, appUrl: env.APP_URL });
  await app.register(adminBillingRoutes, { db, clock });
  // The public API (issue #29, decision 077): keys from Settings → API, /api/v1 with them, its document.
  await app.register(apiKeyRoutes, { db, clock });
  await app.register(publicApiRoutes, { db, storage, jobs, clock, env });
  await registerOpenApiRoutes(app);
  // Outgoing webhooks (issue #29 item 4, decision 079): Settings → Webhooks' endpoints and delivery logs.
  await app.register(webhookRoutes, { db, jobs, clock, ...webhooks });
  // Studios (issue #28, decision 073): the team, its invites and settings, reassigning a lead.
  await app.register(studioRoutes, { db, jobs, storage, clock, appUrl: env.APP_URL });

  // The website widget (decision 074): its allowlists, and its chat pages, which only those sites may frame.
  await app.register(widgetRoutes, { db, clock });
  if (client) await app.register(widgetEmbedRoutes, { db, client, isDev: env.NODE_ENV === 'development' });

  if (client) {
    await client.register(app, {
      supportEmail: env.SUPPORT_EMAIL,
      hasSessionCookie: (request) => sessionCookie.read(request) !== undefined,
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (client && (await client.handleUnmatched(request, reply))) return reply;
    throw new AppError('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`);
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
