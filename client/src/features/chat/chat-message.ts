import type { ChatPortfolioImage, ConceptVisual } from '#common/contracts/chat.ts';

/** An image the client attached (spec §3 chat message images): base64 data without the `data:` prefix. */
export interface AttachedImage {
  id: string;
  name: string;
  data: string;
  mimeType: string;
}

/**
 * A message as the chat shows it (spec §3 Chat message). An assistant reply carries the portfolio
 * pieces and concept visual it brought, so they appear under the words that introduce them.
 */
export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
  images?: AttachedImage[];
  portfolioImages?: ChatPortfolioImage[];
  conceptVisual?: ConceptVisual;
  /**
   * A client's message whose send failed: it stays in the conversation with the apology after it (spec §4),
   * marked not sent, and is never part of a later request unless retried. `retryImages`: what a Retry sends
   * with it (the images the server did not refuse).
   */
  unsent?: { retryImages: AttachedImage[] };
}

/** The preview of an attached image, shown before and after sending. */
export function imagePreviewUrl(image: Pick<AttachedImage, 'data' | 'mimeType'>): string {
  return `data:${image.mimeType};base64,${image.data}`;
}
