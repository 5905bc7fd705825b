import { ArrowRight } from "lucide-react";
import { Link, type MetaDescriptor } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { brand } from "#app/config/site.ts";
import { pageMeta } from "#app/lib/seo.ts";

export type ArchiveKind = "author" | "tag";

const archiveCopy = {
  author: { label: "Author", text: "This is a legacy author page that is no longer maintained." },
  tag: { label: "Tag", text: "This is a legacy tag page that is no longer maintained." },
} as const;

/** An archive's title and description, never indexed; an unknown name gets the not-found title. */
export function legacyArchiveMeta(
  matches: Parameters<typeof pageMeta>[0],
  { kind, name, path }: { kind: ArchiveKind; name: string | undefined; path: string },
): MetaDescriptor[] {
  if (!name) return [{ title: `Page not found | ${brand.name}` }, { name: "robots", content: "noindex" }];
  return pageMeta(matches, { title: `${name} | ${brand.name} Blog`, description: archiveCopy[kind].text, path, noindex: true });
}

/** The old author and tag archives: kept so old links land somewhere useful, not indexed. */
export function LegacyBlogPage({ kind, name }: { kind: ArchiveKind; name: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:py-28">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">Blog archive</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight break-words sm:text-4xl">{`${archiveCopy[kind].label}: ${name}`}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{archiveCopy[kind].text}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/blog">
          Browse All Articles
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
