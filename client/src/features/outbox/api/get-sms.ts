import { queryOptions } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import { smsListSchema } from '#common/contracts/sms.ts';

/** GET /api/admin/sms (admins, decision 068): the newest text messages, the sandbox's included. */
export function getSmsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/admin/sms'],
    queryFn: () => getJson('/api/admin/sms', smsListSchema),
  });
}
