import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { validationErrorOf } from '#client/lib/api-client.ts';
import { showFailure } from '#client/lib/show-failure.ts';
import { AUTH_USER_QUERY_KEY } from '#client/lib/use-auth.ts';
import type { User } from '#common/contracts/users.ts';
import type { ValidationErrorBody } from '#common/contracts/validation-error.ts';
import { updatePreferences } from '../api/update-preferences.ts';

/**
 * Save Changes (spec §7, §8): the stored user is replaced and 'Preferences Updated' shown; a 401 signs in
 * again; a 400's body goes to `onRejected` (which names the field); anything else gets a plain error toast.
 */
export function useSavePreferences({
  onSaved,
  onRejected,
}: {
  onSaved: (user: User) => void;
  onRejected: (body: ValidationErrorBody) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (updated) => {
      queryClient.setQueryData(AUTH_USER_QUERY_KEY, updated);
      void queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
      onSaved(updated);
      toast({ title: 'Preferences Updated', description: 'Your profile has been saved.' });
    },
    onError: (error) => {
      const body = validationErrorOf(error);
      if (body) onRejected(body);
      else showFailure(error, 'Failed to update preferences. Please try again.');
    },
  });
}
