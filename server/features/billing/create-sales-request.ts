import type { SalesRequest, SalesRequestInput } from '#common/contracts/billing.ts';
import type { Db } from '../../db/client.ts';
import { salesRequests } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { appLink, renderEmail } from '../mail/email-layout.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { toSalesRequestDto } from './to-sales-request-dto.ts';

export interface CreateSalesRequestInput {
  db: Db;
  jobs: JobQueue;
  /** Where the email goes: SALES_EMAIL. */
  salesEmail: string;
  appUrl: string;
  /** The signed-in artist who asked, kept with the request; null for a visitor. */
  artistId: string | null;
  data: SalesRequestInput;
}

/**
 * Stores a Contact Sales request (issue #27 item 7) and queues its email to the sales address in the same
 * transaction, so a stored request is always emailed and an emailed one always listed for admins. Returns it.
 */
export async function createSalesRequest({
  db,
  jobs,
  salesEmail,
  appUrl,
  artistId,
  data,
}: CreateSalesRequestInput): Promise<SalesRequest> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(salesRequests)
      .values({
        name: data.name,
        email: data.email,
        studioName: data.studioName,
        artistCount: data.artistCount ?? null,
        message: data.message,
        artistId,
      })
      .returning();
    const request = stored!;
    await queueEmail(
      { db, jobs, tx },
      {
        kind: 'sales-request',
        recipient: 'staff',
        to: salesEmail,
        // Kept with the artist's other emails, so it goes when their account does (spec §4).
        artistId,
        subject: `Studio plan: ${request.studioName}`,
        ...renderEmail({
          heading: `${request.studioName} asks about the Studio plan`,
          blocks: [
            {
              kind: 'list',
              items: [
                `Name: ${request.name}`,
                `Email: ${request.email}`,
                `Studio: ${request.studioName}`,
                `Artists: ${request.artistCount ?? 'not given'}`,
                artistId ? 'Sent while signed in to Inkdesk' : 'Sent from the pricing page, not signed in',
              ],
            },
            { kind: 'paragraph', text: request.message },
            { kind: 'link', label: 'Open Admin → Billing', href: appLink(appUrl, '/admin?tab=billing') },
          ],
          footer: [
            {
              kind: 'paragraph',
              text: 'Sent to the sales address (SALES_EMAIL) because someone used Contact Sales on Inkdesk.',
            },
          ],
        }),
      },
    );
    return toSalesRequestDto(request);
  });
}
