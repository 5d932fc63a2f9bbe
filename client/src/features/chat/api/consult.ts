import { sendJson } from '#client/lib/api-client.ts';
import { type ChatResponse, type ConsultRequest, chatResponseSchema } from '#common/contracts/chat.ts';

/** Spec §7 POST /api/chat/consult: one turn of the conversation. Throws `ApiError` ("<status>: <body>") on failure. */
export function consultAssistant(request: ConsultRequest): Promise<ChatResponse> {
  return sendJson('POST', '/api/chat/consult', chatResponseSchema, request);
}
