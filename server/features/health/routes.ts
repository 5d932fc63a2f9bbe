import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { checkReadiness } from './check-readiness.ts';

/** Load shedding passes these by (server/lib/load-shedding.ts): probes must always answer. */
const NEVER_SHED = { neverShed: true };

/**
 * Liveness (`/api/health`): the process answers, with no database or storage call, so it stays instant however
 * loaded the instance is (issue #13 item 4). Readiness (`/api/health/ready`): the dependencies answer;
 * 503 names each one that does not (decision 025).
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: ObjectStorage;
  /** Discovery of an external OpenID issuer; undefined with the built-in one (it is this process). */
  checkIssuer?: () => Promise<void>;
}> = async (app, deps) => {
  app.get('/api/health', { config: { access: 'public', ...NEVER_SHED } }, async () => ({ status: 'ok' }));

  app.get('/api/health/ready', { config: { access: 'public', ...NEVER_SHED } }, async (_request, reply) => {
    const readiness = await checkReadiness(deps);
    return reply
      .code(readiness.status === 'ready' ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(readiness);
  });
};
