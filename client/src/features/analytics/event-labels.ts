/** An analytics event type as words: "chat_engagement" → "Chat engagement". */
export function eventLabel(eventType: string): string {
  const words = eventType.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
