/** One block of an email: a paragraph, a list of lines, or a button-like link. */
export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'link'; label: string; href: string };

export interface EmailContent {
  /** The first line, large in the HTML part. */
  heading: string;
  blocks: EmailBlock[];
  /** Why the recipient gets this email, and where to change that; small at the bottom. */
  footer?: EmailBlock[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and attribute values: everything an email interpolates goes through it. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/** An absolute link from APP_URL: mail clients have no page to resolve a relative one against. */
export const appLink = (appUrl: string, path: string) => new URL(path, `${appUrl}/`).toString();

/**
 * The one layout of every email (decision 020): the same content as a plain-text part and a simple HTML part
 * (inline styles only, as mail clients drop style sheets). Links must already be absolute (appLink).
 */
export function renderEmail(content: EmailContent): { text: string; html: string } {
  const footer = content.footer ?? [];
  const text = [
    content.heading,
    '',
    ...content.blocks.map(blockText),
    ...(footer.length ? ['--', ...footer.map(blockText)] : []),
  ]
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n');
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:12px;background:#f4f4f5;font-family:Helvetica,Arial,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:20px;overflow-wrap:anywhere;word-break:break-word">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.blocks.map(blockHtml).join('\n')}
${footer.length ? `<hr style="border:none;border-top:1px solid #e4e4e7;margin:24px 0 12px">\n<div style="font-size:12px;color:#71717a">${footer.map(footerBlockHtml).join('\n')}</div>` : ''}
</div>
</body></html>`;
  return { text, html };
}

/** The footer's blocks, small: a link there is plain text, not a button competing with the email's own. */
function footerBlockHtml(block: EmailBlock): string {
  if (block.kind !== 'link') return blockHtml(block);
  return `<p style="margin:0 0 8px"><a href="${escapeHtml(block.href)}" style="color:#71717a">${escapeHtml(block.label)}</a></p>`;
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'link':
      return `${block.label}: ${block.href}`;
  }
}

function blockHtml(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(block.text)}</p>`;
    case 'list':
      return `<ul style="margin:0 0 12px;padding-left:20px;line-height:1.5">${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    case 'link':
      return `<p style="margin:16px 0"><a href="${escapeHtml(block.href)}" style="display:inline-block;background:#18181b;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:6px">${escapeHtml(block.label)}</a></p>`;
  }
}
