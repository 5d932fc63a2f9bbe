import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from './client.ts';

// Run by openDatabase on the first boot, in a process of its own: initdb's memory goes when it exits.
const [path] = process.argv.slice(2);
if (!path) throw new Error('Usage: create-pglite-data-dir.ts <path>');
const pglite = await PGlite.create(path, PGLITE_OPTIONS);
await pglite.close();
