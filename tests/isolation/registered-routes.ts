import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifySchema, RouteOptions } from 'fastify';
import { buildApp } from '../../server/app.ts';
import type { Db } from '../../server/db/client.ts';
import { parseEnv } from '../../server/env.ts';
import type { JobQueue } from '../../server/jobs/types.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route's zod schemas (body, querystring, params), which the malformed-request sweep reads. */
  schema?: FastifySchema;
}

/**
 * Collects every method and path an app registers, through Fastify's onRoute hook: pass `onRoute` to
 * buildApp, read `routes` once the app is ready. HEAD, which Fastify adds beside each GET, is left out.
 */
export function routeCollector() {
  const routes: RegisteredRoute[] = [];
  const onRoute = ({ method, url, schema }: RouteOptions) => {
    for (const each of [method].flat()) if (each !== 'HEAD') routes.push({ method: each, url, schema });
  };
  return { routes, onRoute };
}

/** The routes the app registers, from an instance built only to be read (the test app does not expose its own). */
export async function routesOfApp(db: Db, jobs: JobQueue): Promise<RegisteredRoute[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkdesk-routes-'));
  const { routes, onRoute } = routeCollector();
  const app = await buildApp({
    onRoute,
    env: parseEnv({ NODE_ENV: 'test', PORT: '5999', APP_URL: 'http://127.0.0.1:5999', DATA_DIR: dataDir }),
    db,
    jobs,
  });
  try {
    await app.ready();
    return routes;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
