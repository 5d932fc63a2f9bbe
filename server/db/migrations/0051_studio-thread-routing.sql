ALTER TABLE "instagram_messages" ADD COLUMN "sent_by" jsonb;--> statement-breakpoint
ALTER TABLE "instagram_threads" ADD COLUMN "routing" jsonb;