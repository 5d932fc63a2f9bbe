import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { composeEml } from './compose-mime.ts';
import type { MailTransport } from './types.ts';

/**
 * The embedded default without SMTP_URL (decision 020): each email is written as DATA_DIR/mail/<id>.eml (the
 * row in the emails table is the other copy, shown on the admin Outbox tab), so nothing leaves the machine
 * and nothing is lost.
 */
export function createOutboxTransport(dataDir: string): MailTransport {
  const folder = join(dataDir, 'mail');
  return {
    kind: 'outbox',
    async send(email) {
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, `${email.id}.eml`), await composeEml(email));
    },
    close: () => {},
  };
}
