import { resolve } from 'node:path';

/**
 * True in the server build (`dist/server/index.js`, what `npm start` and the container run), false in the
 * TypeScript sources run through tsx or Vitest (decision 003).
 */
export const isBuiltServer = import.meta.url.endsWith('.js');

/**
 * The project's root, where `dist/client` and `server/db/migrations` are found. This file sits two levels below
 * it (server/lib), and so does the bundle it is built into (dist/server).
 */
export const PROJECT_ROOT = resolve(import.meta.dirname, '../..');
