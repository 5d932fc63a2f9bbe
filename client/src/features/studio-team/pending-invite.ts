const KEY = 'inkdesk.studioInvite';

/**
 * Sign-in always lands on the dashboard; an invitee who signs in from an invite link is brought back to it. The
 * link waits in this tab's sessionStorage until the dashboard takes it.
 */
export const rememberInvite = (path: string) => sessionStorage.setItem(KEY, path);

/** The invite link waiting after sign-in, taken once. */
export function takeRememberedInvite(): string | null {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path?.startsWith('/studio/invite/') ? path : null;
}
