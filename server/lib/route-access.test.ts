import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type AccessGuards, createRouteAccess, declarePluginRoutesAccess } from './route-access.ts';

/** Guards that refuse as the real ones do (server/auth/authenticate.ts), for a caller signed in as `who`. */
function fakeGuards(who: 'artist' | 'admin' | null): AccessGuards {
  const refusal = (statusCode: number) => Object.assign(new Error('Refused'), { statusCode });
  const notInAStudio = async () => {
    throw refusal(who ? 403 : 401);
  };
  return {
    requireUser: async () => {
      if (!who) throw refusal(401);
    },
    identifyUser: async (request: FastifyRequest) => {
      request.headers['x-identified'] = String(who);
    },
    requireAdmin: async () => {
      if (who !== 'admin') throw refusal(who ? 403 : 401);
    },
    requireApiKey: async () => {
      throw refusal(401);
    },
    // Nobody here is in a studio: the real guards (server/features/studios/studio-guards.ts) have their own tests.
    requireStudioMember: notInAStudio,
    requireStudioManager: notInAStudio,
    requireStudioOwner: notInAStudio,
  };
}

function appWithAccess(who: 'artist' | 'admin' | null) {
  const app = Fastify();
  const routeAccess = createRouteAccess();
  app.addHook('onRoute', routeAccess.onRoute);
  routeAccess.provideGuards(fakeGuards(who));
  return app;
}

describe('access declared on the route (decision 041)', () => {
  it('stops the boot at a route that declares no access, naming it', async () => {
    const app = appWithAccess(null);
    await expect(
      app.register(async (scope) => {
        scope.get('/api/forgotten', async () => 'open');
      }),
    ).rejects.toThrow(/^GET \/api\/forgotten declares no access/);
  });

  it('stops the boot at an access it does not know', async () => {
    const app = appWithAccess(null);
    await expect(
      app.register(async (scope) => {
        scope.get('/api/typo', { config: { access: 'artists' as 'artist' } }, async () => 'open');
      }),
    ).rejects.toThrow(/^GET \/api\/typo declares no access/);
  });

  it('stops the boot at a guarded route registered before the guards exist', async () => {
    const app = Fastify();
    app.addHook('onRoute', createRouteAccess().onRoute);
    await expect(
      app.register(async (scope) => {
        scope.get('/api/early', { config: { access: 'artist' } }, async () => 'open');
      }),
    ).rejects.toThrow(/GET \/api\/early \(access 'artist'\) is registered before/);
  });

  it.for([
    { who: null, access: 'public', status: 200 },
    { who: null, access: 'public-identified', status: 200 },
    { who: null, access: 'artist', status: 401 },
    { who: null, access: 'admin', status: 401 },
    { who: 'artist', access: 'artist', status: 200 },
    { who: 'artist', access: 'admin', status: 403 },
    { who: 'admin', access: 'admin', status: 200 },
    { who: null, access: 'studio-member', status: 401 },
    { who: 'artist', access: 'studio-owner', status: 403 },
  ] as const)('$access, called as $who: $status (GET and its HEAD)', async ({ who, access, status }) => {
    const app = appWithAccess(who);
    app.get('/api/thing', { config: { access } }, async () => 'the thing');
    for (const method of ['GET', 'HEAD'] as const) {
      expect((await app.inject({ method, url: '/api/thing' })).statusCode).toBe(status);
    }
  });

  it('runs the guard before the route’s own onRequest hooks, so a refusal comes first', async () => {
    const app = appWithAccess(null);
    const seen: string[] = [];
    app.post(
      '/api/thing',
      {
        config: { access: 'artist' },
        onRequest: async () => {
          seen.push('route hook');
        },
      },
      async () => 'the thing',
    );
    expect((await app.inject({ method: 'POST', url: '/api/thing' })).statusCode).toBe(401);
    expect(seen).toEqual([]);
  });

  it('identifies the caller of a public-identified route without refusing anyone', async () => {
    const app = appWithAccess(null);
    app.get('/api/chat', { config: { access: 'public-identified' } }, async (request) => ({
      identified: request.headers['x-identified'],
    }));
    expect((await app.inject({ url: '/api/chat' })).json()).toEqual({ identified: 'null' });
  });

  it('gives a plugin’s routes the access declared for its scope, and no other scope', async () => {
    const app = appWithAccess(null);
    await app.register(async (scope) => {
      declarePluginRoutesAccess(scope, 'artist');
      scope.get('/files/app.js', async () => 'code');
    });
    await expect(
      app.register(async (scope) => {
        scope.get('/api/elsewhere', async () => 'open');
      }),
    ).rejects.toThrow(/^GET \/api\/elsewhere declares no access/);

    const declared = appWithAccess(null);
    await declared.register(async (scope) => {
      declarePluginRoutesAccess(scope, 'artist');
      scope.get('/files/app.js', async () => 'code');
    });
    expect((await declared.inject({ url: '/files/app.js' })).statusCode).toBe(401);
  });
});
