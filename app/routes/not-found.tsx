import { data } from "react-router";
import { SiteErrorPage } from "#app/components/layout/site-error-page.tsx";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/not-found";
import { brand } from "#app/config/site.ts";

/** Server HTML plus the enhancer: nothing on this page needs React in the browser. */
export const handle = withoutHydration;

export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  context.logger.warn({ path }, "page not found");
  return data({ path }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: `Page not found | ${brand.name}` },
  { name: "description", content: "The page you were looking for does not exist." },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <SiteErrorPage status={404} />;
}
