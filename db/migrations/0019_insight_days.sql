-- No lead, booking or status change commits between the counts' backfill and their triggers.
LOCK TABLE "leads", "bookings", "audit_log" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "lead_days" (
	"dimension" text NOT NULL,
	"day" date NOT NULL,
	"value" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_days_dimension_day_value_pk" PRIMARY KEY("dimension","day","value")
);
--> statement-breakpoint
CREATE TABLE "meeting_days" (
	"measure" text NOT NULL,
	"day" date NOT NULL,
	"host" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "meeting_days_measure_day_host_pk" PRIMARY KEY("measure","day","host")
);
--> statement-breakpoint
CREATE TABLE "meeting_waits" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"hours" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_waits" ADD CONSTRAINT "meeting_waits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_waits_booked_idx" ON "meeting_waits" USING btree ("booked_at","hours");--> statement-breakpoint
-- Counters rewritten at every commit: room on each page for the new row version (a HOT update).
ALTER TABLE "lead_days" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "meeting_days" SET (fillfactor = 70);--> statement-breakpoint
-- The Insights page's daily counts (decision 050). A lead counts once per dimension on the Eastern
-- day it arrived; the origins are lead-origins.server.ts's expressions, the owner "none" when unassigned.
CREATE FUNCTION lead_day_values(lead leads) RETURNS TABLE (dimension text, day date, value text) LANGUAGE sql STABLE AS $$
  SELECT d.dimension, (lead.created_at AT TIME ZONE 'America/New_York')::date, d.value
  FROM (SELECT regexp_replace(lower(substring(lead.referrer from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([A-Za-z0-9.-]{1,253})(?:[/?#:]|$)')), '^www\.', '') AS domain) AS referrer,
    LATERAL (VALUES
      ('kind', lead.kind), ('form', lead.function_name), ('status', lead.status), ('owner', coalesce(lead.owner_id::text, 'none')),
      ('utm_source', lead.utm ->> 'utm_source'), ('utm_medium', lead.utm ->> 'utm_medium'), ('utm_campaign', lead.utm ->> 'utm_campaign'),
      ('referrer', referrer.domain), ('landing', lead.source_page),
      ('tagged', CASE WHEN lead.utm <> '{}'::jsonb THEN 'yes' END), ('referred', CASE WHEN referrer.domain IS NOT NULL THEN 'yes' END)
    ) AS d(dimension, value)
  WHERE d.value IS NOT NULL AND d.value <> ''
$$;--> statement-breakpoint
INSERT INTO "lead_days" ("dimension", "day", "value", "n")
  SELECT v.dimension, v.day, v.value, count(*) FROM "leads" CROSS JOIN LATERAL lead_day_values("leads") AS v GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "lead_days" ("dimension", "day", "value", "n")
  SELECT 'status_change', ("created_at" AT TIME ZONE 'America/New_York')::date, coalesce("details" ->> 'to', ''), count(*)
  FROM "audit_log" WHERE "action" = 'lead.status_changed' GROUP BY 2, 3;--> statement-breakpoint
-- One statement per change, its rows in key order: concurrent commits take the rows' locks in the
-- same order, and a change that moves no count (a note, an e-mail edit) writes nothing.
CREATE FUNCTION count_lead_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_days (dimension, day, value, n)
    SELECT change.dimension, change.day, change.value, sum(change.delta)
    FROM (
      SELECT v.dimension, v.day, v.value, -1 AS delta FROM lead_day_values(OLD) AS v WHERE TG_OP IN ('UPDATE', 'DELETE')
      UNION ALL
      SELECT v.dimension, v.day, v.value, 1 FROM lead_day_values(NEW) AS v WHERE TG_OP IN ('INSERT', 'UPDATE')
    ) AS change
    GROUP BY 1, 2, 3 HAVING sum(change.delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (dimension, day, value) DO UPDATE SET n = lead_days.n + excluded.n;
  -- A count that fell to nothing goes: its value (a landing page's address as the visitor's browser
  -- sent it, a campaign tag) stays only while a lead has it, so an erased lead leaves nothing here.
  DELETE FROM lead_days USING lead_day_values(OLD) AS v
    WHERE TG_OP IN ('UPDATE', 'DELETE') AND lead_days.dimension = v.dimension AND lead_days.day = v.day AND lead_days.value = v.value AND lead_days.n = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "leads_counted_by_day" AFTER INSERT OR DELETE OR UPDATE OF "kind", "function_name", "status", "owner_id", "utm", "referrer", "source_page", "created_at" ON "leads"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_lead_days();--> statement-breakpoint
CREATE FUNCTION count_status_change_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_days (dimension, day, value, n)
    VALUES ('status_change', (NEW.created_at AT TIME ZONE 'America/New_York')::date, coalesce(NEW.details ->> 'to', ''), 1)
    ON CONFLICT (dimension, day, value) DO UPDATE SET n = lead_days.n + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_log_status_change_counted" AFTER INSERT ON "audit_log"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.action = 'lead.status_changed') EXECUTE FUNCTION count_status_change_day();
--> statement-breakpoint
-- A booking's meetings counts: booked on the day it was made, its outcome on the meeting's day (a
-- meeting still on), cancelled on the day it was; each under its host, "none" without one.
CREATE FUNCTION meeting_day_values(booking bookings) RETURNS TABLE (measure text, day date, host text) LANGUAGE sql STABLE AS $$
  SELECT m.measure, (m.at AT TIME ZONE 'America/New_York')::date, coalesce(booking.host_id::text, 'none')
  FROM (VALUES
    ('booked', booking.created_at),
    (CASE WHEN booking.status = 'confirmed' THEN booking.outcome END, booking.starts_at),
    ('cancelled', booking.cancelled_at)
  ) AS m(measure, at)
  WHERE m.measure IS NOT NULL AND m.at IS NOT NULL
$$;--> statement-breakpoint
INSERT INTO "meeting_days" ("measure", "day", "host", "n")
  SELECT v.measure, v.day, v.host, count(*) FROM "bookings" CROSS JOIN LATERAL meeting_day_values("bookings") AS v GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE FUNCTION count_meeting_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO meeting_days (measure, day, host, n)
    SELECT change.measure, change.day, change.host, sum(change.delta)
    FROM (
      SELECT v.measure, v.day, v.host, -1 AS delta FROM meeting_day_values(OLD) AS v WHERE TG_OP IN ('UPDATE', 'DELETE')
      UNION ALL
      SELECT v.measure, v.day, v.host, 1 FROM meeting_day_values(NEW) AS v WHERE TG_OP IN ('INSERT', 'UPDATE')
    ) AS change
    GROUP BY 1, 2, 3 HAVING sum(change.delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (measure, day, host) DO UPDATE SET n = meeting_days.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bookings_counted_by_day" AFTER INSERT OR DELETE OR UPDATE OF "created_at", "starts_at", "status", "outcome", "cancelled_at", "host_id" ON "bookings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_meeting_days();
--> statement-breakpoint
-- The hours from a lead's arrival to its meeting, for each meeting still on.
CREATE FUNCTION keep_meeting_wait() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'confirmed' THEN
    INSERT INTO meeting_waits (booking_id, booked_at, hours)
      SELECT NEW.id, NEW.created_at, extract(epoch from (NEW.starts_at - leads.created_at)) / 3600 FROM leads WHERE leads.id = NEW.lead_id
      ON CONFLICT (booking_id) DO UPDATE SET booked_at = excluded.booked_at, hours = excluded.hours;
  ELSE
    DELETE FROM meeting_waits WHERE booking_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO "meeting_waits" ("booking_id", "booked_at", "hours")
  SELECT b."id", b."created_at", extract(epoch from (b."starts_at" - l."created_at")) / 3600
  FROM "bookings" b JOIN "leads" l ON l."id" = b."lead_id" WHERE b."status" = 'confirmed';--> statement-breakpoint
CREATE TRIGGER "bookings_wait_kept" AFTER INSERT OR UPDATE OF "lead_id", "starts_at", "status", "created_at" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION keep_meeting_wait();
