import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderPlugin } from './scripts/prerender-plugin.ts';
import { widgetLoaderPlugin } from './scripts/widget-loader-plugin.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRoot('./client'),
  // The prerender also writes the shell and precompresses assets (docs/decisions/004); the widget's loader is
  // built beside them (decision 074).
  plugins: [react(), tailwindcss(), prerenderPlugin(), widgetLoaderPlugin()],
  build: { outDir: fromRoot('./dist/client'), emptyOutDir: true },
});
