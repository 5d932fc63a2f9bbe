import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import { UNSAVED_CHAT_IMAGE_RETENTION_HOURS } from '#common/constants/limits.ts';
import type { Db } from '../../db/client.ts';
import { conversations, instagramThreads, leads, type StoredChatMessage } from '../../db/schema/index.ts';
import type { JobHandler } from '../../jobs/types.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { transcriptKeys } from './transcript-keys.ts';

declare module '../../jobs/types.ts' {
  interface JobPayloads {
    /** Deletes the images of chats never saved as a lead, once past the retention; scheduled hourly. */
    'delete-abandoned-chat-images': Record<string, never>;
  }
}

/**
 * Every hour at :17, off the hour when other schedules run: with a retention of hours, a daily pass would keep
 * images up to a day longer than the privacy policy says (issue #24 item 6).
 */
export const DELETE_ABANDONED_CHAT_IMAGES_CRON = '17 * * * *';

/** How many conversations one pass reads at a time, so a backlog never loads all transcripts at once. */
const BATCH = 100;

const HOUR_MS = 3_600_000;

/**
 * Deletes the stored images (and the concept images shown with them) of every web chat that was never saved as
 * a lead and has had no message for UNSAVED_CHAT_IMAGE_RETENTION_HOURS (the privacy policy states the period;
 * decision 013). The transcript's text stays, without its image references. Objects are deleted before the references, so a failed pass is
 * repeated whole by the next one. Returns how many images were deleted.
 */
export async function deleteAbandonedChatImages({
  db,
  storage,
  now,
}: {
  db: Db;
  storage: ObjectStorage;
  now: Date;
}): Promise<number> {
  const cutoff = new Date(now.getTime() - UNSAVED_CHAT_IMAGE_RETENTION_HOURS * HOUR_MS);
  let deleted = 0;
  for (;;) {
    const batch = await db
      .select({ id: conversations.id, messages: conversations.messages })
      .from(conversations)
      .where(
        and(
          lt(conversations.updatedAt, cutoff),
          sql`jsonb_path_exists(${conversations.messages}, '$[*].images[*]')`,
          notExists(
            db.select({ id: leads.id }).from(leads).where(eq(leads.conversationId, conversations.id)),
          ),
          // An Instagram thread's conversation is the artist's inbox history, shown with its images (the
          // messages' copies live under the same keys): it is kept as long as the thread, lead or not.
          notExists(
            db
              .select({ id: instagramThreads.id })
              .from(instagramThreads)
              .where(eq(instagramThreads.conversationId, conversations.id)),
          ),
        ),
      )
      .limit(BATCH);
    for (const conversation of batch) {
      // The concept images go too: a mockup may be drawn from the client's photo (decision 053).
      const keys = transcriptKeys(conversation.messages);
      await Promise.all(keys.map((key) => storage.delete(key)));
      const messages: StoredChatMessage[] = conversation.messages.map(
        ({ images: _images, conceptKey: _conceptKey, ...message }) => message,
      );
      await db.update(conversations).set({ messages }).where(eq(conversations.id, conversation.id));
      deleted += keys.length;
    }
    if (batch.length < BATCH) return deleted;
  }
}

/** The scheduled job: one pass at the app's time when it runs (the same clock the chats were stamped with). */
export function deleteAbandonedChatImagesJob({
  db,
  storage,
  clock,
}: {
  db: Db;
  storage: ObjectStorage;
  clock: Clock;
}): JobHandler<'delete-abandoned-chat-images'> {
  return async () => {
    await deleteAbandonedChatImages({ db, storage, now: clock() });
  };
}
