const HASHTAG = /#([\p{L}\p{N}_]+)/gu;
const MAX_TITLE = 60;

/**
 * Spec/issue #10 photo sync: the caption becomes the description, its hashtags the tags, its first words the
 * title; a caption of hashtags alone gives no title, for the artist to write in review (decision 057).
 */
export function captionToPiece(caption: string | undefined): {
  title: string;
  description: string;
  tags: string[];
} {
  const text = caption?.trim() ?? '';
  const tags = [...new Set([...text.matchAll(HASHTAG)].map((match) => match[1]!.toLowerCase()))];
  const words = text.replace(HASHTAG, '').replace(/\s+/g, ' ').trim();
  const title = words.length > MAX_TITLE ? `${words.slice(0, MAX_TITLE - 1).trimEnd()}…` : words;
  return { title, description: text, tags };
}
