CREATE TABLE "confirmed_client_emails" (
	"artist_id" text NOT NULL,
	"address" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "confirmed_client_emails_artist_id_address_pk" PRIMARY KEY("artist_id","address")
);
--> statement-breakpoint
ALTER TABLE "confirmed_client_emails" ADD CONSTRAINT "confirmed_client_emails_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 055: clients emailed before confirmation existed already got their request emails; holding the
-- artist's next emails to them would strand bookings in progress, so their addresses count as confirmed.
INSERT INTO "confirmed_client_emails" ("artist_id", "address")
SELECT DISTINCT "artist_id", lower("email") FROM "leads" WHERE "email" <> '' AND NOT "is_test"
ON CONFLICT DO NOTHING;
