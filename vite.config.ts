import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderPlugin } from './scripts/prerender-plugin.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRoot('./client'),
  // The prerender also writes the shell and precompresses assets (docs/decisions/004).
  plugins: [react(), tailwindcss(), prerenderPlugin()],
  build: { outDir: fromRoot('./dist/client'), emptyOutDir: true },
});
