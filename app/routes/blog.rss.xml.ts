import { listPublishedPosts } from "~/features/blog/posts.server";
import { renderRss } from "~/features/blog/rss";
import type { Route } from "./+types/blog.rss.xml";

export async function loader({ context }: Route.LoaderArgs) {
  const posts = await listPublishedPosts(context.db);
  return new Response(renderRss(context.env.SITE_URL, posts), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
