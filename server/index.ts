import { resolve } from 'node:path';
import { startServer } from './boot.ts';
import { staticClient } from './lib/client-hosting.ts';
import { PROJECT_ROOT } from './lib/project-paths.ts';

// Without a build (`npm run build`), the API still serves: an instance behind a proxy that serves the pages
// elsewhere, or the fleet check (scripts/fleet-check.ts), needs no dist/.
await startServer(async () => {
  try {
    return staticClient(resolve(PROJECT_ROOT, 'dist/client'));
  } catch (error) {
    console.warn(`${(error as Error).message} Serving the API only.`);
    return undefined;
  }
});
