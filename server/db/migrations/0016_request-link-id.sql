ALTER TABLE "lead_requests" ADD COLUMN "link_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_requests" ADD CONSTRAINT "lead_requests_link_id_unique" UNIQUE("link_id");