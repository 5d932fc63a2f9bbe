import { toast } from '#client/components/ui/use-toast.ts';
import { handleUnauthorized, isUnauthorizedError } from './auth-utils.ts';
import { handlePlanRequired } from './plan-required.ts';

/**
 * Spec §8: a failed call that answered 401 signs the user in again; a 402 names the plan it needs with an Upgrade
 * action (issue #27); any other failure gets a destructive toast with the call's own words (`title` defaults to
 * spec §8's 'Error').
 */
export function showFailure(error: unknown, description: string, title = 'Error'): void {
  if (error instanceof Error && isUnauthorizedError(error)) {
    handleUnauthorized();
    return;
  }
  if (handlePlanRequired(error)) return;
  toast({ title, description, variant: 'destructive' });
}
