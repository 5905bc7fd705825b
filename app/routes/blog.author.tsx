import { LegacyBlogPage } from "~/components/blog/legacy-page";
import { brand } from "~/config/site";
import { pageMeta } from "~/lib/seo";
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
