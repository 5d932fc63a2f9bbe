import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const mb = () => Math.round(process.memoryUsage().rss / 1e6);
const extra = process.argv.slice(3);
const db = await PGlite.create(process.argv[2], {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, ...extra],
});
console.log(
  extra.join(' '),
  'after create',
  mb(),
  JSON.stringify(process.memoryUsage(), (k, v) => (typeof v === 'number' ? Math.round(v / 1e6) : v)),
);
globalThis.gc?.();
await new Promise((r) => setTimeout(r, 500));
globalThis.gc?.();
console.log('after gc', mb());
