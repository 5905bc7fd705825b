-- Meetings with the sales team (decision 043): hosts with their hours, days off and calendars, and
-- the time each confirmed booking holds. btree_gist ships with PostgreSQL's contrib and with PGlite
-- (loaded in db/index.ts); it is a trusted extension, so a database owner may create it.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "booking_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"offset_seconds" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reminders_once_key" UNIQUE("booking_id","recipient","offset_seconds","starts_at")
);
--> statement-breakpoint
CREATE TABLE "host_busy_times" (
	"calendar_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"username" text,
	"password_encrypted" text,
	"etag" text,
	"last_modified" text,
	"last_attempt_at" timestamp with time zone,
	"last_read_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_calendars_admin_kind_key" UNIQUE("admin_id","kind")
);
--> statement-breakpoint
CREATE TABLE "host_days_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"first_day" text NOT NULL,
	"last_day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosts" (
	"admin_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text,
	"takes_meetings" boolean DEFAULT false NOT NULL,
	"meeting_kinds" text[] DEFAULT '{demo,discovery}'::text[] NOT NULL,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"weekly_hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"daily_max" integer,
	"meeting_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_holds" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"during" "tstzrange" NOT NULL
);
--> statement-breakpoint
-- No two holds of one holder (a host, or an anonymous seat) overlap in time: two bookings racing
-- for the same host or seat cannot both commit, whatever the application counted.
ALTER TABLE "meeting_holds" ADD CONSTRAINT "meeting_holds_no_overlap" EXCLUDE USING gist ("holder" WITH =, "during" WITH &&);--> statement-breakpoint
-- Confirmed meetings keep their seat, now for their whole length (past ones too: their holds are
-- history, and a reschedule of a past meeting is refused anyway). Where two of the
-- old per-start seats overlap in time (a 45-minute demo and the next slot), the later one stays
-- confirmed at its time without a hold: it was accepted under the old rule.
INSERT INTO "meeting_holds" ("booking_id", "holder", "during")
SELECT b."id", 'seat:' || s."seat", tstzrange(b."starts_at", b."starts_at" + make_interval(mins => b."duration_minutes"))
FROM "slot_seats" s JOIN "bookings" b ON b."id" = s."booking_id"
WHERE b."status" = 'confirmed'
ORDER BY b."starts_at"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "slot_seats" CASCADE;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "host_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_busy_times" ADD CONSTRAINT "host_busy_times_calendar_id_host_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."host_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_calendars" ADD CONSTRAINT "host_calendars_admin_id_hosts_admin_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."hosts"("admin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_days_off" ADD CONSTRAINT "host_days_off_admin_id_hosts_admin_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."hosts"("admin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosts" ADD CONSTRAINT "hosts_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_holds" ADD CONSTRAINT "meeting_holds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "host_busy_times_calendar_idx" ON "host_busy_times" USING btree ("calendar_id","ends_at");--> statement-breakpoint
CREATE INDEX "host_days_off_admin_idx" ON "host_days_off" USING btree ("admin_id","last_day");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_id_admins_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_host_starts_idx" ON "bookings" USING btree ("host_id","starts_at") WHERE "bookings"."host_id" is not null;