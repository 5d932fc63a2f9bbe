ALTER TABLE "instagram_accounts" ADD COLUMN "last_photo_sync_added" integer;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD COLUMN "last_photo_sync_removed" integer;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD COLUMN "photo_sync_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portfolio_pieces" ADD COLUMN "suggested_by_model" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_pieces" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Decision 057: every piece already shown stays shown; a piece already marked gone from Instagram does not.
UPDATE "portfolio_pieces" SET "published_at" = "created_at" WHERE "removed_from_instagram_at" IS NULL;