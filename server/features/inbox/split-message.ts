import { MAX_MESSAGE_BYTES } from '../../providers/instagram/create-instagram-graph.ts';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * Splits a reply into Send API messages of at most 1000 bytes (reference A3), at sentence boundaries, then
 * at spaces for a sentence too long on its own, then at characters (never inside a code point).
 */
export function splitMessage(text: string, maxBytes = MAX_MESSAGE_BYTES): string[] {
  const trimmed = text.trim();
  if (!trimmed) return [];
  if (bytes(trimmed) <= maxBytes) return [trimmed];
  const sentences = trimmed.match(/[^.!?\n]+(?:[.!?]+|\n+|$)\s*/g) ?? [trimmed];
  return pack(
    sentences.flatMap((sentence) =>
      bytes(sentence) > maxBytes ? hardSplit(sentence, maxBytes) : [sentence],
    ),
    maxBytes,
  );
}

/** Greedily joins pieces into messages that fit. */
function pack(pieces: string[], maxBytes: number): string[] {
  const messages: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (current && bytes(current + piece) > maxBytes) {
      messages.push(current.trim());
      current = '';
    }
    current += piece;
  }
  if (current.trim()) messages.push(current.trim());
  return messages.filter(Boolean);
}

function hardSplit(sentence: string, maxBytes: number): string[] {
  const parts: string[] = [];
  let current = '';
  for (const word of sentence.split(/(?<=\s)/)) {
    const candidate = current + word;
    if (bytes(candidate) <= maxBytes) {
      current = candidate;
      continue;
    }
    if (current) parts.push(current);
    current = '';
    for (const char of word) {
      if (bytes(current + char) > maxBytes) {
        parts.push(current);
        current = '';
      }
      current += char;
    }
  }
  if (current) parts.push(current);
  return parts;
}
