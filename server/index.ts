import { resolve } from 'node:path';
import { startServer } from './boot.ts';
import { staticClient } from './lib/client-hosting.ts';

await startServer(async () => staticClient(resolve(import.meta.dirname, '../dist/client')));
