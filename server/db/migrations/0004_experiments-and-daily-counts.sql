CREATE TABLE "analytics_daily_counts" (
	"day" date NOT NULL,
	"event_type" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_daily_counts_day_event_type_pk" PRIMARY KEY("day","event_type")
);
--> statement-breakpoint
CREATE TABLE "experiment_exposures" (
	"experiment_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"variant" text NOT NULL,
	"user_id" text,
	"exposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"converted_at" timestamp with time zone,
	CONSTRAINT "experiment_exposures_experiment_id_session_id_pk" PRIMARY KEY("experiment_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"conversion_goal" text NOT NULL,
	"traffic_split" integer NOT NULL,
	"variant_a" jsonb NOT NULL,
	"variant_b" jsonb NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiments_traffic_split_check" CHECK ("experiments"."traffic_split" between 10 and 90)
);
--> statement-breakpoint
ALTER TABLE "experiment_exposures" ADD CONSTRAINT "experiment_exposures_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_exposures" ADD CONSTRAINT "experiment_exposures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experiment_exposures_session_idx" ON "experiment_exposures" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "experiment_exposures_user_idx" ON "experiment_exposures" USING btree ("user_id") WHERE "experiment_exposures"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "experiments_active_idx" ON "experiments" USING btree ("start_date") WHERE "experiments"."status" = 'active';