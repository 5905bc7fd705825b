import { sitemapResponse, sitemapXml } from "#app/features/seo/sitemap.server.ts";
import type { Route } from "./+types/sitemap.xml";

export async function loader({ context }: Route.LoaderArgs) {
  return sitemapResponse(await sitemapXml(context, context.env.SITE_URL), context);
}
