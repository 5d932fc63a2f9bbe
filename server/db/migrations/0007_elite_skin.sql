CREATE TABLE "data_deletion_requests" (
	"code" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"ig_user_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "instagram_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artist_id" text NOT NULL,
	"ig_user_id" text NOT NULL,
	"username" text NOT NULL,
	"is_sandbox" boolean DEFAULT false NOT NULL,
	"encrypted_token" text,
	"token_expires_at" timestamp with time zone,
	"token_refreshed_at" timestamp with time zone,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disconnected_at" timestamp with time zone,
	"last_webhook_at" timestamp with time zone,
	"last_photo_sync_at" timestamp with time zone,
	CONSTRAINT "instagram_accounts_artist_id_unique" UNIQUE("artist_id")
);
--> statement-breakpoint
CREATE TABLE "instagram_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"artist_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_pieces" ADD COLUMN "instagram_media_id" text;--> statement-breakpoint
ALTER TABLE "portfolio_pieces" ADD COLUMN "removed_from_instagram_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD CONSTRAINT "instagram_accounts_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_oauth_states" ADD CONSTRAINT "instagram_oauth_states_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instagram_accounts_connected_ig_user_idx" ON "instagram_accounts" USING btree ("ig_user_id") WHERE "instagram_accounts"."disconnected_at" is null;--> statement-breakpoint
CREATE INDEX "instagram_accounts_token_refresh_idx" ON "instagram_accounts" USING btree ("token_refreshed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_pieces_instagram_media_idx" ON "portfolio_pieces" USING btree ("artist_id","instagram_media_id") WHERE "portfolio_pieces"."instagram_media_id" is not null;