-- Two invitations sent to one address at the same moment could both stay open: keep the newest.
DELETE FROM "staff_invitations" AS "older" USING "staff_invitations" AS "newer"
WHERE "older"."accepted_at" IS NULL AND "newer"."accepted_at" IS NULL AND "older"."email" = "newer"."email"
  AND ("older"."created_at", "older"."id") < ("newer"."created_at", "newer"."id");--> statement-breakpoint
DROP INDEX "staff_invitations_email_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_open_email_idx" ON "staff_invitations" USING btree ("email") WHERE "staff_invitations"."accepted_at" is null;
