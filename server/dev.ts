import { createServer } from 'vite';
import { startServer } from './boot.ts';
import { viteClient } from './lib/client-hosting.ts';

// `npm run dev`: the API with Vite's dev middleware behind it, so the client hot-reloads on one origin.
await startServer(async () =>
  viteClient(
    await createServer({ configFile: 'vite.config.ts', server: { middlewareMode: true }, appType: 'spa' }),
  ),
);
