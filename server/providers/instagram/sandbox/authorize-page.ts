const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The sandbox's stand-in for Instagram's consent screen: pick a sandbox username and allow. The form goes
 * (GET) to /oauth/approve, which redirects back to the app with a code, as Instagram does.
 */
export function authorizePage({
  approveUrl,
  hidden,
  suggestedUsername,
}: {
  approveUrl: string;
  hidden: Record<string, string>;
  suggestedUsername: string;
}): string {
  const fields = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Instagram sandbox: allow Inkdesk</title><link rel="icon" href="data:,">
<style>
body{font-family:system-ui,sans-serif;background:#fafafa;color:#262626;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border:1px solid #dbdbdb;border-radius:12px;padding:32px;max-width:360px;width:calc(100% - 48px)}
h1{font-size:20px;margin:0 0 8px}p{font-size:14px;color:#555;line-height:1.5}
label{display:block;font-size:14px;font-weight:600;margin:16px 0 6px}
input[type=text]{width:100%;box-sizing:border-box;padding:10px;border:1px solid #dbdbdb;border-radius:8px;font-size:16px}
button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:8px;background:#0095f6;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
.badge{display:inline-block;font-size:12px;background:#fff3cd;color:#7a5a00;border-radius:999px;padding:2px 10px;margin-bottom:12px}
</style></head>
<body><main>
<span class="badge">Sandbox: not the real Instagram</span>
<h1>Allow Inkdesk to use your professional account?</h1>
<p>Inkdesk will read your profile and posts and manage your messages and comments. This sandbox account exists only on this Inkdesk server.</p>
<form method="get" action="${escapeHtml(approveUrl)}">${fields}
<label for="username">Sandbox username</label>
<input id="username" type="text" name="username" value="${escapeHtml(suggestedUsername)}" pattern="[A-Za-z0-9._]{1,30}" required>
<button type="submit">Allow</button>
</form>
</main></body></html>`;
}
