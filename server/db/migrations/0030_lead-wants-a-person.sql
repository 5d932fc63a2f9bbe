-- Decision 050: a web chat client asked for a person; the lead card says so until the artist marks it handled.
ALTER TABLE "leads" ADD COLUMN "person_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "person_request_cleared_at" timestamp with time zone;