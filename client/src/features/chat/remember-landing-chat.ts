import {
  LANDING_CHAT_SESSION_COOKIE,
  LANDING_CHAT_SESSION_MAX_AGE_SECONDS,
} from '#common/constants/experiments.ts';

/**
 * Leaves the landing chat's session id in a first-party cookie, so that signing in from this browser credits
 * the chat's A/B variants with a signup (docs/decisions/007). The server reads it once, at sign-in.
 */
export function rememberLandingChat(sessionId: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we support (Safari before 18.4).
  document.cookie = `${LANDING_CHAT_SESSION_COOKIE}=${sessionId}; Path=/; Max-Age=${LANDING_CHAT_SESSION_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
