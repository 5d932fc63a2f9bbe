import { renderLocalPage } from './local-provider/local-pages.ts';

/** Why a sign-in stopped, as the visitor can act on it. */
export type SignInProblem = 'issuer-unavailable' | 'sign-in-failed';

const PROBLEMS: Record<SignInProblem, { title: string; text: string }> = {
  'issuer-unavailable': {
    title: 'Sign-in is unavailable',
    text: 'We could not reach the sign-in service. Please try again in a minute.',
  },
  'sign-in-failed': {
    title: 'Sign-in did not complete',
    text: 'The sign-in expired or was already used. Please sign in again.',
  },
};

/** The page /api/login and /api/callback show instead of a JSON error (issue #12 item 6). */
export function renderSignInProblemPage(problem: SignInProblem): string {
  const { title, text } = PROBLEMS[problem];
  return renderLocalPage({
    title,
    body: `<p>${text}</p><a class="button" href="/api/login">Try again</a>
      <a class="button secondary" href="/">Back to Inkdesk</a>`,
  });
}

/**
 * Shown when /api/logout arrives from another site (issue #12 item 8): one click on our own page is a
 * same-origin navigation, which the logout then honours.
 */
export function renderLogoutConfirmPage(): string {
  return renderLocalPage({
    title: 'Sign out of Inkdesk?',
    body: `<p>Another site sent you here to sign out.</p><a class="button" href="/api/logout">Sign out</a>
      <a class="button secondary" href="/">Stay signed in</a>`,
  });
}
