-- A post's social card belongs to its post: served only while the post is public, removed with it
-- (decision 042). The cards drawn before were addressed by their text alone, so a title guessed
-- found a draft's card: they go, and are drawn again at the next view of a public post.
DELETE FROM "social_cards";--> statement-breakpoint
ALTER TABLE "social_cards" ADD COLUMN "post_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "social_cards" ADD CONSTRAINT "social_cards_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_cards_post_idx" ON "social_cards" USING btree ("post_id");