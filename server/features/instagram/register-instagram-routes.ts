import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { resolveEncryptionKey } from '../../lib/encryption-key.ts';
import type { InstagramSetup } from '../../providers/instagram/create-instagram-setup.ts';
import { createInstagramSetup } from '../../providers/instagram/create-instagram-setup.ts';
import { SANDBOX_PATH } from '../../providers/instagram/sandbox/create-sandbox-graph.ts';
import { sandboxRoutes } from '../../providers/instagram/sandbox/sandbox-routes.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { instagramRoutes } from './routes.ts';
import { createWebhookRejections } from './webhook-rejections.ts';
import { instagramWebhookRoutes } from './webhook-routes.ts';

/** The Instagram setup this configuration asks for (decision 016), with its key resolved; logs a generated key. */
export function createInstagram(env: Env, app: FastifyInstance): InstagramSetup | undefined {
  // Instagram off: no token can be stored, so no key is needed.
  const encryptionKey =
    env.instagramMode === 'off'
      ? undefined
      : resolveEncryptionKey(env, (path) =>
          app.log.warn(`No ENCRYPTION_KEY: generated one for Instagram tokens and kept it in ${path}`),
        );
  return createInstagramSetup({
    env,
    encryptionKey,
    onDeliveryError: (error) =>
      app.log.warn({ err: error }, 'The Instagram sandbox could not deliver a webhook'),
  });
}

/** Webhooks, Integrations, and the sandbox Graph server when it is on. */
export async function registerInstagramRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    jobs: JobQueue;
    env: Env;
    storage: ObjectStorage;
    instagram: InstagramSetup | undefined;
    clock?: Clock;
  },
): Promise<void> {
  const { instagram, clock = systemClock } = deps;
  // Refused webhooks are remembered here, in memory, and shown on Integrations (decision 027).
  const rejections = createWebhookRejections();
  if (instagram)
    await app.register(instagramWebhookRoutes, { instagram, jobs: deps.jobs, rejections, clock });
  await app.register(instagramRoutes, { ...deps, rejections, clock });
  if (instagram?.sandbox) {
    await app.register(sandboxRoutes, {
      prefix: SANDBOX_PATH,
      sandbox: instagram.sandbox,
      hasControls: deps.env.INSTAGRAM_SANDBOX_CONTROLS ?? deps.env.NODE_ENV !== 'production',
    });
  }
}
