ALTER TABLE "lead_requests" DROP CONSTRAINT "lead_requests_token_hash_unique";--> statement-breakpoint
ALTER TABLE "lead_requests" DROP COLUMN "token_hash";