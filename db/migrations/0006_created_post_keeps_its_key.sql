-- A post remembers the key of the New Post form it came from, so that new post's drafts end with it.
ALTER TABLE "blog_posts" ADD COLUMN "new_post_key" uuid;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_new_post_key_unique" UNIQUE("new_post_key");