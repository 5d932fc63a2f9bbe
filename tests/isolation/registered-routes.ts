import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifySchema, RouteOptions } from 'fastify';
import type { ApiKeyScope } from '#common/contracts/api-keys.ts';
import { buildApp } from '../../server/app.ts';
import { parseEnv } from '../../server/env.ts';
import type { RouteAccess } from '../../server/lib/route-access.ts';
import { openTestDatabase } from '../fixtures/test-database.ts';
import { openTestJobQueue } from '../fixtures/test-job-queue.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Who may call it, as the route declares (server/lib/route-access.ts). */
  access: RouteAccess;
  /** The scope an 'api-key' route needs (decision 077). */
  apiScope?: ApiKeyScope;
  /** The route's zod schemas (body, querystring, params), which the malformed-request sweep reads. */
  schema?: FastifySchema;
}

/**
 * Collects every method and path an app registers, through Fastify's onRoute hook: pass `onRoute` to
 * buildApp, read `routes` once the app is ready. HEAD, which Fastify adds beside each GET, is left out.
 */
export function routeCollector() {
  const routes: RegisteredRoute[] = [];
  const onRoute = ({ method, url, schema, config }: RouteOptions) => {
    for (const each of [method].flat()) {
      // Declared on each of the app's routes (the boot stops at one without); only the API reference's
      // static files (swagger-ui, /api/docs) take it from their scope instead, and that scope's is public.
      if (each !== 'HEAD')
        routes.push({
          method: each,
          url,
          access: config?.access ?? 'public',
          apiScope: config?.apiScope,
          schema,
        });
    }
  };
  return { routes, onRoute };
}

/**
 * The routes the app registers, from an instance built only to be read, on a PGlite database of its own: the
 * suites list them while their tests are collected, before any test app starts.
 */
export async function routesOfApp(): Promise<RegisteredRoute[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkdesk-routes-'));
  const database = await openTestDatabase('pglite');
  const jobs = await openTestJobQueue(database);
  const { routes, onRoute } = routeCollector();
  try {
    const app = await buildApp({
      onRoute,
      env: parseEnv({ NODE_ENV: 'test', PORT: '5999', APP_URL: 'http://127.0.0.1:5999', DATA_DIR: dataDir }),
      db: database.db,
      jobs,
    });
    try {
      await app.ready();
      return routes;
    } finally {
      await app.close();
    }
  } finally {
    await jobs.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
