/** Spec §4: the chat always opens with this greeting. */
export const CHAT_GREETING =
  "Hi! I'm here to help you explore tattoo ideas. What kind of piece are you thinking about?";

/** Spec §4: what the assistant says when a consult call fails. */
export const CHAT_ERROR_REPLY = "I'm sorry, I'm having trouble responding right now. Please try again.";

/** Spec §5: the content of a message sent with images and no text. */
export const IMAGE_ONLY_CONTENT = '(sent images)';

/** Openings for a client who does not know where to start; shown while the chat is new (spec §4). */
export const QUICK_STARTS = [
  'I want a small fine-line piece',
  'I have a cover-up in mind',
  'Sleeve ideas',
  'A tattoo for my pet',
] as const;
