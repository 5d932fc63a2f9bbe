import type { SaveConversationRequest } from '#common/contracts/chat.ts';
import type { LeadRow, StoredChatMessage } from '../../db/schema/index.ts';

export interface LeadContact {
  email: string;
  name: string | null;
  phone: string | null;
}

/** The contact details a save request gives; the phone falls back to one the client wrote in the chat. */
export const contactOf = (request: SaveConversationRequest, chatPhone: string | null): LeadContact => ({
  email: request.email.toLowerCase(),
  name: request.name || null,
  phone: request.phone || chatPhone || null,
});

/**
 * Issue #12 item 12: once the artist has worked on a lead (moved its status or written notes), a re-save of
 * the chat can no longer replace who the lead is. Anyone holding the sessionId could otherwise.
 */
export const isWorkedOn = (lead: Pick<LeadRow, 'status' | 'notes'>) => lead.status !== 'new' || !!lead.notes;

/**
 * The note a locked lead's conversation gets when a re-save brings other contact details: the artist sees
 * them in the transcript and decides; nothing is replaced. Null when nothing differs.
 */
export function contactNote(
  current: LeadContact,
  sent: LeadContact,
  timestamp: string,
): StoredChatMessage | null {
  const changes = (['email', 'name', 'phone'] as const)
    .filter((field) => sent[field] && sent[field] !== current[field])
    .map((field) => `${field}: ${sent[field]}`);
  if (changes.length === 0) return null;
  return {
    role: 'user',
    content: `(Contact details sent again after the artist started on this lead; not applied) ${changes.join(', ')}`,
    timestamp,
  };
}
