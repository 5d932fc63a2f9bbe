-- A cell of lead_counts that falls to zero is deleted rather than kept: an artist's counts then leave with the
-- last of their leads, so a deleted account leaves no row behind (spec §4: deletion is permanent; the
-- account-deletion test checks every table). Otherwise as migration 0021.
CREATE OR REPLACE FUNCTION lead_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format($sql$
      DELETE FROM lead_counts WHERE count = 0 AND artist_id IN (SELECT artist_id FROM (%s) changes)
    $sql$, changes);
  END IF;
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
DELETE FROM lead_counts WHERE count = 0;
