CREATE TABLE "booking_projects" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"artist_id" text NOT NULL,
	"session_count" integer NOT NULL,
	"deposit_session" text NOT NULL,
	"session_kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_projects_session_count" CHECK ("booking_projects"."session_count" between 2 and 10)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "session_number" integer;--> statement-breakpoint
ALTER TABLE "booking_projects" ADD CONSTRAINT "booking_projects_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_projects" ADD CONSTRAINT "booking_projects_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_projects_artist_idx" ON "booking_projects" USING btree ("artist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_live_session_idx" ON "bookings" USING btree ("lead_id","session_number") WHERE "bookings"."status" <> 'cancelled' and "bookings"."session_number" is not null;