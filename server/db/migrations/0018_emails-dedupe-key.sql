ALTER TABLE "emails" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_dedupe_key_unique" UNIQUE("dedupe_key");