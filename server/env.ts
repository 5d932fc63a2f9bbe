import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_SUPPORT_EMAIL } from '#common/constants/support-email.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** A flag whose absence means "decide from the rest of the environment": undefined, not false. */
const unsetOrFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) =>
    value === '' || value === undefined ? undefined : value === 'true' || value === '1',
  );

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

interface InstagramEnv {
  NODE_ENV: string;
  TRUST_PROXY: unknown;
  DATABASE_URL?: string;
  INSTAGRAM_APP_ID?: string;
  INSTAGRAM_SANDBOX?: boolean;
}

/** Served to the public: behind a proxy, or in production on PostgreSQL (issue #24: no sandbox by default there). */
const isDeployment = (env: InstagramEnv) =>
  Boolean(env.TRUST_PROXY) || (env.NODE_ENV === 'production' && Boolean(env.DATABASE_URL));

/**
 * Decision 016: INSTAGRAM_SANDBOX decides when set; otherwise the sandbox stands in for Meta on a machine
 * without INSTAGRAM_APP_ID (`npm start` on a fresh clone), and a deployment runs it only when its operator sets
 * INSTAGRAM_SANDBOX=true.
 */
function instagramModeOf(env: InstagramEnv): 'meta' | 'sandbox' | 'off' {
  const isSandbox = env.INSTAGRAM_SANDBOX ?? (!env.INSTAGRAM_APP_ID && !isDeployment(env));
  if (isSandbox) return 'sandbox';
  return env.INSTAGRAM_APP_ID ? 'meta' : 'off';
}

/**
 * Decision 016: production must bring its own ENCRYPTION_KEY before real Instagram tokens are stored (Meta
 * mode) or a deployment runs the sandbox; a local `npm start` with the sandbox generates one in DATA_DIR.
 */
export function requiresEncryptionKey(env: InstagramEnv): boolean {
  const mode = instagramModeOf(env);
  return env.NODE_ENV === 'production' && (mode === 'meta' || (mode === 'sandbox' && isDeployment(env)));
}

/** 127.0.0.1, ::1 or localhost: the only hosts an http:// issuer may live on (the built-in provider, tests). */
export function isLoopbackUrl(url: string): boolean {
  return ['127.0.0.1', '[::1]', 'localhost'].includes(new URL(url).hostname);
}

/**
 * TRUST_PROXY (decision 025): how many proxies stand in front (Fastify then takes the client address that many
 * hops from the right of X-Forwarded-For), or the proxies' own addresses/CIDRs. `true` would trust every hop,
 * so a client could write its own address, and is refused.
 */
const trustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === 'false' || value === '0') return undefined;
    if (/^\d+$/.test(value)) return Number(value);
    const addresses = value.split(',').map((part) => part.trim());
    if (addresses.every((address) => isIP(address.split('/')[0]!) !== 0)) return addresses;
    ctx.addIssue({
      code: 'custom',
      message:
        value === 'true'
          ? 'true would trust every X-Forwarded-For hop, so a client could choose its own IP: set the number of proxies in front (TRUST_PROXY=1 for one load balancer) or their addresses (TRUST_PROXY=10.0.0.0/8)'
          : 'must be a number of proxy hops (e.g. 1) or a comma list of proxy addresses/CIDRs (e.g. 10.0.0.1,10.1.0.0/16)',
    });
    return z.NEVER;
  });

/**
 * Every setting Inkdesk reads; `.env.example` and the README's configuration table document each one
 * (server/env-documentation.test.ts reads the names from this schema).
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().default('localhost'),
    APP_URL: optionalText.pipe(z.url().optional()),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalText.pipe(z.url().optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The proxies in front: a hop count (1) or their addresses/CIDRs (10.0.0.0/8,fd00::/8); decision 025. */
    TRUST_PROXY: optionalText.pipe(trustProxySchema),
    /** redis://host:6379: rate limits and session invalidation shared by a fleet (decision 025); per process without. */
    REDIS_URL: optionalText.pipe(
      z
        .url()
        .refine((value) => /^rediss?:$/.test(new URL(value).protocol), {
          message: 'must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379',
        })
        .optional(),
    ),
    /** Prefixes every Redis key and channel, so apps (or test runs) can share one Redis. */
    REDIS_KEY_PREFIX: z.string().default('inkdesk:'),
    /**
     * Load shedding (decision 025): an event loop slower than this on average for a second sheds requests with
     * 503; 0 turns that check off (the database-queue check stays).
     */
    LOAD_SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(200),
    /**
     * Connection bounds (decision 052): a socket silent both ways this long is closed, so one that never sends a
     * byte does not hold a descriptor. Longer than the slowest answer (a chat turn: two model calls).
     */
    HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
    /** A request whose headers have not all arrived by then gets 408 and is closed (slow headers). */
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
    /** A request whose headers and body have not all arrived by then gets 408 and is closed (slow bodies). */
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
    /** How long a kept-alive connection waits for its next request; above a load balancer's own (often 60 s). */
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(72_000),
    /** Open connections past this are dropped at once; keep it under `ulimit -n` less the pool's and files' share. */
    HTTP_MAX_CONNECTIONS: z.coerce.number().int().positive().default(4096),
    /**
     * Decision 056: on SIGTERM/SIGINT the longest the server drains (in-flight requests answered, running jobs
     * finished) before it exits anyway; under Kubernetes' 30 s grace, over one chat turn (two model calls).
     */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(25_000),
    /**
     * Decision 056: seed the demo artist (Mara Vale, her portfolio) the landing demo chat talks to. Empty: on,
     * except in production on an external database or behind a proxy (a deployment).
     */
    DEMO_SEED: unsetOrFlag,
    /** How long a job attempt may run before another instance retries it (a killed instance's jobs wait this long). */
    JOB_ATTEMPT_TIMEOUT_SECONDS: z.coerce.number().int().min(5).default(300),
    OIDC_ISSUER_URL: optionalText.pipe(z.url().optional()),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    ALLOW_LOCAL_SIGNIN: booleanFlag,
    ADMIN_EMAILS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
    AI_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
    AI_BASE_URL: optionalText.pipe(z.url().optional()),
    AI_API_KEY: optionalText,
    AI_MODEL: z.string().default('gpt-4o-mini'),
    AI_IMAGE_MODEL: optionalText,
    AI_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
    /** A model that reads images, for portfolio metadata; AI_MODEL when empty. */
    AI_VISION_MODEL: optionalText,
    S3_BUCKET: optionalText,
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: booleanFlag,
    /** Chat turns one IP may send per minute; a studio's front desk behind one IP may want more. */
    CHAT_TURNS_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(120),
    /** Chats one IP may save per minute: a convention booth or a studio tablet saves many from one address. */
    CHAT_SAVES_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(20),
    SESSION_IDLE_HOURS: z.coerce
      .number()
      .positive()
      .default(24 * 7),
    SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
    SUPPORT_EMAIL: optionalText.pipe(z.email().default(DEFAULT_SUPPORT_EMAIL)),
    /** Where Contact Sales requests are emailed (issue #27 item 7); empty: SUPPORT_EMAIL. */
    SALES_EMAIL: optionalText.pipe(z.email().optional()),
    /** smtp://user:pass@host:587 or smtps://…; without it every email goes to the local outbox (decision 020). */
    SMTP_URL: optionalText.pipe(
      z
        .url()
        .refine((value) => /^smtps?:$/.test(new URL(value).protocol), {
          message: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587',
        })
        .optional(),
    ),
    /** The From of every email: a name and an address the SMTP server may send as. */
    MAIL_FROM: optionalText.pipe(z.string().default('Inkdesk <no-reply@localhost>')),
    /** Business Login for Instagram (issue #10); without it the sandbox Graph server stands in (decision 016). */
    INSTAGRAM_APP_ID: optionalText,
    /** Signs webhooks (X-Hub-Signature-256) and Meta's signed_request callbacks. */
    INSTAGRAM_APP_SECRET: optionalText,
    INSTAGRAM_WEBHOOK_VERIFY_TOKEN: optionalText,
    /** The Graph API host for Instagram Login; versioned calls add /v21.0 (server/providers/instagram). */
    INSTAGRAM_GRAPH_URL: optionalText.pipe(z.url().default('https://graph.instagram.com')),
    /** The host of /oauth/authorize and /oauth/access_token (reference A6). */
    INSTAGRAM_OAUTH_URL: optionalText.pipe(z.url().default('https://api.instagram.com')),
    /** true/false forces the sandbox Graph server on or off; empty: on in development without INSTAGRAM_APP_ID. */
    INSTAGRAM_SANDBOX: unsetOrFlag,
    /**
     * true/false forces the sandbox's test controls (/sandbox/instagram/_control/*: failures, deleted posts) on or
     * off; empty: on outside production. The journeys set it on their production build (decision 057).
     */
    INSTAGRAM_SANDBOX_CONTROLS: unsetOrFlag,
    /**
     * Stripe serves deposits (decision 023) and subscriptions (decision 070): with both keys clients pay deposits
     * and artists subscribe on Stripe Checkout; without, the artist collects deposits and the local billing sandbox
     * stands in for subscriptions.
     */
    STRIPE_SECRET_KEY: optionalText,
    /** Verifies the Stripe-Signature of POST /api/webhooks/stripe (deposit and subscription events alike). */
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** The Stripe Price (price_…) of the Starter plan's monthly subscription; required with the Stripe keys. */
    STRIPE_PRICE_STARTER: optionalText,
    /** The Stripe Price of the Professional plan (Studio is sold through Contact Sales, not Checkout). */
    STRIPE_PRICE_PROFESSIONAL: optionalText,
    /** Another Stripe API host (a local fake in tests); Stripe's own when empty. */
    STRIPE_API_URL: optionalText.pipe(z.url().optional()),
    /**
     * Text reminders (decision 068): `twilio` sends them through Twilio's Messages API; `sandbox` (the default)
     * keeps them in the database for the admin's SMS tab and sends nothing.
     */
    SMS_PROVIDER: z.enum(['sandbox', 'twilio']).default('sandbox'),
    /** The Twilio account (AC…) whose Messages API sends the texts; its Auth Token signs each request. */
    TWILIO_ACCOUNT_SID: optionalText,
    TWILIO_AUTH_TOKEN: optionalText,
    /** The sender: a Twilio number in E.164 (+15551234567); or set TWILIO_MESSAGING_SERVICE_SID instead. */
    TWILIO_FROM: optionalText,
    /** A Messaging Service (MG…) that picks the sender; used instead of TWILIO_FROM when set. */
    TWILIO_MESSAGING_SERVICE_SID: optionalText,
    /** Another Twilio API host (a local fake in tests); Twilio's own when empty. */
    TWILIO_API_URL: optionalText.pipe(z.url().default('https://api.twilio.com')),
    /** Signs the clients' private request-page links (decision 022); one is generated in DATA_DIR when empty. */
    REQUEST_LINK_SECRET: optionalText.pipe(z.string().min(32).optional()),
    /** Comma-separated secrets that signed links before a rotation: still accepted, never used to sign. */
    REQUEST_LINK_PREVIOUS_SECRETS: optionalText.transform((value) =>
      (value ?? '')
        .split(',')
        .map((secret) => secret.trim())
        .filter(Boolean),
    ),
    /**
     * true/false allows or refuses outgoing webhooks to http:// URLs and to private, loopback and link-local
     * addresses (decision 079); empty: allowed in development and tests, refused in production.
     */
    WEBHOOKS_ALLOW_LOCAL_URLS: unsetOrFlag,
    /** 32 bytes, base64: encrypts Instagram tokens and webhook signing secrets at rest (AES-256-GCM). */
    ENCRYPTION_KEY: optionalText.pipe(
      z
        .string()
        .refine((value) => Buffer.from(value, 'base64').length === 32, {
          message: 'must be 32 bytes in base64 (generate one with: openssl rand -base64 32)',
        })
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.OIDC_ISSUER_URL && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'is required with OIDC_ISSUER_URL' });
    }
    if (env.OIDC_ISSUER_URL?.startsWith('http:') && !isLoopbackUrl(env.OIDC_ISSUER_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER_URL'],
        message: 'must be an https:// URL (plain http is accepted only on 127.0.0.1 or localhost)',
      });
    }
    if (env.TRUST_PROXY && !env.APP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_URL'],
        message:
          'is required when TRUST_PROXY is set: sign-in redirects and the origin check need the public https:// URL',
      });
    }
    // Issue #24 item 13: instances behind a load balancer must sign and check request links with one secret; a
    // generated one differs per instance and every other request for a client's page would fail.
    if ((env.REDIS_URL || env.TRUST_PROXY) && !env.REQUEST_LINK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['REQUEST_LINK_SECRET'],
        message:
          'is required when the app runs as a fleet (REDIS_URL or TRUST_PROXY set): every instance signs request links with it ' +
          '(generate one with: openssl rand -base64 32)',
      });
    }
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_MS'],
        message: 'must not be longer than HTTP_REQUEST_TIMEOUT_MS (the headers are part of the request)',
      });
    }
    if (env.HTTP_IDLE_TIMEOUT_MS <= 2 * env.AI_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_IDLE_TIMEOUT_MS'],
        message:
          'must be longer than twice AI_TIMEOUT_MS: a chat turn waits on the text and the image model in turn, sending nothing',
      });
    }
    if (env.AI_PROVIDER === 'openai' && !env.AI_BASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['AI_BASE_URL'], message: 'is required with AI_PROVIDER=openai' });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'is required with the other S3 key (set both, or neither to use the default AWS chain)',
      });
    }
    if (env.TRUST_PROXY && !env.OIDC_ISSUER_URL && !env.ALLOW_LOCAL_SIGNIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER_URL'],
        message:
          'is required when TRUST_PROXY is set: local sign-in lets anyone sign in as anyone. ' +
          'Set ALLOW_LOCAL_SIGNIN=true to run a deployment with it anyway.',
      });
    }
    if (env.INSTAGRAM_APP_ID) {
      for (const key of ['INSTAGRAM_APP_SECRET', 'INSTAGRAM_WEBHOOK_VERIFY_TOKEN'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required with INSTAGRAM_APP_ID' });
      }
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
        message:
          'is required with the other Stripe key (set both, or neither to let the artist collect deposits)',
      });
    }
    // Keys without prices would take deposits but fail the first artist who subscribes: refuse at boot instead.
    if (env.STRIPE_SECRET_KEY) {
      for (const key of ['STRIPE_PRICE_STARTER', 'STRIPE_PRICE_PROFESSIONAL'] as const) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message:
              'is required with STRIPE_SECRET_KEY: the Stripe Price (price_…) artists subscribe to for this plan',
          });
      }
    }
    if (env.SMS_PROVIDER === 'twilio') {
      for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required with SMS_PROVIDER=twilio' });
      }
      if (!env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID) {
        ctx.addIssue({
          code: 'custom',
          path: ['TWILIO_FROM'],
          message:
            'is required with SMS_PROVIDER=twilio: a Twilio number like +15551234567 (or set TWILIO_MESSAGING_SERVICE_SID)',
        });
      }
    }
    if (requiresEncryptionKey(env) && !env.ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['ENCRYPTION_KEY'],
        message:
          'is required in production once Instagram can be connected: it encrypts the stored tokens. ' +
          'Generate one with: openssl rand -base64 32',
      });
    }
  })
  .transform((env) => ({
    ...env,
    // Behind a TLS proxy: Secure cookies, deployment defaults (decision 025 keeps this meaning of TRUST_PROXY).
    TRUST_PROXY: env.TRUST_PROXY !== undefined,
    trustProxy: env.TRUST_PROXY ?? false,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    usesLocalSignIn: !env.OIDC_ISSUER_URL,
    SALES_EMAIL: env.SALES_EMAIL ?? env.SUPPORT_EMAIL,
    instagramMode: instagramModeOf(env),
    webhooksAllowLocalUrls: env.WEBHOOKS_ALLOW_LOCAL_URLS ?? env.NODE_ENV !== 'production',
    DEMO_SEED: env.DEMO_SEED ?? (env.NODE_ENV !== 'production' || (!env.DATABASE_URL && !env.TRUST_PROXY)),
  }));

export type Env = z.infer<typeof envSchema>;

/** Parses the environment; throws one error naming every bad key so boot fails with the whole list. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
  );
  throw new Error(`Invalid environment:\n${problems.join('\n')}`);
}
