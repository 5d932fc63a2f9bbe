import * as client from 'openid-client';
import { AppError } from '../lib/app-error.ts';

export interface OidcClientSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret?: string;
  /** openid-client refuses http issuers; allowed only on a loopback address (the built-in provider, tests). */
  allowHttp: boolean;
  /** Waits between discovery attempts; the default tries 5 times over about 15 s. */
  discoveryRetryDelaysMs?: readonly number[];
}

/** What a completed sign-in yields: the identity claims (ID token, completed by userinfo) and the ID token. */
export interface SignInResult {
  claims: Record<string, unknown> & { sub: string; iss: string };
  idToken?: string;
}

/**
 * No offline_access: the app never calls an API with the issuer's tokens and its session does not follow their
 * expiry (docs/decisions/014), so it asks for no refresh token and needs no consent prompt for one.
 */
const SCOPE = 'openid email profile';

/** Claims the app reads; an issuer that keeps them out of the ID token (oidc-provider's default) serves them at userinfo. */
const PROFILE_CLAIMS = ['email', 'email_verified', 'given_name', 'family_name'] as const;

const DEFAULT_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The innermost reason of a failed request (`fetch failed` hides ECONNREFUSED, certificate errors and the like). */
function reasonOf(error: unknown): string {
  let reason = error as Error & { code?: string; cause?: unknown };
  while (reason.cause instanceof Error) reason = reason.cause as typeof reason;
  return reason.code ? `${reason.code} ${reason.message}` : reason.message;
}

/** Network failures, timeouts and 5xx answers: the issuer is down, which is not the visitor's sign-in failing. */
function isIssuerUnavailable(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (error instanceof client.ResponseBodyError) return error.status >= 500;
  if (!(error instanceof client.ClientError)) return false;
  return error.code === 'OAUTH_TIMEOUT' || (error.cause instanceof Response && error.cause.status >= 500);
}

/** The relying-party side of sign-in: discovery (retried at boot, memoised), code + PKCE, userinfo, logout. */
export function createOidcClient(settings: OidcClientSettings) {
  let configuration: Promise<client.Configuration> | undefined;
  // 5 s per attempt (openid-client waits 30 s by default), so an issuer that never answers fails the start in under a minute.
  const discoveryOptions = {
    timeout: 5,
    ...(settings.allowHttp ? { execute: [client.allowInsecureRequests] } : {}),
  };

  const discoverOnce = () =>
    client.discovery(
      new URL(settings.issuerUrl),
      settings.clientId,
      settings.clientSecret,
      undefined,
      discoveryOptions,
    );

  /** Discovery with retries; one line naming the issuer and the last reason when every attempt fails. */
  async function discoverWithRetries(): Promise<client.Configuration> {
    const delays = settings.discoveryRetryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    for (let attempt = 0; ; attempt++) {
      try {
        return await discoverOnce();
      } catch (error) {
        if (attempt >= delays.length) {
          throw new AppError(
            'UPSTREAM_FAILED',
            `Sign-in provider ${settings.issuerUrl} unreachable after ${attempt + 1} attempts (${reasonOf(error)}): ` +
              'check OIDC_ISSUER_URL, and that it serves /.well-known/openid-configuration over HTTPS',
          );
        }
        await wait(delays[attempt]!);
      }
    }
  }

  const getConfiguration = () => {
    configuration ??= discoverWithRetries().catch((error: unknown) => {
      configuration = undefined;
      throw error;
    });
    return configuration;
  };

  async function withUserInfo(
    config: client.Configuration,
    claims: client.IDToken,
    accessToken: string,
  ): Promise<SignInResult['claims']> {
    const isComplete = PROFILE_CLAIMS.every((name) => claims[name] !== undefined);
    if (isComplete || !config.serverMetadata().userinfo_endpoint) return claims;
    const userInfo = await client.fetchUserInfo(config, accessToken, claims.sub);
    return { ...userInfo, ...claims };
  }

  return {
    /** Discovers the issuer now (at boot), so a wrong or unreachable issuer stops the start, not the first sign-in. */
    async discover() {
      await getConfiguration();
    },

    /** One discovery request now, not the memoised one: whether the issuer answers at this moment (readiness). */
    async checkReachable() {
      await discoverOnce();
    },

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

    /**
     * Finishes a login from the callback URL and reads the user's claims, from userinfo when the ID token
     * carries only `sub`. Throws UNAUTHORIZED when state, nonce or code do not check out, UPSTREAM_FAILED
     * when the issuer cannot be reached.
     */
    async completeLogin(
      callbackUrl: URL,
      pending: { codeVerifier: string; state: string; nonce: string },
    ): Promise<SignInResult> {
      const config = await getConfiguration();
      let response: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers;
      try {
        response = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        const code = isIssuerUnavailable(error) ? 'UPSTREAM_FAILED' : 'UNAUTHORIZED';
        throw new AppError(code, `Sign-in failed: ${reasonOf(error)}`);
      }
      const idClaims = response.claims();
      if (!idClaims) throw new AppError('UPSTREAM_FAILED', 'The sign-in provider returned no ID token');
      const claims = await withUserInfo(config, idClaims, response.access_token).catch((error: unknown) => {
        throw new AppError('UPSTREAM_FAILED', `The sign-in provider's userinfo failed: ${reasonOf(error)}`);
      });
      return { claims, idToken: response.id_token };
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
