-- The suppression list: mailboxes that visitor mail skips after a permanent refusal (a bounce) or,
-- for the newsletter's mail, an unsubscribe (decision 037).
CREATE TABLE "mail_suppressions" (
	"mailbox_key" text COLLATE "C" PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_suppressions_created_idx" ON "mail_suppressions" USING btree ("created_at","mailbox_key");