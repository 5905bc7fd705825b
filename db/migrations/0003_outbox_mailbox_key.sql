ALTER TABLE "outbox" ADD COLUMN "mailbox_key" text;--> statement-breakpoint
CREATE INDEX "outbox_mailbox_idx" ON "outbox" USING btree ("mailbox_key","created_at");--> statement-breakpoint
CREATE INDEX "outbox_template_created_idx" ON "outbox" USING btree ("template","created_at");--> statement-breakpoint
-- Visitor mail already queued keeps counting against its mailbox's cap (mailboxKey in outbox.server.ts).
UPDATE "outbox" SET "mailbox_key" = lower(regexp_replace(trim("recipient"), '\+[^@]*@', '@'))
WHERE "template" IN ('booking-confirmation', 'booking-rescheduled', 'booking-cancelled', 'contact-acknowledgement', 'datasheet-link');
