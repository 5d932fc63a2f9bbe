CREATE TABLE "instagram_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artist_id" text NOT NULL,
	"comment_id" text NOT NULL,
	"commenter_id" text NOT NULL,
	"commenter_username" text,
	"text" text NOT NULL,
	"media_id" text,
	"commented_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"skip_reason" text,
	"reply_text" text,
	"error" text,
	"replied_at" timestamp with time zone,
	CONSTRAINT "instagram_comments_comment_id_unique" UNIQUE("comment_id")
);
--> statement-breakpoint
-- Replies sent before the log existed keep their one-per-comment and one-a-week limits; their words were not kept.
INSERT INTO "instagram_comments" ("artist_id", "comment_id", "commenter_id", "text", "commented_at", "status", "replied_at")
	SELECT "artist_id", "comment_id", "commenter_id", '', "sent_at", 'sent', "sent_at" FROM "instagram_comment_replies";--> statement-breakpoint
DROP TABLE "instagram_comment_replies" CASCADE;--> statement-breakpoint
ALTER TABLE "inbox_settings" ADD COLUMN "comment_reply_text" text;--> statement-breakpoint
ALTER TABLE "instagram_comments" ADD CONSTRAINT "instagram_comments_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instagram_comments_artist_time_idx" ON "instagram_comments" USING btree ("artist_id","commented_at");--> statement-breakpoint
CREATE INDEX "instagram_comments_commenter_idx" ON "instagram_comments" USING btree ("artist_id","commenter_id","replied_at");