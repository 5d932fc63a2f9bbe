import { apiRequest } from '#client/lib/api-client.ts';
import type { UpdatePreferences, User } from '#common/contracts/users.ts';

/** Saves the artist's profile fields. Returns the updated user; throws on any non-2xx (a 400 names the fields). */
export async function updatePreferences(data: UpdatePreferences): Promise<User> {
  const res = await apiRequest('PATCH', '/api/user/preferences', data);
  return (await res.json()) as User;
}
