/** What one prerendered page adds to the built shell (client/index.html after `vite build`). */
export interface PrerenderedPage {
  /** The full <title>. */
  title: string;
  /** The markup React rendered into #root. */
  rootHtml: string;
  /** The built stylesheet, inlined so the first paint waits for no other request. */
  css: string;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*>/;

/** Replaces exactly one match, or fails the build: a silent miss would ship an empty page. */
function replaceOnce(html: string, pattern: string | RegExp, replacement: string, what: string): string {
  const matches =
    typeof pattern === 'string'
      ? html.split(pattern).length - 1
      : (html.match(new RegExp(pattern, 'g')) ?? []).length;
  if (matches !== 1)
    throw new Error(`Prerender: expected one ${what} in the built index.html, found ${matches}`);
  return html.replace(pattern, () => replacement);
}

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The built shell turned into one page's static HTML. */
export function fillShell(shell: string, page: PrerenderedPage): string {
  let html = replaceOnce(
    shell,
    /<title>[^<]*<\/title>/,
    `<title>${escapeText(page.title)}</title>`,
    '<title>',
  );
  html = replaceOnce(html, STYLESHEET_LINK, `<style>${page.css}</style>`, 'stylesheet link');
  html = replaceOnce(html, '<div id="root"></div>', `<div id="root">${page.rootHtml}</div>`, 'empty #root');
  return withLowPriorityScripts(html);
}

/**
 * The page paints from its HTML and inline CSS alone, so its script (which loads the app after that
 * paint, client/src/main.tsx) must not compete with them for the network: it is fetched at low priority.
 */
function withLowPriorityScripts(html: string): string {
  return html
    .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
}

/** The built stylesheet's URL path, e.g. /assets/index-abc.css. */
export function stylesheetHref(shell: string): string {
  const href = shell.match(STYLESHEET_LINK)?.[0].match(/href="([^"]+)"/)?.[1];
  if (!href) throw new Error('Prerender: the built index.html links no stylesheet');
  return href;
}
