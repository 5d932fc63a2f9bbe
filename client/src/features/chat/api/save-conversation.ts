import { apiRequest } from '#client/lib/api-client.ts';
import type { SaveConversationRequest, SaveConversationResponse } from '#common/contracts/chat.ts';

/** Spec §7 POST /api/chat/save: the conversation becomes a lead. Throws "<status>: <body>" on failure. */
export async function saveConversation(request: SaveConversationRequest): Promise<SaveConversationResponse> {
  const res = await apiRequest('POST', '/api/chat/save', request);
  return (await res.json()) as SaveConversationResponse;
}
