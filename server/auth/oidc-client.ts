import * as client from 'openid-client';
import { AppError } from '../lib/app-error.ts';

export interface OidcClientSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret?: string;
  /** openid-client refuses http issuers; allowed only for the built-in provider on a local address. */
  allowHttp: boolean;
}

export interface SignInTokens {
  claims: client.IDToken;
  accessToken: string;
  refreshToken?: string;
  idToken?: string;
  /** Epoch seconds after which the access token must be refreshed. */
  expiresAt: number;
}

/** Scopes asked of any issuer; offline_access brings the refresh token used when the access token expires. */
const SCOPE = 'openid email profile offline_access';

/** The relying-party side of sign-in: discovery (memoised, retried after failures), code + PKCE, refresh, logout. */
export function createOidcClient(settings: OidcClientSettings) {
  let configuration: Promise<client.Configuration> | undefined;

  const getConfiguration = () => {
    configuration ??= client
      .discovery(
        new URL(settings.issuerUrl),
        settings.clientId,
        settings.clientSecret,
        undefined,
        settings.allowHttp ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw new AppError('UPSTREAM_FAILED', `Sign-in provider unavailable: ${(error as Error).message}`);
      });
    return configuration;
  };

  const toTokens = (response: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers) => {
    const claims = response.claims();
    if (!claims) throw new AppError('UPSTREAM_FAILED', 'The sign-in provider returned no ID token');
    return {
      claims,
      accessToken: response.access_token,
      refreshToken: response.refresh_token,
      idToken: response.id_token,
      expiresAt: Math.floor(Date.now() / 1000) + (response.expiresIn() ?? 3600),
    } satisfies SignInTokens;
  };

  return {
    /** Starts a login: returns where to send the browser and the secrets to keep until the callback. */
    async beginLogin(redirectUri: string) {
      const config = await getConfiguration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, pending: { codeVerifier, state, nonce } };
    },

    /** Finishes a login from the callback URL; throws UNAUTHORIZED when state, nonce or code do not check out. */
    async completeLogin(
      callbackUrl: URL,
      pending: { codeVerifier: string; state: string; nonce: string },
    ): Promise<SignInTokens> {
      const config = await getConfiguration();
      try {
        const response = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        return toTokens(response);
      } catch (error) {
        throw new AppError('UNAUTHORIZED', `Sign-in failed: ${(error as Error).message}`);
      }
    },

    async refresh(refreshToken: string): Promise<Omit<SignInTokens, 'claims'>> {
      const config = await getConfiguration();
      const response = await client.refreshTokenGrant(config, refreshToken);
      return {
        accessToken: response.access_token,
        refreshToken: response.refresh_token ?? refreshToken,
        idToken: response.id_token,
        expiresAt: Math.floor(Date.now() / 1000) + (response.expiresIn() ?? 3600),
      };
    },

    /** The issuer's end-session URL, or undefined when the issuer has none. */
    async endSessionUrl(params: { idTokenHint?: string; postLogoutRedirectUri: string }) {
      const config = await getConfiguration();
      if (!config.serverMetadata().end_session_endpoint) return undefined;
      return client.buildEndSessionUrl(config, {
        post_logout_redirect_uri: params.postLogoutRedirectUri,
        ...(params.idTokenHint ? { id_token_hint: params.idTokenHint } : { client_id: settings.clientId }),
      }).href;
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
