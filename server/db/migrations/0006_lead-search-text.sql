-- Admin lead search (docs/decisions/009): one lower-cased search_text column and one trigram index replace the three per-column indexes of 0003; one index scan is several times faster on PGlite.
DROP INDEX "leads_email_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_name_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_tattoo_style_trgm_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("email" || chr(31) || coalesce("name", '') || chr(31) || coalesce("tattoo_style", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);