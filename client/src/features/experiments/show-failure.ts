import { toast } from '#client/components/ui/use-toast.ts';
import { handleUnauthorized, isUnauthorizedError } from '#client/lib/auth-utils.ts';

/** Spec §8: a 401 signs the admin in again; any other failure gets the call's own message. */
export function showFailure(error: Error, description: string): void {
  if (isUnauthorizedError(error)) {
    handleUnauthorized();
    return;
  }
  toast({ title: 'Error', description, variant: 'destructive' });
}
