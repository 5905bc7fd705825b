import { listPublishedPosts } from "#app/features/blog/posts.server.ts";
import { FEED_ITEMS, renderRss } from "#app/features/blog/rss.ts";
import type { Route } from "./+types/blog.rss.xml";

export async function loader({ context }: Route.LoaderArgs) {
  const posts = await listPublishedPosts(context.db, { limit: FEED_ITEMS });
  return new Response(renderRss(context.env.SITE_URL, posts), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
