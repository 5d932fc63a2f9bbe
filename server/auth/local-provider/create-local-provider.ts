import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import { findLocalAccount } from './local-accounts.ts';
import { escapeHtml, renderLocalPage } from './local-pages.ts';
import { createOidcRecordAdapterClass } from './oidc-record-adapter.ts';
import { loadProviderSecrets } from './provider-secrets.ts';

export const LOCAL_CLIENT_ID = 'inkdesk-local';
export const LOCAL_PROVIDER_PATH = '/oidc';

export interface LocalProviderOptions {
  db: Db;
  appUrl: string;
  clientSecret: string;
  isBehindProxy: boolean;
}

/**
 * The built-in OpenID provider used when no OIDC_ISSUER_URL is set. It speaks the real protocol
 * (discovery, code + PKCE, refresh, RP-initiated logout) but signs anyone in by email alone.
 */
export async function createLocalProvider({ db, appUrl, clientSecret, isBehindProxy }: LocalProviderOptions) {
  const secrets = await loadProviderSecrets(db);
  const configuration: Configuration = {
    adapter: createOidcRecordAdapterClass(db),
    clients: [
      {
        client_id: LOCAL_CLIENT_ID,
        client_secret: clientSecret,
        client_name: 'Inkdesk',
        redirect_uris: [`${appUrl}/api/callback`],
        post_logout_redirect_uris: [`${appUrl}/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [secrets.signingKey] },
    cookies: { keys: secrets.cookieKeys },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Put the profile claims in the ID token too, so the app has them without a userinfo call.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Lifetimes in seconds. Access tokens are short so the app's refresh path is exercised daily.
    ttl: {
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 30 * 24 * 60 * 60,
      AccessToken: 60 * 60,
      IdToken: 60 * 60,
      AuthorizationCode: 60,
      RefreshToken: 30 * 24 * 60 * 60,
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.body = renderLocalPage({
            title: 'Sign out of local sign-in?',
            body: `${form}<p>You are signed out of Inkdesk. Also end your local sign-in session?</p>
              <button type="submit" form="op.logoutForm" value="yes" name="logout" autofocus>Yes, sign me out</button>
              <button type="submit" form="op.logoutForm" class="secondary">No, stay signed in here</button>`,
          });
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.body = renderLocalPage({
            title: 'Signed out',
            body: `<p>You are signed out.</p><a class="button" href="${appUrl}/">Back to Inkdesk</a>`,
          });
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${LOCAL_PROVIDER_PATH}/interaction/${interaction.uid}` },
    // A first-party client: grant what it asks for instead of showing a consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, provider, params } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      if (grantId) return provider.Grant.find(grantId);
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(String(params?.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    findAccount: async (_ctx, sub) => {
      const account = await findLocalAccount(db, sub);
      if (!account) return undefined;
      const [givenName, ...rest] = account.name.split(/\s+/);
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          // Local sign-in trusts whoever reaches the server (a deployment must opt in with ALLOW_LOCAL_SIGNIN),
          // so its emails count as verified: ADMIN_EMAILS and account linking work offline (decision 014).
          email_verified: true,
          name: account.name,
          given_name: givenName || undefined,
          family_name: rest.join(' ') || undefined,
        }),
      };
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderLocalPage({
        title: 'Sign-in problem',
        body: `<p>${escapeHtml(Object.values(out).map(String).join(' — '))}</p><a class="button" href="${appUrl}/api/login">Try again</a>`,
      });
    },
  };
  const provider = new Provider(`${appUrl}${LOCAL_PROVIDER_PATH}`, configuration);
  provider.proxy = isBehindProxy;
  return provider;
}
