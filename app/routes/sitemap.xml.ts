import { renderSitemap, staticSitemapEntries } from "~/features/seo/sitemap";
import type { Route } from "./+types/sitemap.xml";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(renderSitemap(context.env.SITE_URL, staticSitemapEntries()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
