CREATE TABLE "lead_counts" (
	"artist_id" text NOT NULL,
	"status" text NOT NULL,
	"fit_score" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "lead_counts_artist_id_status_fit_score_pk" PRIMARY KEY("artist_id","status","fit_score")
);
--> statement-breakpoint
CREATE TABLE "lead_daily_counts" (
	"day" date NOT NULL,
	"fit_score" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "lead_daily_counts_day_fit_score_pk" PRIMARY KEY("day","fit_score")
);
--> statement-breakpoint
ALTER TABLE "analytics_daily_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_counts" DROP CONSTRAINT "analytics_daily_counts_day_event_type_pk";--> statement-breakpoint
ALTER TABLE "analytics_daily_counts" ADD CONSTRAINT "analytics_daily_counts_day_event_type_shard_pk" PRIMARY KEY("day","event_type","shard");--> statement-breakpoint
