CREATE TABLE "inbox_settings" (
	"artist_id" text PRIMARY KEY NOT NULL,
	"is_bot_paused" boolean DEFAULT false NOT NULL,
	"is_comment_replies_on" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instagram_comment_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artist_id" text NOT NULL,
	"comment_id" text NOT NULL,
	"commenter_id" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instagram_comment_replies_comment_id_unique" UNIQUE("comment_id")
);
--> statement-breakpoint
CREATE TABLE "instagram_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artist_id" text NOT NULL,
	"thread_id" uuid NOT NULL,
	"author" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mid" text,
	"reply_to_story_id" text,
	"reply_to_story_url" text,
	"status" text NOT NULL,
	"error" text,
	"tag" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instagram_messages_mid_unique" UNIQUE("mid")
);
--> statement-breakpoint
CREATE TABLE "instagram_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artist_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"igsid" text NOT NULL,
	"username" text,
	"handling" text DEFAULT 'bot' NOT NULL,
	"is_opted_out" boolean DEFAULT false NOT NULL,
	"is_bot_paused" boolean DEFAULT false NOT NULL,
	"has_disclosed" boolean DEFAULT false NOT NULL,
	"last_client_message_at" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"conversation_id" uuid,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "instagram_username" text;--> statement-breakpoint
ALTER TABLE "inbox_settings" ADD CONSTRAINT "inbox_settings_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_comment_replies" ADD CONSTRAINT "instagram_comment_replies_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_messages" ADD CONSTRAINT "instagram_messages_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_messages" ADD CONSTRAINT "instagram_messages_thread_id_instagram_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."instagram_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_threads" ADD CONSTRAINT "instagram_threads_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_threads" ADD CONSTRAINT "instagram_threads_account_id_instagram_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_threads" ADD CONSTRAINT "instagram_threads_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_threads" ADD CONSTRAINT "instagram_threads_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instagram_comment_replies_commenter_idx" ON "instagram_comment_replies" USING btree ("artist_id","commenter_id","sent_at");--> statement-breakpoint
CREATE INDEX "instagram_messages_thread_idx" ON "instagram_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "instagram_threads_artist_igsid_idx" ON "instagram_threads" USING btree ("artist_id","igsid");--> statement-breakpoint
CREATE INDEX "instagram_threads_artist_recent_idx" ON "instagram_threads" USING btree ("artist_id","last_message_at");