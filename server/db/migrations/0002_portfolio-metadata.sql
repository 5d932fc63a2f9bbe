ALTER TABLE "portfolio_pieces" ADD COLUMN "original_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_pieces" ADD COLUMN "metadata_status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
CREATE INDEX "portfolio_pieces_pending_idx" ON "portfolio_pieces" USING btree ("created_at") WHERE "portfolio_pieces"."metadata_status" = 'pending';