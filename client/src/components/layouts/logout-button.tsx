import { Button } from '#client/components/ui/button.tsx';
import { navigateTo } from '#client/lib/auth-utils.ts';

/** /api/logout is a server redirect, so this is a full-page navigation, never a fetch. */
export function LogoutButton() {
  return (
    <Button variant="outline" size="sm" onClick={() => navigateTo('/api/logout')}>
      Logout
    </Button>
  );
}
