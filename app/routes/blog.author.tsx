import { legacyArchiveMeta, LegacyBlogPage } from "#app/features/blog/legacy-page.tsx";
import { loadLegacyArchive } from "#app/features/blog/archives.server.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/blog.author";

/** Server HTML plus the enhancer: nothing on this page needs React in the browser. */
export const handle = withoutHydration;

export const loader = ({ params, context }: Route.LoaderArgs) => loadLegacyArchive(context.db, "author", params.author);

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  legacyArchiveMeta(matches, { kind: "author", name: loaderData?.name, path: location.pathname });

export default function LegacyAuthorPage({ loaderData }: Route.ComponentProps) {
  return <LegacyBlogPage kind="author" name={loaderData.name} />;
}
