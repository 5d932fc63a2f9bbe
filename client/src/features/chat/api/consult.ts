import { apiRequest } from '#client/lib/api-client.ts';
import type { ChatResponse, ConsultRequest } from '#common/contracts/chat.ts';

/** Spec §7 POST /api/chat/consult: one turn of the conversation. Throws "<status>: <body>" on failure. */
export async function consultAssistant(request: ConsultRequest): Promise<ChatResponse> {
  const res = await apiRequest('POST', '/api/chat/consult', request);
  return (await res.json()) as ChatResponse;
}
