import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { API_KEY_SCOPES, type ApiKeyScope } from '#common/contracts/api-keys.ts';

/**
 * Who may call a route (conventions habit 13, decision 041). Every route the app registers declares one where
 * it is registered, `config: { access }`, and the onRoute hook below attaches the guard it names: the
 * declaration is the enforcement, and the tenant-isolation suite reads it from the registered routes.
 */
export const ROUTE_ACCESS = {
  /** Anyone; the route never looks at the session. */
  public: undefined,
  /** Anyone; a signed-in caller is identified (`request.user`), a signed-out or lapsed one stays anonymous. */
  'public-identified': 'identifyUser',
  /** A signed-in user (every user is an artist): 401 signed out. An artist reaches only their own data. */
  artist: 'requireUser',
  /** A signed-in admin (ADMIN_EMAILS now, decision 014): 401 signed out, 403 for any other artist. */
  admin: 'requireAdmin',
  /**
   * An API key with the route's `apiScope` (decision 077): 401 without or revoked, 403 without the scope, 402
   * without API access on the plan. Only /api/v1 routes take it and they take nothing else; cookies are unread.
   */
  'api-key': 'requireApiKey',
  /**
   * Studio roles (decision 073): a signed-in member of a studio in any role, its owner or front desk, or its owner
   * alone; 401 signed out, 403 for anyone else. The guard sets `request.studioMembership`.
   */
  'studio-member': 'requireStudioMember',
  'studio-manager': 'requireStudioManager',
  'studio-owner': 'requireStudioOwner',
} as const satisfies Record<string, keyof AccessGuards | undefined>;

export type RouteAccess = keyof typeof ROUTE_ACCESS;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route (server/lib/route-access.ts). Required: the compiler asks for it in any route's
     * config, and the onRoute hook stops the boot at a route without one.
     */
    access: RouteAccess;
    /** The scope an 'api-key' route needs; required there, refused elsewhere. */
    apiScope?: ApiKeyScope;
  }
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The session guards (server/auth/authenticate.ts) that the declared access names. */
export interface AccessGuards {
  requireUser: Guard;
  identifyUser: Guard;
  requireAdmin: Guard;
  requireApiKey: Guard;
  requireStudioMember: Guard;
  requireStudioManager: Guard;
  requireStudioOwner: Guard;
}

/** The public API's versioned prefix: the only routes a key opens, and the only ones that take a key. */
export const PUBLIC_API_PREFIX = '/api/v1/';

/** Why a route's access and URL do not go together (keys only on /api/v1, /api/v1 only with a scoped key). */
function apiKeyMismatch(route: RouteOptions, access: RouteAccess): string | undefined {
  const isPublicApi = route.url.startsWith(PUBLIC_API_PREFIX);
  const scope = route.config?.apiScope;
  if (isPublicApi && access !== 'api-key')
    return `is under ${PUBLIC_API_PREFIX} but its access is '${access}'`;
  if (!isPublicApi && access === 'api-key') return `takes an API key outside ${PUBLIC_API_PREFIX}`;
  if (access === 'api-key' && !API_KEY_SCOPES.includes(scope as ApiKeyScope))
    return `needs config.apiScope, one of ${API_KEY_SCOPES.join(', ')}`;
  if (access !== 'api-key' && scope !== undefined) return `has an apiScope but access '${access}'`;
  return undefined;
}

/** A scope's access for the routes of a plugin that takes no route options; see declarePluginRoutesAccess. */
const PLUGIN_ROUTES_ACCESS = Symbol('pluginRoutesAccess');

/**
 * For a third-party plugin whose routes cannot carry options (@fastify/static's one route per built file):
 * every route registered in `scope` without an access of its own gets `access`. Our own routes never use
 * this; they declare access on each route.
 */
export function declarePluginRoutesAccess(scope: FastifyInstance, access: RouteAccess) {
  scope.decorate(PLUGIN_ROUTES_ACCESS, access);
}

const accessOf = (scope: FastifyInstance, route: RouteOptions): unknown =>
  route.config?.access ?? (scope as unknown as Record<symbol, unknown>)[PLUGIN_ROUTES_ACCESS];

const isRouteAccess = (value: unknown): value is RouteAccess =>
  typeof value === 'string' && Object.hasOwn(ROUTE_ACCESS, value);

/**
 * The app's one onRoute hook for access, added before any route. A route that declares no access (or an
 * unknown one) stops the boot, naming the route; any other gets the guard its access names first among its
 * onRequest hooks, so it runs before the body is parsed: signed out is a 401, never a 400 about the body
 * (issue #12 item 13). The guards exist once sessions do (`provideGuards`); a guarded route registered before
 * then stops the boot too.
 */
export function createRouteAccess() {
  let guards: AccessGuards | undefined;
  return {
    provideGuards(given: AccessGuards) {
      guards = given;
    },
    onRoute(this: FastifyInstance, route: RouteOptions) {
      const name = `${[route.method].flat().join(',')} ${route.url}`;
      const access = accessOf(this, route);
      if (!isRouteAccess(access)) {
        throw new Error(
          `${name} declares no access: give it config: { access: ${Object.keys(ROUTE_ACCESS)
            .map((value) => `'${value}'`)
            .join(' | ')} } (server/lib/route-access.ts)`,
        );
      }
      const mismatch = apiKeyMismatch(route, access);
      if (mismatch) throw new Error(`${name} ${mismatch} (server/lib/route-access.ts)`);
      const guardName = ROUTE_ACCESS[access];
      if (!guardName) return;
      if (!guards)
        throw new Error(`${name} (access '${access}') is registered before the session guards exist`);
      route.onRequest = [guards[guardName], ...[route.onRequest ?? []].flat()];
    },
  };
}
