// A landing page's title, description and address for search engines and social cards; the site's
// 404 when no page is live there.
import { brand } from "#app/config/site.ts";
import type { LandingPage } from "#app/features/site-content/public.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { DEFAULT_SOCIAL_CARD, SOCIAL_CARD_SIZE } from "#app/lib/social-cards.ts";

export function landingPageMeta(matches: Parameters<typeof pageMeta>[0], page: LandingPage | undefined) {
  if (!page) return [{ title: `Page not found | ${brand.name}` }, { name: "robots", content: "noindex" }];
  return pageMeta(matches, {
    title: `${page.title} | ${brand.name}`,
    description: page.description,
    path: page.path,
    noindex: page.noindex,
    // /demo/redport, a page of the route table, has a card drawn for it; the campaign pages share the site's.
    ...(page.path.startsWith("/lp/") && { image: { url: DEFAULT_SOCIAL_CARD, ...SOCIAL_CARD_SIZE } }),
  });
}
