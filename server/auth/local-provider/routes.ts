import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { LOCAL_PROVIDER_PATH } from './create-local-provider.ts';
import { saveLocalAccount } from './local-accounts.ts';
import { renderSignInPage } from './local-pages.ts';

/** Authorization requests per IP: a person signs in a few times a minute at most. */
export const AUTHORIZE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

const signInFormSchema = z.object({
  email: z.email('Enter a valid email address').max(254).trim(),
  name: z.string().trim().min(1, 'Enter your name').max(80, 'Name must be at most 80 characters'),
});

/**
 * Mounts the built-in provider at /oidc: our own interaction pages for sign-in, and oidc-provider
 * itself for every protocol endpoint (discovery, auth, token, userinfo, end-session, jwks).
 */
export async function localProviderRoutes(
  app: FastifyInstance,
  { provider, db }: { provider: Provider; db: Db },
) {
  const interactionPath = `${LOCAL_PROVIDER_PATH}/interaction/:uid`;

  await app.register(async (scope) => {
    await scope.register(formBody, { bodyLimit: 4096 });

    scope.get(interactionPath, { config: { access: 'public' } }, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.prompt.name !== 'login') {
        // Consent is granted by loadExistingGrant; any other prompt just resumes the flow.
        return provider.interactionFinished(request.raw, reply.raw, {}, { mergeWithLastSubmission: true });
      }
      return reply.type('text/html').send(
        renderSignInPage({
          action: `${LOCAL_PROVIDER_PATH}/interaction/${details.uid}/login`,
          cancelUrl: `${LOCAL_PROVIDER_PATH}/interaction/${details.uid}/abort`,
        }),
      );
    });

    scope.post(
      `${interactionPath}/login`,
      { config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        const parsed = signInFormSchema.safeParse(request.body);
        if (!parsed.success) {
          const values = (request.body ?? {}) as Record<string, string>;
          return reply
            .code(400)
            .type('text/html')
            .send(
              renderSignInPage({
                action: `${LOCAL_PROVIDER_PATH}/interaction/${details.uid}/login`,
                cancelUrl: `${LOCAL_PROVIDER_PATH}/interaction/${details.uid}/abort`,
                values: { email: values.email, name: values.name },
                error: parsed.error.issues[0]?.message,
              }),
            );
        }
        const accountId = await saveLocalAccount(db, parsed.data);
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId } },
          { mergeWithLastSubmission: false },
        );
      },
    );

    scope.get(`${interactionPath}/abort`, { config: { access: 'public' } }, async (request, reply) => {
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'Sign-in was cancelled' },
        { mergeWithLastSubmission: false },
      );
    });
  });

  await app.register(async (scope) => {
    // oidc-provider reads request bodies itself, so this scope leaves the raw stream untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handle = provider.callback();
    const toProvider = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      // Like Express mounting: oidc-provider derives its mount path from originalUrl vs url.
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(LOCAL_PROVIDER_PATH.length) || '/';
      await handle(request.raw, reply.raw);
    };
    // Each authorization request stores an interaction record: held to the sign-in pace per IP (issue #12 item 14).
    scope.all(
      `${LOCAL_PROVIDER_PATH}/auth`,
      { config: { access: 'public', rateLimit: AUTHORIZE_RATE_LIMIT } },
      toProvider,
    );
    scope.all(`${LOCAL_PROVIDER_PATH}/*`, { config: { access: 'public' } }, toProvider);
  });
}
