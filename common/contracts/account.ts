import { z } from 'zod';

/**
 * `DELETE /api/account`: Settings → Danger Zone → Delete Account (spec §2, option 1). The artist types their
 * artist name to confirm; the server compares it with the stored one.
 */
export const deleteAccountRequestSchema = z.object({
  confirmation: z
    .string({ error: 'Type your artist name to confirm' })
    .trim()
    .min(1, 'Type your artist name to confirm'),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** What was deleted, for the on-screen confirmation (no email exists yet, issue #10). */
export const deleteAccountResponseSchema = z.object({
  confirmationCode: z.string(),
  deletedAt: z.string(),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** `POST /api/admin/account-deletions`: an admin deletes an artist for an emailed request (spec §2 option 3). */
export const adminAccountDeletionRequestSchema = z.object({
  email: z.email({ error: 'Enter the email of the account to delete' }).trim().toLowerCase(),
});
export type AdminAccountDeletionRequest = z.infer<typeof adminAccountDeletionRequestSchema>;
