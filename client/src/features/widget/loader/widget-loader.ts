import { SOURCE_URL_MAX_CHARS, WIDGET_CLOSE_MESSAGE, WIDGET_SOURCE_PARAM } from '#common/constants/widget.ts';

/**
 * The website widget's loader (issue #28 item 6, decision 074), served as /widget.js and run by
 * `<script src="https://<app>/widget.js" data-artist="<handle>"></script>` (or data-studio) on any site. It adds
 * only a chat bubble, in a shadow root so the page's styles and ours never meet; the chat's iframe is made the
 * first time the bubble is pressed, so a visitor who never opens it loads nothing more. Imports nothing but
 * plain constants: it must stay under 10 KB gzip (`npm run bench -- widget`).
 */

const CSS = `
:host { all: initial; }
button.bubble {
  position: fixed; right: 20px; bottom: 20px; width: 60px; height: 60px; border-radius: 50%;
  border: 0; background: #e11d48; color: #fff; cursor: pointer; display: grid; place-items: center;
  box-shadow: 0 6px 20px rgba(0,0,0,.3); padding: 0;
}
button.bubble:hover { background: #be123c; }
button.bubble:focus-visible { outline: 3px solid #fff; outline-offset: 2px; box-shadow: 0 0 0 6px #e11d48; }
.panel {
  position: fixed; right: 20px; bottom: 92px; width: 400px; height: min(680px, calc(100vh - 112px));
  border-radius: 16px; overflow: hidden; box-shadow: 0 12px 40px rgba(0,0,0,.35); background: #0b0b0f;
}
.panel[hidden] { display: none; }
iframe { border: 0; width: 100%; height: 100%; display: block; }
@media (max-width: 640px) {
  .panel { inset: 0; width: 100%; height: 100%; border-radius: 0; }
  .panel:not([hidden]) ~ button.bubble { display: none; }
}
`;

const CHAT_ICON =
  '<svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/></svg>';
const CLOSE_ICON =
  '<svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true"><path d="M18 6 6 18M6 6l12 12"/></svg>';

/** The embed page this tag names, or null (with a warning for the site's developer) when it names none. */
function embedPathOf(script: HTMLScriptElement): string | null {
  const { artist, studio } = script.dataset;
  if (artist) return `/embed/a/${encodeURIComponent(artist)}`;
  if (studio) return `/embed/s/${encodeURIComponent(studio)}`;
  console.warn('Inkdesk widget: add data-artist="<your handle>" or data-studio="<your studio handle>"');
  return null;
}

/** The page the chat starts on, without its #fragment, cut to what the API accepts. */
const sourcePage = () =>
  (location.origin + location.pathname + location.search).slice(0, SOURCE_URL_MAX_CHARS);

function start(script: HTMLScriptElement) {
  const path = embedPathOf(script);
  if (!path) return;
  const appOrigin = new URL(script.src).origin;
  const host = document.createElement('div');
  // The page may put its own overlays (a cookie banner) above or below the bubble with data-z-index.
  host.style.cssText = `position:fixed;z-index:${Number(script.dataset.zIndex) || 2147483000}`;
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<style>${CSS}</style><div class="panel" id="chat" role="dialog" aria-label="Chat" hidden></div><button class="bubble" type="button" aria-controls="chat" aria-expanded="false"></button>`;
  const panel = root.querySelector<HTMLDivElement>('.panel')!;
  const bubble = root.querySelector<HTMLButtonElement>('button')!;
  let frame: HTMLIFrameElement | null = null;

  function render(isOpen: boolean) {
    panel.hidden = !isOpen;
    bubble.setAttribute('aria-expanded', String(isOpen));
    bubble.setAttribute('aria-label', isOpen ? 'Close the chat' : 'Chat with us about a tattoo');
    bubble.innerHTML = isOpen ? CLOSE_ICON : CHAT_ICON;
  }

  function open() {
    if (!frame) {
      frame = document.createElement('iframe');
      frame.title = 'Chat about your tattoo idea';
      frame.src = `${appOrigin}${path}?${WIDGET_SOURCE_PARAM}=${encodeURIComponent(sourcePage())}`;
      panel.append(frame);
    }
    render(true);
    frame.focus();
  }

  function close() {
    render(false);
    bubble.focus();
  }

  bubble.addEventListener('click', () => (panel.hidden ? open() : close()));
  // Escape closes while focus is on the page's side; inside the chat, its own Close button posts the message.
  root.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Escape' && !panel.hidden) close();
  });
  addEventListener('message', (event) => {
    if (
      event.origin === appOrigin &&
      event.source === frame?.contentWindow &&
      event.data === WIDGET_CLOSE_MESSAGE
    )
      close();
  });
  render(false);
  document.body.append(host);
}

const script = document.currentScript as HTMLScriptElement | null;
if (script) {
  if (document.body) start(script);
  else addEventListener('DOMContentLoaded', () => start(script));
}
