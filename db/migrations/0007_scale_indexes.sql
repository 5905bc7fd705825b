-- Years of data: every list reads an index in its own order, and the inbox search uses trigrams.
-- pg_trgm ships with PostgreSQL's contrib and with PGlite (loaded in db/index.ts); it is a trusted
-- extension, so a database owner without superuser may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Lower case with Latin accents folded: "Ávila" is found by "avila" and sorts among the A's, "Łukasz"
-- among the L's. Capitals are in the map too, as lower() leaves them under a C locale. The leads'
-- search and sort keys are generated with it; a change to the map must rewrite those columns.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN translate(lower(value), 'áàâäãåāăąçćčďđéèêëēėęěíìîïīįłñńňóòôöõøōőŕřśšşťúùûüūůűųýÿźžżÁÀÂÄÃÅĀĂĄÇĆČĎĐÉÈÊËĒĖĘĚÍÌÎÏĪĮŁÑŃŇÓÒÔÖÕØŌŐŔŘŚŠŞŤÚÙÛÜŪŮŰŲÝŸŹŽŻ', 'aaaaaaaaacccddeeeeeeeeiiiiiilnnnoooooooorrssstuuuuuuuuyyzzzaaaaaaaaacccddeeeeeeeeiiiiiilnnnoooooooorrssstuuuuuuuuyyzzz');--> statement-breakpoint
DROP INDEX "leads_created_at_idx";--> statement-breakpoint
DROP INDEX "leads_kind_idx";--> statement-breakpoint
DROP INDEX "leads_status_idx";--> statement-breakpoint
DROP INDEX "leads_owner_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "newsletter_subscribers_status_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("leads"."first_name" || ' ' || "leads"."last_name" || chr(10) || "leads"."email" || chr(10) || coalesce("leads"."company", '') || chr(10) || coalesce("leads"."message", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace(coalesce("leads"."phone", ''), '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "email_key" text COLLATE "C" GENERATED ALWAYS AS (lower("leads"."email")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_name_key" text COLLATE "C" GENERATED ALWAYS AS (search_fold("leads"."last_name")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_name_key" text COLLATE "C" GENERATED ALWAYS AS (search_fold("leads"."first_name")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "company_key" text COLLATE "C" GENERATED ALWAYS AS (case when coalesce(btrim("leads"."company"), '') = '' then '1' else '0' || search_fold("leads"."company") end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status_weight" integer GENERATED ALWAYS AS (case "leads"."status" when 'new' then 5 when 'contacted' then 4 when 'qualified' then 3 when 'won' then 2 when 'lost' then 1 else 0 end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "blog_posts_created_idx" ON "blog_posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_confirmed_starts_idx" ON "bookings" USING btree ("starts_at","id") WHERE "bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_kind_created_idx" ON "leads" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_owner_created_idx" ON "leads" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_name_idx" ON "leads" USING btree ("last_name_key","first_name_key","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_company_idx" ON "leads" USING btree ("company_key","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_status_weight_idx" ON "leads" USING btree ("status_weight","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_full_name_idx" ON "leads" USING btree (("first_name_key" || ' ' || "last_name_key"));--> statement-breakpoint
CREATE INDEX "leads_email_key_idx" ON "leads" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "leads_search_text_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_phone_digits_idx" ON "leads" USING gin ("phone_digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_requested_idx" ON "newsletter_subscribers" USING btree ("requested_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_idx" ON "newsletter_subscribers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_status_created_idx" ON "outbox" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status","requested_at","id");