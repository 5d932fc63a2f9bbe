import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, getJson, parseResponse, sendJson, throwIfResNotOk } from '#client/lib/api-client.ts';
import { leadDetailsSchema } from '#common/contracts/leads.ts';
import {
  type CreateStudioInput,
  createdInviteSchema,
  type InviteToStudioInput,
  invitePreviewSchema,
  myStudioSchema,
  type ReassignLeadInput,
  type StudioMember,
  studioMemberSchema,
  studioViewSchema,
  type UpdateStudioInput,
} from '#common/contracts/studio-team.ts';

/** Decision 073: the signed-in user's studio (null when in none), as their role sees it. */
export const myStudioQueryOptions = () =>
  queryOptions({ queryKey: ['/api/studio'], queryFn: () => getJson('/api/studio', myStudioSchema) });

/** What an invite link names, for the accept page. */
export const invitePreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['/api/studio-invites', token],
    queryFn: () => getJson(`/api/studio-invites/${encodeURIComponent(token)}`, invitePreviewSchema),
    retry: false,
  });

/** A lead as the studio section of its details reads it (artist and routing). */
export const studioLeadQueryOptions = (leadId: string) =>
  queryOptions({
    queryKey: ['/api/admin/leads', leadId, 'details'],
    queryFn: () => getJson(`/api/admin/leads/${leadId}/details`, leadDetailsSchema),
  });

export const createStudio = (data: CreateStudioInput) =>
  sendJson('POST', '/api/studio', studioViewSchema, data);
export const updateStudio = (data: UpdateStudioInput) =>
  sendJson('PATCH', '/api/studio', studioViewSchema, data);
export const inviteToStudio = (data: InviteToStudioInput) =>
  sendJson('POST', '/api/studio/invites', createdInviteSchema, data);
/** PATCH /api/studio/members/:userId (owner): a member becomes an artist or front desk; answers the members. */
export const changeMemberRole = ({
  userId,
  role,
}: {
  userId: string;
  role: Exclude<StudioMember['role'], 'owner'>;
}) =>
  sendJson('PATCH', `/api/studio/members/${encodeURIComponent(userId)}`, z.array(studioMemberSchema), {
    role,
  });
export const acceptInvite = (token: string) =>
  sendJson('POST', `/api/studio-invites/${encodeURIComponent(token)}/accept`, studioViewSchema);

/** The calls that answer 204. */
export const revokeInvite = (inviteId: string) => apiRequest('DELETE', `/api/studio/invites/${inviteId}`);
export const removeMember = (userId: string) =>
  apiRequest('DELETE', `/api/studio/members/${encodeURIComponent(userId)}`);
export const leaveStudio = () => apiRequest('POST', '/api/studio/leave');
export const reassignLead = (leadId: string, data: ReassignLeadInput) =>
  apiRequest('POST', `/api/studio/leads/${leadId}/reassign`, data);
export const reassignThread = (threadId: string, data: ReassignLeadInput) =>
  apiRequest('POST', `/api/studio/threads/${threadId}/reassign`, data);

/** DELETE /api/studio/logo (owner): back to the studio's name alone; answers the studio. */
export const removeLogo = () => sendJson('DELETE', '/api/studio/logo', studioViewSchema);

/** POST /api/studio/logo: one image as multipart/form-data. */
export async function uploadLogo(file: File) {
  const body = new FormData();
  body.append('logo', file);
  const response = await fetch('/api/studio/logo', { method: 'POST', body, credentials: 'include' });
  await throwIfResNotOk(response);
  return parseResponse('/api/studio/logo', studioViewSchema, await response.json());
}

export const STUDIO_ROLE_LABELS = { owner: 'Owner', artist: 'Artist', front_desk: 'Front desk' } as const;
