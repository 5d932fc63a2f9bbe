import { sendJson } from '#client/lib/api-client.ts';
import {
  type AdminAccountDeletionRequest,
  type DeleteAccountRequest,
  type DeleteAccountResponse,
  deleteAccountResponseSchema,
} from '#common/contracts/account.ts';

/** DELETE /api/account: deletes the signed-in artist for good; throws `ApiError` (400 names `confirmation`). */
export function deleteAccount(data: DeleteAccountRequest): Promise<DeleteAccountResponse> {
  return sendJson('DELETE', '/api/account', deleteAccountResponseSchema, data);
}

/** POST /api/admin/account-deletions: an admin deletes the account with this email (spec §2 option 3). */
export function deleteAccountAsAdmin(data: AdminAccountDeletionRequest): Promise<DeleteAccountResponse> {
  return sendJson('POST', '/api/admin/account-deletions', deleteAccountResponseSchema, data);
}
