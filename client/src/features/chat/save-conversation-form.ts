import { z } from 'zod';
import { saveConversationRequestSchema } from '#common/contracts/chat.ts';

export interface SaveConversationFormValues {
  email: string;
  name: string;
}

export const EMPTY_SAVE_CONVERSATION_FORM: SaveConversationFormValues = { email: '', name: '' };

/** The dialog's form schema: trimmed email, the name only when given, checked by the server's own contract. */
export const saveConversationFormSchema = z
  .object({ email: z.string(), name: z.string() })
  .transform(({ email, name }) => ({ email: email.trim(), ...(name.trim() ? { name: name.trim() } : {}) }))
  .pipe(saveConversationRequestSchema.pick({ email: true, name: true }));
