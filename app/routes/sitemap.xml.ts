import { blogEntryHref } from "~/features/blog/entry";
import { listPublishedPosts } from "~/features/blog/posts.server";
import { renderSitemap, staticSitemapEntries } from "~/features/seo/sitemap";
import type { Route } from "./+types/sitemap.xml";

export async function loader({ context }: Route.LoaderArgs) {
  const posts = await listPublishedPosts(context.db);
  const postEntries = posts.map((post) => ({ path: blogEntryHref(post.slug), lastModified: new Date(post.updatedAt) }));
  return new Response(renderSitemap(context.env.SITE_URL, [...staticSitemapEntries(), ...postEntries]), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
