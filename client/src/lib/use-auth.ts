import { useQuery } from '@tanstack/react-query';
import type { User } from '#common/contracts/users.ts';
import { getQueryFn } from './query-client.ts';

export const AUTH_USER_QUERY_KEY = ['/api/auth/user'] as const;

/** Spec §6: a user counts as signed in when the auth call returns data; a 401 means signed out, never retried. */
export function useAuth() {
  const { data: user, isLoading } = useQuery<User | null>({
    queryKey: AUTH_USER_QUERY_KEY,
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
    retry: false,
  });
  return { user: user ?? null, isLoading, isAuthenticated: !!user };
}
