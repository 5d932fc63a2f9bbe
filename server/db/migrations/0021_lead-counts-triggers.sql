-- Keeps lead_counts equal to "SELECT artist_id, status, fit_score, count(*) FROM leads GROUP BY 1, 2, 3" and
-- lead_daily_counts equal to the same per UTC day and fit of the leads that are not test chats
-- (docs/decisions/026). Statement-level, like the events' rollup (migration 0005): a bulk insert is one grouped
-- upsert. An update nets its old rows against its new ones, so a notes edit touches no counter and a status
-- change only its artist's two cells. Rows are upserted in key order so concurrent statements cannot deadlock.
-- The transition tables are read through EXECUTE, so one function serves inserts, updates and deletes.
CREATE FUNCTION lead_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT artist_id, status, fit_score, is_test, created_at, 1 AS n FROM new_leads'
    WHEN 'DELETE' THEN 'SELECT artist_id, status, fit_score, is_test, created_at, -1 AS n FROM old_leads'
    ELSE 'SELECT artist_id, status, fit_score, is_test, created_at, 1 AS n FROM new_leads'
      || ' UNION ALL SELECT artist_id, status, fit_score, is_test, created_at, -1 FROM old_leads'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO lead_counts AS counts (artist_id, status, fit_score, count)
    SELECT artist_id, status, fit_score, sum(n)::int FROM (%s) changes
    GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (artist_id, status, fit_score) DO UPDATE SET count = counts.count + EXCLUDED.count
  $sql$, changes);
  EXECUTE format($sql$
    INSERT INTO lead_daily_counts AS counts (day, fit_score, count)
    SELECT (created_at AT TIME ZONE 'UTC')::date, fit_score, sum(n)::int FROM (%s) changes WHERE NOT is_test
    GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (day, fit_score) DO UPDATE SET count = counts.count + EXCLUDED.count
  $sql$, changes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER leads_count_inserts AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_leads FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_apply();
--> statement-breakpoint
CREATE TRIGGER leads_count_updates AFTER UPDATE ON leads
  REFERENCING OLD TABLE AS old_leads NEW TABLE AS new_leads FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_apply();
--> statement-breakpoint
CREATE TRIGGER leads_count_deletes AFTER DELETE ON leads
  REFERENCING OLD TABLE AS old_leads FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_apply();
--> statement-breakpoint
-- Leads saved before this migration.
INSERT INTO lead_counts (artist_id, status, fit_score, count)
SELECT artist_id, status, fit_score, count(*) FROM leads GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO lead_daily_counts (day, fit_score, count)
SELECT (created_at AT TIME ZONE 'UTC')::date, fit_score, count(*) FROM leads WHERE NOT is_test GROUP BY 1, 2;
--> statement-breakpoint
-- Events: each connection adds to a shard of its own out of 8 (schema/analytics-daily-counts.ts), so
-- concurrent chat turns no longer queue on today's one counter row; within a statement the order is still
-- (day, event_type), so statements sharing a shard cannot deadlock either.
CREATE OR REPLACE FUNCTION analytics_daily_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  my_shard smallint := pg_backend_pid() % 8;
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO analytics_daily_counts (day, event_type, shard, count)
    SELECT ("timestamp" AT TIME ZONE 'UTC')::date, event_type, my_shard, -count(*) FROM old_events GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, event_type, shard) DO UPDATE SET count = analytics_daily_counts.count + EXCLUDED.count;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO analytics_daily_counts (day, event_type, shard, count)
    SELECT ("timestamp" AT TIME ZONE 'UTC')::date, event_type, my_shard, count(*) FROM new_events GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, event_type, shard) DO UPDATE SET count = analytics_daily_counts.count + EXCLUDED.count;
  END IF;
  RETURN NULL;
END
$$;
