import { toast } from '#client/components/ui/use-toast.ts';
import { AUTH_REDIRECT_DELAY_MS } from '#common/constants/ui.ts';

/** Spec §8: a 401 error's message starts with '401:' and mentions Unauthorized. */
export function isUnauthorizedError(error: Error): boolean {
  return /^401: .*Unauthorized/.test(error.message);
}

/** The one place that leaves the single-page app; an object so tests can replace `assign`. */
export const pageNavigation = {
  assign(href: string): void {
    window.location.href = href;
  },
};

/** Full-page navigation: /api/login and /api/logout are server redirects, never fetches. */
export function navigateTo(href: string): void {
  pageNavigation.assign(href);
}

/** Spec §8's words for a lost session, in the toast and in a dialog whose action found it gone. */
export const SIGNED_OUT_MESSAGE = 'You are logged out. Logging in again...';

/**
 * Spec §6 and §8: tells the artist the session is gone, then sends them to /api/login after
 * AUTH_REDIRECT_DELAY_MS so the toast can be read.
 */
export function handleUnauthorized(): void {
  toast({
    title: 'Unauthorized',
    description: SIGNED_OUT_MESSAGE,
    variant: 'destructive',
  });
  window.setTimeout(() => navigateTo('/api/login'), AUTH_REDIRECT_DELAY_MS);
}
