import { apiRequest } from '#client/lib/api-client.ts';
import type { UpdatePreferences, User } from '#common/contracts/users.ts';

/** Finishes the wizard: saves the profile with hasCompletedSetup true. Returns the updated user; throws on any non-2xx. */
export async function completeSetup(payload: UpdatePreferences): Promise<User> {
  const res = await apiRequest('PATCH', '/api/user/preferences', payload);
  return (await res.json()) as User;
}
