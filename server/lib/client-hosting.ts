import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ViteDevServer } from 'vite';
import { SUPPORT_EMAIL_TOKEN } from '#common/constants/support-email.ts';
import { declarePluginRoutesAccess } from './route-access.ts';

/** The build keeps the empty app shell here; `index.html` files are prerendered pages (docs/decisions/004). */
export const SHELL_FILE = 'app-shell.html';
/**
 * The website widget's loader (decision 074), at a stable URL other sites' script tags name: cached an hour, so
 * a change reaches every site within one, and loadable by any origin (helmet's CORP same-origin would block it).
 */
export const WIDGET_LOADER_FILE = 'widget.js';
const WIDGET_LOADER_CACHE = 'public, max-age=3600';

/** What the served pages need from the app. */
export interface PageOptions {
  supportEmail: string;
  /** True when the request carries a session cookie, valid or not. */
  hasSessionCookie(request: FastifyRequest): boolean;
}

/** How the front end is served next to the API: built files in production, Vite in development. */
export interface ClientHosting {
  register(app: FastifyInstance, options: PageOptions): Promise<void>;
  /** Answers a request no API route matched; returns false to let it become a JSON 404. */
  handleUnmatched(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** Sends the app's page for a route of our own that renders in the client (the widget's embed pages). */
  sendAppPage(request: FastifyRequest, reply: FastifyReply, status: number): Promise<void>;
}

const isApiPath = (url: string) => /^\/(api|oidc)(\/|$|\?)/.test(url);

/**
 * A navigation to a client route (e.g. /dashboard) gets a page: browsers ask for text/html; curl and other
 * tools ask for anything, which counts for extension-less paths only, so a missing /assets/x.js stays a 404.
 */
const isPageRequest = (request: FastifyRequest) => {
  if (request.method !== 'GET' || isApiPath(request.url)) return false;
  const accept = request.headers.accept ?? '*/*';
  const hasExtension = /\.[a-z0-9]+$/i.test(request.url.split('?')[0]!);
  return accept.includes('text/html') || (accept.includes('*/*') && !hasExtension);
};

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Puts the configured support address wherever the build left its token. */
export function withSupportEmail(html: string, supportEmail: string): string {
  return html.replaceAll(SUPPORT_EMAIL_TOKEN, escapeHtml(supportEmail));
}

/** A page ready to send: filled in and compressed once, at start-up. */
interface ServedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function preparePage(html: string, supportEmail: string): ServedPage {
  const identity = Buffer.from(withSupportEmail(html, supportEmail));
  return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) };
}

/** The best encoding the browser accepts, ignoring any it refuses with q=0. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * The paths spec §2's route table gives a page (client/src/app/router.tsx renders them); the dashboard and
 * admin may carry a tab as one more segment. Any other path gets the same shell with HTTP 404, and the
 * router shows its not-found page.
 */
const CLIENT_ROUTES = [
  /^\/$/,
  /^\/(dashboard|admin)(\/[\w-]+)?$/,
  /^\/(setup|terms|privacy|data-deletion|data-deletion\/status|demo\/storage|instagram-sandbox)$/,
  /^\/a\/[^/]+$/,
  // A studio's public page (issue #28 item 4).
  /^\/s\/[^/]+$/,
  /^\/r\/[^/]+$/,
  // The consent form under the request page (decision 064).
  /^\/r\/[^/]+\/consent\/[\w-]+$/,
];

const isClientRoute = (path: string) => CLIENT_ROUTES.some((route) => route.test(path));

/** "/terms/" and "/terms?x" are the page "/terms". */
const pagePath = (url: string) => url.split('?')[0]!.replace(/(.)\/+$/, '$1');

/** Every `<dir>/…/index.html` as its URL path: index.html is "/", terms/index.html is "/terms". */
function prerenderedPages(dir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const folder = relative(dir, entry.parentPath).split(sep).join('/');
    pages.set(folder ? `/${folder}` : '/', readFileSync(join(entry.parentPath, entry.name), 'utf8'));
  }
  return pages;
}

/**
 * Serves `vite build` output. Hashed assets are cached for a year and sent precompressed; pages are never
 * cached. A prerendered page is served for its path only to visitors without a session cookie: a signed-in
 * user gets the shell, so the client router decides (the dashboard at /, only /setup while setup is
 * incomplete: spec §2). Every other page navigation gets the shell too, with 404 for unknown paths.
 */
export function staticClient(dir: string): ClientHosting {
  if (!existsSync(join(dir, SHELL_FILE))) {
    throw new Error(`No built client in ${dir}: run \`npm run build\` first.`);
  }
  let shell: ServedPage;
  let pages: Map<string, ServedPage>;
  let hasSessionCookie: PageOptions['hasSessionCookie'];

  return {
    async register(app, options) {
      hasSessionCookie = options.hasSessionCookie;
      shell = preparePage(readFileSync(join(dir, SHELL_FILE), 'utf8'), options.supportEmail);
      pages = new Map(
        [...prerenderedPages(dir)].map(([path, html]) => [path, preparePage(html, options.supportEmail)]),
      );
      // @fastify/static's routes take no options, so their access is declared for this scope: the built
      // files are public, as every page is (decision 041).
      await app.register(async (scope) => {
        declarePluginRoutesAccess(scope, 'public');
        await scope.register(fastifyStatic, {
          root: dir,
          index: false,
          // One route per built file; every other path falls through to handleUnmatched.
          wildcard: false,
          preCompressed: true,
          // Pages only go out through handleUnmatched, with the support address filled in.
          allowedPath: (pathName) => !pathName.endsWith('.html'),
          setHeaders: (res, path) => {
            // A precompressed copy is sent as widget.js.br or .gz.
            if (relative(dir, path).replace(/\.(br|gz)$/, '') === WIDGET_LOADER_FILE) {
              res.header('Cache-Control', WIDGET_LOADER_CACHE);
              res.header('Cross-Origin-Resource-Policy', 'cross-origin');
              return;
            }
            res.header(
              'Cache-Control',
              path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
            );
          },
        });
      });
    },
    async handleUnmatched(request, reply) {
      if (!isPageRequest(request)) return false;
      const path = pagePath(request.url);
      const page = (!hasSessionCookie(request) && pages.get(path)) || shell;
      await sendServedPage(request, reply, page, isClientRoute(path) ? 200 : 404);
      return true;
    },
    async sendAppPage(request, reply, status) {
      await sendServedPage(request, reply, shell, status);
    },
  };
}

async function sendServedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: ServedPage,
  status: number,
) {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding, Cookie');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  await reply.send(page[encoding]);
}

/**
 * Hands every non-API request to Vite's dev middleware; pages get index.html with the address filled in, with
 * 404 for unknown paths as in production.
 */
export function viteClient(vite: ViteDevServer): ClientHosting {
  let supportEmail: string;
  async function sendDevPage(request: FastifyRequest, reply: FastifyReply, status: number) {
    const template = await readFile(join(vite.config.root, 'index.html'), 'utf8');
    const html = await vite.transformIndexHtml(request.url, template);
    await reply.code(status).type('text/html; charset=utf-8').send(withSupportEmail(html, supportEmail));
  }
  return {
    async register(_app, options) {
      supportEmail = options.supportEmail;
    },
    async handleUnmatched(request, reply) {
      if (isApiPath(request.url)) return false;
      if (isPageRequest(request)) {
        await sendDevPage(request, reply, isClientRoute(pagePath(request.url)) ? 200 : 404);
        return true;
      }
      reply.hijack();
      vite.middlewares(request.raw, reply.raw, () => {
        reply.raw.statusCode = 404;
        reply.raw.end();
      });
      return true;
    },
    sendAppPage: sendDevPage,
  };
}
