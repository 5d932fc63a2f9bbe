import { queryOptions } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import { dataDeletionStatusSchema } from '#common/contracts/instagram.ts';

/** GET /api/instagram/data-deletion/status?code=…: received, processing or completed; polled until completed. */
export function getDeletionStatusQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['/api/instagram/data-deletion/status', code],
    queryFn: () =>
      getJson(
        `/api/instagram/data-deletion/status?code=${encodeURIComponent(code)}`,
        dataDeletionStatusSchema,
      ),
    refetchInterval: (query) => (query.state.data?.status === 'completed' ? false : 5000),
  });
}
