import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSchema } from '#common/contracts/users.ts';
import { parseResponse, throwIfResNotOk } from './api-client.ts';

export const AUTH_USER_QUERY_KEY = ['/api/auth/user'] as const;
const AUTH_USER_URL = '/api/auth/user';

/** Spec §7 GET /api/auth/user: the signed-in user, or null when the answer is 401 (signed out); no retry. */
export function getAuthUserQueryOptions() {
  return queryOptions({
    queryKey: AUTH_USER_QUERY_KEY,
    queryFn: async () => {
      const res = await fetch(AUTH_USER_URL, { credentials: 'include' });
      if (res.status === 401) return null;
      await throwIfResNotOk(res);
      return parseResponse(AUTH_USER_URL, userSchema, await res.json());
    },
    retry: false,
  });
}

/** Spec §6: a user counts as signed in when the auth call returns data; a 401 means signed out, never retried. */
export function useAuth() {
  const { data: user, isLoading } = useQuery(getAuthUserQueryOptions());
  return { user: user ?? null, isLoading, isAuthenticated: !!user };
}
