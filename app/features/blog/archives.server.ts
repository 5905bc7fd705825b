// The legacy archives (/blog/author/:author and /blog/tag/:tag) answer only for names the blog
// has: the author or a tag of a published post or of a pinned article. Anything else is a 404,
// so made-up archive URLs neither render nor get crawled. The URL's text never reaches the
// database: the names are read and compared here.
import { data } from "react-router";
import type { Database } from "#db/index.ts";
import type { ArchiveKind } from "./legacy-page.tsx";
import { pinnedBlogEntries } from "./pinned-posts.ts";
import { listPublishedBylines } from "./posts.server.ts";
import { slugify } from "./slug.ts";

/** The archive's name as the blog writes it ("Lumenguard Team" for lumenguard-team), or a thrown 404. */
export async function loadLegacyArchive(db: Database, kind: ArchiveKind, param: string | undefined): Promise<{ name: string }> {
  const key = slugify(param ?? "");
  const bylines = key ? [...pinnedBlogEntries, ...(await listPublishedBylines(db))] : [];
  const names = kind === "author" ? bylines.map((entry) => entry.author) : bylines.flatMap((entry) => entry.tags);
  const name = names.find((candidate) => slugify(candidate) === key);
  if (!name) throw data(null, { status: 404 });
  return { name };
}
