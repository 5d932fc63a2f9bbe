import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import { type ListOutboxQuery, outboxEmailSchema, outboxPageSchema } from '#common/contracts/outbox.ts';

/** Every outbox query starts with this key, so Refresh reloads every page. */
export const OUTBOX_QUERY_KEY = ['/api/admin/outbox'] as const;

/** GET /api/admin/outbox?page=…&pageSize=… (admins, issue #14): every email, newest first. */
export function getOutboxQueryOptions({ page, pageSize }: ListOutboxQuery) {
  const search = `?${new URLSearchParams({ page: String(page), pageSize: String(pageSize) })}`;
  return queryOptions({
    queryKey: [...OUTBOX_QUERY_KEY, search],
    queryFn: () => getJson(`/api/admin/outbox${search}`, outboxPageSchema),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/outbox/:id: one email whole. */
export function getOutboxEmailQueryOptions(emailId: string) {
  return queryOptions({
    queryKey: [...OUTBOX_QUERY_KEY, emailId],
    queryFn: () => getJson(`/api/admin/outbox/${emailId}`, outboxEmailSchema),
  });
}

/** Where the browser downloads the email as an .eml file, or one of its attachments. */
export const emlUrlOf = (emailId: string) => `/api/admin/outbox/${emailId}/eml`;
export const attachmentUrlOf = (emailId: string, index: number) =>
  `/api/admin/outbox/${emailId}/attachments/${index}`;
