-- lead_days counts one more dimension: the blog post a lead came from, so the content report's
-- "Leads from posts" reads the daily counts instead of the range's leads (decision 050). A post's
-- address is visit-paths.ts's `isPostPath`.
-- No lead commits between the function's change and the backfill.
LOCK TABLE "leads" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- As in 0019, with 'post': the page the form was on when it is a post ("/blog/<slug>"), else the
-- post the referrer names (a reader who went from a post to a form).
CREATE OR REPLACE FUNCTION lead_day_values(lead leads) RETURNS TABLE (dimension text, day date, value text) LANGUAGE sql STABLE AS $$
  SELECT d.dimension, (lead.created_at AT TIME ZONE 'America/New_York')::date, d.value
  FROM (SELECT regexp_replace(lower(substring(lead.referrer from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([A-Za-z0-9.-]{1,253})(?:[/?#:]|$)')), '^www\.', '') AS domain) AS referrer,
    LATERAL (VALUES
      ('kind', lead.kind), ('form', lead.function_name), ('status', lead.status), ('owner', coalesce(lead.owner_id::text, 'none')),
      ('utm_source', lead.utm ->> 'utm_source'), ('utm_medium', lead.utm ->> 'utm_medium'), ('utm_campaign', lead.utm ->> 'utm_campaign'),
      ('referrer', referrer.domain), ('landing', lead.source_page),
      ('tagged', CASE WHEN lead.utm <> '{}'::jsonb THEN 'yes' END), ('referred', CASE WHEN referrer.domain IS NOT NULL THEN 'yes' END),
      ('post', coalesce(
        substring(lead.source_page from '^(/blog/[a-z0-9][a-z0-9._~-]*)/?$'),
        substring(lead.referrer from '^https?://[^/?#]+(/blog/[a-z0-9][a-z0-9._~-]*)/?(?:[?#].*)?$')))
    ) AS d(dimension, value)
  WHERE d.value IS NOT NULL AND d.value <> ''
$$;--> statement-breakpoint
INSERT INTO "lead_days" ("dimension", "day", "value", "n")
  SELECT v.dimension, v.day, v.value, count(*) FROM "leads" CROSS JOIN LATERAL lead_day_values("leads") AS v WHERE v.dimension = 'post' GROUP BY 1, 2, 3;
