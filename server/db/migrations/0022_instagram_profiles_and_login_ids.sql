ALTER TABLE "instagram_accounts" ADD COLUMN "login_user_id" text;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD COLUMN "app_scoped_user_id" text;--> statement-breakpoint
ALTER TABLE "instagram_threads" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "instagram_threads" ADD COLUMN "profile_fetched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instagram_threads" ADD COLUMN "profile_retry_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "instagram_accounts_login_user_idx" ON "instagram_accounts" USING btree ("login_user_id");--> statement-breakpoint
CREATE INDEX "instagram_accounts_app_scoped_user_idx" ON "instagram_accounts" USING btree ("app_scoped_user_id");