import { blogEntryHref } from "#app/features/blog/entry.ts";
import { listPublishedPosts } from "#app/features/blog/posts.server.ts";
import { renderSitemap, staticSitemapEntries } from "#app/features/seo/sitemap.ts";
import type { Route } from "./+types/sitemap.xml";

export async function loader({ context }: Route.LoaderArgs) {
  const posts = await listPublishedPosts(context.db);
  const postEntries = posts.map((post) => ({ path: blogEntryHref(post.slug), lastModified: new Date(post.updatedAt) }));
  return new Response(renderSitemap(context.env.SITE_URL, [...staticSitemapEntries(), ...postEntries]), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
