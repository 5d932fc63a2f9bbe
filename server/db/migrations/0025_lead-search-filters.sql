-- Admin lead search (docs/decisions/009): status and fit join search_text in one GIN index, so a filtered search intersects inside the index. btree_gin indexes plain text columns in GIN; it is a trusted extension since PostgreSQL 13, and PGlite loads it in server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "leads_search_filters_idx" ON "leads" USING gin ("status","fit_score","search_text" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "leads_search_trgm_idx";
