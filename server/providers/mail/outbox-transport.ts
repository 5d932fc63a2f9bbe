import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { composeEml } from './compose-mime.ts';
import type { MailTransport } from './types.ts';

const outboxFolder = (dataDir: string) => join(dataDir, 'mail');

/**
 * Deletes the local outbox's copies of these emails, if it wrote any (deletion of the person they name,
 * decision 053). Ids are the rows' uuids, so no path can be made of one.
 */
export async function deleteOutboxCopies(dataDir: string, emailIds: readonly string[]): Promise<void> {
  await Promise.all(emailIds.map((id) => rm(join(outboxFolder(dataDir), `${id}.eml`), { force: true })));
}

/**
 * The embedded default without SMTP_URL (decision 020): each email is written as DATA_DIR/mail/<id>.eml (the
 * row in the emails table is the other copy, shown on the admin Outbox tab), so nothing leaves the machine
 * and nothing is lost.
 */
export function createOutboxTransport(dataDir: string): MailTransport {
  const folder = outboxFolder(dataDir);
  return {
    kind: 'outbox',
    async send(email) {
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, `${email.id}.eml`), await composeEml(email));
    },
    close: () => {},
  };
}
