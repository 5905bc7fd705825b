import { LegacyBlogPage } from "#app/features/blog/legacy-page.tsx";
import { brand } from "#app/config/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/blog.tag";

export const meta: Route.MetaFunction = ({ matches, params, location }) =>
  pageMeta(matches, {
    title: `${params.tag} | ${brand.name} Blog`,
    description: "This is a legacy tag page that is no longer maintained.",
    path: location.pathname,
    noindex: true,
  });

export default function LegacyTagPage({ params }: Route.ComponentProps) {
  return <LegacyBlogPage heading={`Tag: ${params.tag}`} text="This is a legacy tag page that is no longer maintained." />;
}
