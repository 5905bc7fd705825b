import { LegacyBlogPage } from "#app/features/blog/legacy-page.tsx";
import { brand } from "#app/config/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/blog.author";

export const meta: Route.MetaFunction = ({ matches, params, location }) =>
  pageMeta(matches, {
    title: `${params.author} | ${brand.name} Blog`,
    description: "This is a legacy author page that is no longer maintained.",
    path: location.pathname,
    noindex: true,
  });

export default function LegacyAuthorPage({ params }: Route.ComponentProps) {
  return <LegacyBlogPage heading={`Author: ${params.author}`} text="This is a legacy author page that is no longer maintained." />;
}
