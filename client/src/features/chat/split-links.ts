/** A piece of a message: plain text, or a web address to show as a link. */
export type MessagePart = { text: string } | { href: string; text: string };

// An http(s) address runs to the next space; punctuation that ends a sentence is not part of it.
const WEB_ADDRESS = /https?:\/\/[^\s<>"]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]'"’]+$/;

/**
 * Splits a message into text and web addresses, so the chat can show the artist's booking page and other links
 * as links rather than text to copy (issue #25). Only http and https addresses: never javascript: or data:.
 */
export function splitLinks(content: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of content.matchAll(WEB_ADDRESS)) {
    const href = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    if (start > last) parts.push({ text: content.slice(last, start) });
    parts.push({ href, text: href });
    last = start + href.length;
  }
  if (last < content.length) parts.push({ text: content.slice(last) });
  return parts;
}
