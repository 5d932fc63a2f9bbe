-- Keeps analytics_daily_counts equal to "SELECT day, event_type, count(*) FROM analytics_events GROUP BY 1, 2"
-- (docs/decisions/008). Statement-level triggers see every row of a statement at once, so a bulk insert costs
-- one grouped upsert, not one per row. Rows are upserted in (day, event_type) order so that concurrent
-- statements lock the counters they share in the same order and cannot deadlock.
CREATE FUNCTION analytics_daily_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO analytics_daily_counts (day, event_type, count)
    SELECT ("timestamp" AT TIME ZONE 'UTC')::date, event_type, -count(*) FROM old_events GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, event_type) DO UPDATE SET count = analytics_daily_counts.count + EXCLUDED.count;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO analytics_daily_counts (day, event_type, count)
    SELECT ("timestamp" AT TIME ZONE 'UTC')::date, event_type, count(*) FROM new_events GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, event_type) DO UPDATE SET count = analytics_daily_counts.count + EXCLUDED.count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER analytics_events_count_inserts AFTER INSERT ON analytics_events
  REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION analytics_daily_counts_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_events_count_updates AFTER UPDATE ON analytics_events
  REFERENCING OLD TABLE AS old_events NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION analytics_daily_counts_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_events_count_deletes AFTER DELETE ON analytics_events
  REFERENCING OLD TABLE AS old_events FOR EACH STATEMENT EXECUTE FUNCTION analytics_daily_counts_apply();
--> statement-breakpoint
-- Events recorded before this migration.
INSERT INTO analytics_daily_counts (day, event_type, count)
SELECT ("timestamp" AT TIME ZONE 'UTC')::date, event_type, count(*) FROM analytics_events GROUP BY 1, 2;
