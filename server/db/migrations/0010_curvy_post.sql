ALTER TABLE "leads" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avoid_styles" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "books_status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "takes_cover_ups" boolean;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "takes_walk_ins" boolean;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "does_flash" boolean;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deposit_policy" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "studio_location" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "studio_hours" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "age_policy" text;