import { QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { throwIfResNotOk } from './api-client.ts';
import { handlePlanRequired } from './plan-required.ts';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * Spec §7: the default query function joins the query key's segments with '/' into a GET URL and reads JSON.
 * With `on401: 'returnNull'` a 401 yields null instead of an error. It is the fallback only: every query of
 * the app passes its own typed, validated `queryFn` through a factory in its feature's `api/` folder, whose
 * key keeps this URL shape so invalidating a prefix still reaches it.
 */
export function getQueryFn({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<unknown> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return res.json();
  };
}

/**
 * Spec §7 client defaults: no refetch interval or on focus, data never stale, no retries. A read the artist's plan
 * does not include (402) shows the upgrade toast wherever it is made (issue #27); a failed action does the same
 * through showFailure.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => void handlePlanRequired(error) }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
