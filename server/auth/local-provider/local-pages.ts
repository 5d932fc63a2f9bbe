const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** Matches the app's dark look; these pages are served before the React app exists for the visitor. */
const STYLES = `
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
    background: radial-gradient(circle at 20% 0%, #2a0a14 0%, #0b0b0d 55%); color: #f4f4f5;
    font: 16px/1.5 ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { width: 100%; max-width: 420px; background: #141417; border: 1px solid #27272a; border-radius: 16px; padding: 32px; }
  .brand { font-weight: 800; letter-spacing: -0.02em; font-size: 20px; margin-bottom: 20px; }
  .brand span { color: #e11d48; }
  .tag { display: inline-block; font-size: 12px; font-weight: 700; text-transform: uppercase; letter-spacing: .08em;
    color: #fda4af; background: #4c0519; border: 1px solid #881337; border-radius: 999px; padding: 2px 10px; }
  h1 { font-size: 26px; line-height: 1.2; margin: 12px 0 8px; }
  p { color: #a1a1aa; margin: 0 0 16px; }
  label { display: block; font-weight: 600; font-size: 14px; margin: 16px 0 6px; }
  input { width: 100%; padding: 12px 14px; border-radius: 10px; border: 1px solid #3f3f46; background: #0b0b0d; color: #f4f4f5; font: inherit; }
  input:focus, button:focus-visible, a:focus-visible { outline: 2px solid #e11d48; outline-offset: 2px; }
  button, .button { display: block; width: 100%; margin-top: 20px; padding: 12px 16px; border: 0; border-radius: 10px; cursor: pointer;
    background: #e11d48; color: #fff; font: inherit; font-weight: 700; text-align: center; text-decoration: none; }
  button.secondary, .secondary { background: transparent; border: 1px solid #3f3f46; color: #e4e4e7; margin-top: 10px; }
  .error { color: #fecdd3; background: #4c0519; border: 1px solid #9f1239; border-radius: 10px; padding: 10px 12px; margin-top: 16px; }
  .note { font-size: 13px; margin-top: 20px; color: #71717a; }
`;

/** A full HTML page in the app's style; `body` is trusted markup, so callers escape what users typed. */
export function renderLocalPage({ title, body }: { title: string; body: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Inkdesk</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLES}</style></head>
<body><main><div class="brand">Ink<span>desk</span></div><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export interface SignInFormValues {
  email?: string;
  name?: string;
}

/** The local sign-in form: email and name, no password, clearly labelled as local. */
export function renderSignInPage({
  action,
  cancelUrl,
  values = {},
  error,
}: {
  action: string;
  cancelUrl: string;
  values?: SignInFormValues;
  error?: string;
}): string {
  return renderLocalPage({
    title: 'Sign in to Inkdesk',
    body: `<span class="tag">Local sign-in</span>
      <p style="margin-top:12px">This Inkdesk runs its own built-in sign-in. There is no password: anyone who can reach
      this server can sign in as any email. Connect a real OpenID provider before going live.</p>
      ${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
      <form method="post" action="${escapeHtml(action)}" autocomplete="on">
        <label for="email">Email</label>
        <input id="email" name="email" type="email" required maxlength="254" value="${escapeHtml(values.email ?? '')}" autofocus>
        <label for="name">Name</label>
        <input id="name" name="name" type="text" required maxlength="80" value="${escapeHtml(values.name ?? '')}">
        <button type="submit">Sign in</button>
      </form>
      <a class="button secondary" href="${escapeHtml(cancelUrl)}">Cancel</a>`,
  });
}
