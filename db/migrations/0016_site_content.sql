CREATE TABLE "site_content_seeds" (
	"collection" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection" text NOT NULL,
	"data" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"show_from" timestamp with time zone,
	"show_until" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_entry_autosaves" (
	"admin_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"base_version" integer NOT NULL,
	"values" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_entry_autosaves_admin_id_entry_id_pk" PRIMARY KEY("admin_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "site_entry_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"publication" jsonb NOT NULL,
	"admin_id" uuid,
	"editor_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_entry_autosaves" ADD CONSTRAINT "site_entry_autosaves_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_entry_autosaves" ADD CONSTRAINT "site_entry_autosaves_entry_id_site_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."site_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_entry_revisions" ADD CONSTRAINT "site_entry_revisions_entry_id_site_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."site_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_entry_revisions" ADD CONSTRAINT "site_entry_revisions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_entries_collection_idx" ON "site_entries" USING btree ("collection","position","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_entries_slug_idx" ON "site_entries" USING btree ("collection",("data"->>'slug')) WHERE ("site_entries"."data"->>'slug') is not null;--> statement-breakpoint
CREATE INDEX "site_entry_revisions_entry_idx" ON "site_entry_revisions" USING btree ("entry_id","created_at");