import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { FullScreenSpinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { handleUnauthorized } from '#client/lib/auth-utils.ts';
import { AUTH_REDIRECT_DELAY_MS } from '#common/constants/ui.ts';

/**
 * Spec §6: what /admin does for anyone who is not an admin (the admin page itself is only registered for
 * admins). Signed out: 'Unauthorized', then /api/login. Signed in: 'Access Denied', then '/'.
 */
export function AdminAccessDenied({ isSignedIn }: { isSignedIn: boolean }) {
  const [, navigate] = useLocation();
  // StrictMode runs effects twice in development; one toast and one redirect are enough.
  const hasActed = useRef(false);

  useEffect(() => {
    if (hasActed.current) return;
    hasActed.current = true;
    if (!isSignedIn) {
      handleUnauthorized();
      return;
    }
    toast({
      title: 'Access Denied',
      description: 'Admin access required for this page.',
      variant: 'destructive',
    });
    window.setTimeout(() => navigate('/', { replace: true }), AUTH_REDIRECT_DELAY_MS);
  }, [isSignedIn, navigate]);

  return <FullScreenSpinner label="Redirecting" />;
}
