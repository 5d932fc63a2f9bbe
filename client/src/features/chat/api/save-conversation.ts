import { sendJson } from '#client/lib/api-client.ts';
import {
  type SaveConversationRequest,
  type SaveConversationResponse,
  saveConversationResponseSchema,
} from '#common/contracts/chat.ts';

/** Spec §7 POST /api/chat/save: the conversation becomes a lead. Throws `ApiError` ("<status>: <body>") on failure. */
export function saveConversation(request: SaveConversationRequest): Promise<SaveConversationResponse> {
  return sendJson('POST', '/api/chat/save', saveConversationResponseSchema, request);
}
