import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '#client/components/ui/use-toast.ts';
import { validationErrorOf } from '#client/lib/api-client.ts';
import { showFailure } from '#client/lib/show-failure.ts';
import { AUTH_USER_QUERY_KEY } from '#client/lib/use-auth.ts';
import type { ValidationErrorBody } from '#common/contracts/validation-error.ts';
import { completeSetup } from '../api/complete-setup.ts';

/**
 * Complete Setup (spec §7, §8): on success 'Setup Complete!' and the dashboard; a 401 signs in again; any
 * other failure toasts, and a 400's body goes to `onRejected` so the wizard can show it by its fields.
 */
export function useCompleteSetup({ onRejected }: { onRejected: (body: ValidationErrorBody) => void }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: completeSetup,
    onSuccess: (user) => {
      toast({ title: 'Setup Complete!', description: 'Your AI front desk is ready to answer clients.' });
      // Write the completed user first: the router re-renders on navigation and must already see it.
      queryClient.setQueryData(AUTH_USER_QUERY_KEY, user);
      navigate('/dashboard');
      void queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
    },
    onError: (error) => {
      showFailure(error, 'Failed to complete setup. Please try again.');
      const body = validationErrorOf(error);
      if (body) onRejected(body);
    },
  });
}
