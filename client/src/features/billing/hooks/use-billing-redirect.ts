import { useMutation } from '@tanstack/react-query';
import { showFailure } from '#client/lib/show-failure.ts';
import { openBillingPortal, startCheckout } from '../api/billing-status.ts';

type Redirect = { to: 'checkout'; plan: 'starter' | 'professional' } | { to: 'portal' };

/**
 * Checkout and Manage billing: the server answers with the hosted page (Stripe's, or the local sandbox's), and
 * the browser goes there; it comes back to the dashboard.
 */
export function useBillingRedirect() {
  return useMutation({
    mutationFn: (redirect: Redirect) =>
      redirect.to === 'checkout' ? startCheckout({ plan: redirect.plan }) : openBillingPortal(),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error, redirect) =>
      showFailure(
        error,
        redirect.to === 'checkout'
          ? 'Checkout could not be opened. Please try again.'
          : 'The billing portal could not be opened. Please try again.',
      ),
  });
}
