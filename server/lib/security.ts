import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The CSP of every response; `frameAncestors` is "'none'" except on the widget's embed pages (decision 074). */
const cspDirectives = (frameAncestors: readonly string[]) => ({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': frameAncestors,
  // Sign-in forms post to our own origin, then redirect to the issuer and back.
  'form-action': ["'self'", 'https:'],
});

/**
 * The security headers of a page other sites may frame: the widget's chat (decision 074). The CSP is every
 * page's with `frame-ancestors` the allowlist ("'none'" when empty), and X-Frame-Options goes, as it can only say
 * "this origin" or "nobody". In development, where Vite's inline scripts leave the CSP off, only frame-ancestors.
 */
export function setFrameableBy(
  reply: FastifyReply,
  origins: readonly string[],
  { isDev }: { isDev: boolean },
) {
  const frameAncestors = origins.length > 0 ? origins : ["'none'"];
  const directives = Object.entries(cspDirectives(frameAncestors)).filter(
    ([name]) => !isDev || name === 'frame-ancestors',
  );
  reply.raw.removeHeader('X-Frame-Options');
  reply.header(
    'Content-Security-Policy',
    directives.map(([name, values]) => `${name} ${values.join(' ')}`).join(';'),
  );
}

/**
 * Helmet's headers with a CSP that allows no inline script. Styles may be inline because Radix and
 * the sign-in pages set style attributes; images may come from https for profile pictures.
 * Helmet's middleware is built once: @fastify/helmet built it again on every request (parsing the CSP
 * directives each time): a signed-in read cost 170–200 µs of server CPU with it, 105–140 µs without
 * (`npm run bench -- auth`, issue #24 item 19).
 */
export function registerSecurityHeaders(app: FastifyInstance, { isDev }: { isDev: boolean }) {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(["'none'"]) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Vite's dev client injects inline preamble scripts; production builds need none.
    ...(isDev ? { contentSecurityPolicy: false } : {}),
  });
  // Helmet 8 throws its errors rather than passing them on, so `next` only ever continues.
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });
}

/**
 * CSRF defence for cookie sessions: a state-changing request that a browser marks as cross-site,
 * or whose Origin is another site, is refused. Server-to-server calls send neither header.
 */
export function createOriginCheck(appUrl: string) {
  const appOrigin = new URL(appUrl).origin;
  return async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return;
    // Browsers that send Sec-Fetch-Site say exactly where a request comes from (and may send
    // `Origin: null` after redirects), so it decides; Origin is the fallback for older browsers.
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite) {
      if (fetchSite === 'same-origin' || fetchSite === 'none') return;
      throw new AppError('FORBIDDEN', 'Cross-site request refused');
    }
    const origin = request.headers.origin;
    if (origin && origin !== appOrigin) {
      throw new AppError('FORBIDDEN', 'Cross-origin request refused');
    }
  };
}
