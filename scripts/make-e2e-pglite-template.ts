import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client.ts';

/**
 * A migrated PGlite data dir that playwright.config.ts copies into each e2e server's DATA_DIR when
 * E2E_PGLITE_TEMPLATE names it, so the servers' first boots skip initdb and the migrations (decision 076).
 * scripts/test.sh makes it beside Vitest, where a core waits; built into `<target>.building` and renamed, so a
 * failed run never leaves half a template behind.
 */
const [target] = process.argv.slice(2);
if (!target) throw new Error('Usage: make-e2e-pglite-template.ts <target dir>');
const building = `${target}.building`;
rmSync(building, { recursive: true, force: true });
const database = openDatabase({ dataDir: building });
await database.migrate();
await database.close();
rmSync(target, { recursive: true, force: true });
renameSync(join(building, 'pglite'), target);
rmSync(building, { recursive: true, force: true });
