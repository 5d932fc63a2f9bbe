import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Spec §3 Portfolio piece. Images live in object storage under server-chosen keys. */
export const portfolioPieces = pgTable(
  'portfolio_pieces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: text('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    style: text('style'),
    tags: text('tags').array().notNull().default([]),
    /** The file name the artist uploaded, a hint for AI metadata only; never used as a storage path. */
    originalName: text('original_name').notNull().default(''),
    /** 'pending' until the metadata job (server/jobs) has filled in title, style, description and tags. */
    metadataStatus: text('metadata_status', { enum: ['pending', 'ready'] })
      .notNull()
      .default('ready'),
    /** True while title, style and tags are a vision model's suggestions the artist has not confirmed (decision 057). */
    suggestedByModel: boolean('suggested_by_model').notNull().default(false),
    /**
     * When the artist confirmed the piece's title, style and tags: null while it waits in "To review", and again
     * after its post was deleted on Instagram. Only published pieces reach clients (decision 057).
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Set on pieces the Instagram photo sync created (issue #10): the media (or carousel child) id. */
    instagramMediaId: text('instagram_media_id'),
    /** The post is gone from Instagram: the piece is unpublished and shown to the artist to delete or keep (decision 057). */
    removedFromInstagramAt: timestamp('removed_from_instagram_at', { withTimezone: true }),
    /** SHA-256 of the uploaded file: the same file uploaded again is refused (issue #12 "Duplicate uploads"). */
    contentHash: text('content_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('portfolio_pieces_artist_idx').on(table.artistId, table.createdAt),
    // The metadata job finds pieces left pending by a restart (server/jobs/portfolio-metadata-queue.ts).
    index('portfolio_pieces_pending_idx').on(table.createdAt).where(sql`${table.metadataStatus} = 'pending'`),
    // Photo sync upserts by media id (issue #10).
    uniqueIndex('portfolio_pieces_instagram_media_idx')
      .on(table.artistId, table.instagramMediaId)
      .where(sql`${table.instagramMediaId} is not null`),
    uniqueIndex('portfolio_pieces_content_hash_idx')
      .on(table.artistId, table.contentHash)
      .where(sql`${table.contentHash} is not null`),
  ],
);

export type PortfolioPieceRow = typeof portfolioPieces.$inferSelect;
