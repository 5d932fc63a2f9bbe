import { queryOptions } from '@tanstack/react-query';
import { ApiError, getJson } from '#client/lib/api-client.ts';
import { requestPageSchema } from '#common/contracts/booking-requests.ts';
import { requestApiUrl } from './request-url.ts';

/** GET /api/requests/:token: the request, its status, offered times and the conversation. */
export function getRequestPageQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['/api/requests', token],
    queryFn: () => getJson(requestApiUrl(token), requestPageSchema),
    // 404 and 410 are answers, not hiccups.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    // While a paid deposit's webhook is on its way, look again until the booking is confirmed.
    refetchInterval: (query) => (query.state.data?.status === 'deposit_due' ? 3000 : false),
  });
}
