import { sendJson } from '#client/lib/api-client.ts';
import { type UpdatePreferences, type User, userSchema } from '#common/contracts/users.ts';

/** Spec §7 PATCH /api/user/preferences: the artist's profile fields. Returns the user; a 400 names the fields. */
export function updatePreferences(data: UpdatePreferences): Promise<User> {
  return sendJson('PATCH', '/api/user/preferences', userSchema, data);
}
