import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { SUPPORT_EMAIL_META_NAME, SUPPORT_EMAIL_TOKEN } from '#common/constants/support-email.ts';
import { formatPageTitle } from '../client/src/lib/use-page-title.ts';
import { SHELL_FILE } from '../server/lib/client-hosting.ts';
import { precompressAssets } from './precompress-assets.ts';
import { fillShell, stylesheetHref } from './prerender-html.ts';

/** What client/src/prerender.tsx exports; loaded through Vite so it resolves exactly like the client. */
interface PrerenderModule {
  PRERENDERED_PAGES: ReadonlyArray<{ path: string; load(): Promise<{ pageTitle?: string }> }>;
  renderPage(path: string): Promise<string>;
}

const PRERENDER_ENTRY = '/src/prerender.tsx';

/**
 * `vite build` writes the app shell to SHELL_FILE and the public pages (landing, legal) as static HTML at
 * `<path>/index.html`, then precompresses the assets (docs/decisions/004-prerendered-public-pages.md).
 * In every mode it puts the support-address meta tag into index.html for the server to fill in.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;

  return {
    name: 'inkdesk:prerender',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml() {
      return [
        {
          tag: 'meta',
          attrs: { name: SUPPORT_EMAIL_META_NAME, content: SUPPORT_EMAIL_TOKEN },
          injectTo: 'head',
        },
      ];
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      const outDir = config.build.outDir;
      const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
      writeFileSync(join(outDir, SHELL_FILE), shell);
      const css = readFileSync(join(outDir, stylesheetHref(shell)), 'utf8');

      const server = await createServer({
        configFile: false,
        root: config.root,
        resolve: { alias: config.resolve.alias },
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const entry = (await server.ssrLoadModule(PRERENDER_ENTRY)) as PrerenderModule;
        for (const { path, load } of entry.PRERENDERED_PAGES) {
          const route = await load();
          if (!route.pageTitle)
            throw new Error(`Prerender: the route module of ${path} exports no pageTitle`);
          const html = fillShell(shell, {
            title: formatPageTitle(route.pageTitle),
            rootHtml: await entry.renderPage(path),
            css,
          });
          const file = join(outDir, path, 'index.html');
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, html);
        }
      } finally {
        await server.close();
      }
      precompressAssets(join(outDir, 'assets'));
    },
  };
}
