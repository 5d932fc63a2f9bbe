import type { RouteOptions } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * Collects every method and path an app registers, through Fastify's onRoute hook: pass `onRoute` to
 * buildApp, read `routes` once the app is ready. HEAD, which Fastify adds beside each GET, is left out.
 */
export function routeCollector() {
  const routes: RegisteredRoute[] = [];
  const onRoute = ({ method, url }: RouteOptions) => {
    for (const each of [method].flat()) if (each !== 'HEAD') routes.push({ method: each, url });
  };
  return { routes, onRoute };
}
