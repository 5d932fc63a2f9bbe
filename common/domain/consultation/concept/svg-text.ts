const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes client text for SVG text and attributes: the server serves this board as an image. */
export function escapeXml(text: string): string {
  return withoutInvalidXmlChars(text).replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** Shortens to `maxChars`, ending with an ellipsis when cut. */
export function truncate(text: string, maxChars: number): string {
  return text.length <= maxChars ? text : `${text.slice(0, maxChars - 1).trimEnd()}…`;
}

/** Greedy word wrap by character count (no font metrics in pure code), at most `maxLines` lines. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxChars || !line) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines.map((wrapped) => truncate(wrapped, maxChars));
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = truncate(`${kept[maxLines - 1]} …`, maxChars);
  return kept;
}

/** Drops what XML 1.0 forbids (control characters, lone surrogates): client text must never break the board. */
function withoutInvalidXmlChars(text: string): string {
  let kept = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const isAllowed =
      code === 0x9 ||
      code === 0xa ||
      code === 0xd ||
      (code >= 0x20 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      code >= 0x10000;
    if (isAllowed) kept += char;
  }
  return kept;
}
