import { join } from 'node:path';
import { type BuildOptions, build } from 'esbuild';
import type { Plugin, ResolvedConfig } from 'vite';
import { WIDGET_LOADER_FILE } from '../server/lib/client-hosting.ts';
import { precompressFile } from './precompress-assets.ts';

/** The loader's source: plain TypeScript, no framework (decision 074). */
export const WIDGET_LOADER_ENTRY = 'client/src/features/widget/loader/widget-loader.ts';

/** One self-contained, minified script that runs as it loads, for the browsers sites still see. */
export const WIDGET_LOADER_BUILD: BuildOptions = {
  entryPoints: [WIDGET_LOADER_ENTRY],
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
};

/**
 * `vite build` also writes the website widget's loader to `<outDir>/widget.js` (a stable URL, unlike the hashed
 * assets: other sites' script tags name it), minified into one self-contained script, with its .br and .gz.
 */
export function widgetLoaderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'inkdesk:widget-loader',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      const outfile = join(config.build.outDir, WIDGET_LOADER_FILE);
      await build({ ...WIDGET_LOADER_BUILD, outfile, logLevel: 'warning' });
      precompressFile(outfile);
    },
  };
}
