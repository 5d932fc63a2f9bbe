-- Issue #14: two clients can never hold one slot (docs/decisions/021). A live (held or confirmed) booking of an
-- artist may not overlap another; btree_gist lets the gist index compare artist_id with =. It is a trusted
-- extension on PostgreSQL 13+; PGlite loads it in server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("artist_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" <> 'cancelled');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_valid_range" CHECK ("ends_at" > "starts_at");
