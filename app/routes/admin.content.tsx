// /admin/content: the site's content collections besides the blog (announcement bar, news, press
// releases, team, partners, testimonials, glossary, landing pages), each
// with how many entries it holds and where the site shows it. Editors and admins ("content").
import { Link } from "react-router";
import { brand } from "#app/config/site.ts";
import { requireAdmin } from "#app/features/admin/guard.server.ts";
import { collections, COLLECTION_KEYS } from "#app/features/site-content/collections.ts";
import { countEntries } from "#app/features/site-content/entries.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/admin.content";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, "content");
  const counts = await countEntries(context.db);
  return {
    collections: COLLECTION_KEYS.map((key) => ({ key, label: collections[key].label, shownOn: collections[key].shownOn, count: counts[key] ?? 0 })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: `Site content | ${brand.name} Admin`, description: "The site's content besides the blog.", path: "/admin/content", noindex: true });

export default function AdminContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Site content</h1>
      <p className="mt-1 max-w-3xl text-muted-foreground">
        What the site shows besides blog posts. Changes are live on every page within a second of saving; an entry can be kept as
        a draft or given the times it shows.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {loaderData.collections.map((collection) => (
          <li key={collection.key} className="rounded-xl border bg-card p-5 shadow-sm">
            <h2 className="text-lg font-semibold">
              <Link to={`/admin/content/${collection.key}`} className="text-primary underline-offset-4 hover:underline">
                {collection.label}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{collection.shownOn}</p>
            <p className="mt-3 text-sm">
              {collection.count} {collection.count === 1 ? "entry" : "entries"}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
