import { sitemapResponse, sitemapXml } from "#app/features/seo/sitemap.server.ts";
import { parsePageNumber } from "#app/lib/paging.ts";
import type { Route } from "./+types/sitemap.part";

/** /sitemap/{part}.xml: a part of the sitemap index, once the site has outgrown one file. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const part = parsePageNumber(/^(.*)\.xml$/.exec(params.file)?.[1] ?? "");
  return sitemapResponse(part === null ? null : await sitemapXml(context, context.env.SITE_URL, part), context);
}
