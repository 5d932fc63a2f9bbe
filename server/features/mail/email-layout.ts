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

/** The buttons' colour, and the mark where a studio's brand goes (brandEmail): the layout's own, replaced once. */
const BUTTON_COLOUR = '#18181b';
const BRAND_MARK = '<!--brand-->';

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
${BRAND_MARK}<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
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
      return `<p style="margin:16px 0"><a href="${escapeHtml(block.href)}" style="display:inline-block;background:${BUTTON_COLOUR};color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:6px">${escapeHtml(block.label)}</a></p>`;
  }
}

/**
 * A rendered email in a studio's white-label brand (issue #28 item 5): its logo and name head the email, its accent
 * colours the buttons, and the text part opens with its name. Applied by queueEmail to every client email.
 */
export function brandEmail(
  email: { text: string; html: string },
  brand: { name: string; accentColour: string | null; logoUrl: string | null },
): { text: string; html: string } {
  // Mail clients resolve no relative link: a logo shows only at an absolute address, else the name stands alone.
  const logo = brand.logoUrl?.startsWith('https://')
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="" height="32" style="height:32px;vertical-align:middle;margin-right:8px">`
    : '';
  const header = `<p style="margin:0 0 16px;font-weight:bold;font-size:16px;color:${brand.accentColour ?? BUTTON_COLOUR}">${logo}${escapeHtml(brand.name)}</p>\n`;
  const html = email.html
    .replace(BRAND_MARK, header)
    .replaceAll(`background:${BUTTON_COLOUR}`, `background:${brand.accentColour ?? BUTTON_COLOUR}`);
  return { text: `${brand.name}\n\n${email.text}`, html };
}
