import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { takeRememberedInvite } from '../pending-invite.ts';

/** On the dashboard: an invitee who went to sign in from an invite link goes back to it. */
export function ReturnToInvite() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const path = takeRememberedInvite();
    if (path) navigate(path, { replace: true });
  }, [navigate]);
  return null;
}
