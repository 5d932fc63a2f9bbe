-- Lead pages newest first by (created_at, id) (docs/decisions/009): with id in both indexes the order needs no sort, and a deep page skips its offset inside the index.
DROP INDEX "leads_artist_idx";--> statement-breakpoint
DROP INDEX "leads_created_idx";--> statement-breakpoint
CREATE INDEX "leads_artist_idx" ON "leads" USING btree ("artist_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id");