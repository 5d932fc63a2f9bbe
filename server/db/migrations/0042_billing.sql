CREATE TABLE "conversation_usage" (
	"artist_id" text NOT NULL,
	"month" text NOT NULL,
	"conversations" integer DEFAULT 0 NOT NULL,
	"warned_percent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_usage_artist_id_month_pk" PRIMARY KEY("artist_id","month")
);
--> statement-breakpoint
CREATE TABLE "sales_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"studio_name" text NOT NULL,
	"artist_count" integer,
	"message" text NOT NULL,
	"artist_id" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"artist_id" text PRIMARY KEY NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"chosen_plan" text,
	"trial_ends_at" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"past_due_since" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"scheduled_plan" text,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"provider_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_stripe_customer_id_unique" UNIQUE("stripe_customer_id"),
	CONSTRAINT "subscriptions_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "counted_month" text;--> statement-breakpoint
ALTER TABLE "conversation_usage" ADD CONSTRAINT "conversation_usage_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_requests" ADD CONSTRAINT "sales_requests_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_requests_open_idx" ON "sales_requests" USING btree ("created_at") WHERE "sales_requests"."handled_at" is null;--> statement-breakpoint
-- Decision 070: every artist who signed up before plans existed starts the 14-day trial on the day this ships.
INSERT INTO "subscriptions" ("artist_id", "plan", "status", "trial_ends_at")
SELECT "id", 'professional', 'trialing', now() + interval '14 days' FROM "users"
ON CONFLICT ("artist_id") DO NOTHING;
