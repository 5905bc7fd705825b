// Press releases (the site content's "press" collection): the newsroom's list of them, and one
// release's article, shown on its page (/newsroom/<slug>) and in the admin editor's preview.
import type { ReactNode } from "react";
import { formatCalendarDay } from "#app/lib/dates.ts";
import { pathHref } from "#app/lib/href.ts";

export type PressReleaseSummary = { title: string; slug: string; summary: string; date: string };

export const pressReleaseHref = (slug: string) => pathHref("/newsroom", slug);

/** "BOSTON, MA — November 20, 2026": where and when the release was issued. */
function Dateline({ date, location, className }: { date: string; location?: string; className?: string }) {
  if (!date && !location) return null;
  return (
    <p className={className}>
      {location && <span className="font-semibold tracking-wide text-foreground uppercase">{location} — </span>}
      <time dateTime={date}>{date ? formatCalendarDay(date) : ""}</time>
    </p>
  );
}

/** The newsroom's press releases, newest first, each linking to its page. */
export function PressReleaseList({ releases }: { releases: PressReleaseSummary[] }) {
  return (
    <section aria-labelledby="press-releases-heading">
      <h2 id="press-releases-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Press releases
      </h2>
      <ol className="mt-6 divide-y border-y">
        {releases.map((release) => (
          <li key={release.slug} className="py-6">
            <Dateline date={release.date} className="text-sm text-muted-foreground" />
            <h3 className="mt-2 text-lg font-semibold tracking-tight sm:text-xl">
              <a href={pressReleaseHref(release.slug)} className="hover:text-primary hover:underline focus-visible:underline">
                {release.title}
              </a>
            </h3>
            <p className="mt-2 max-w-3xl text-muted-foreground">{release.summary}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * A press release as readers see it: dateline, title, summary and body (the server-rendered
 * Markdown, or the editor's live preview of it). `titleAs` lets the admin's preview sit under its
 * own page's heading.
 */
export function PressReleaseArticle({
  release,
  body,
  titleAs: Title = "h1",
}: {
  release: { title: string; summary: string; date: string; location?: string };
  body: ReactNode;
  titleAs?: "h1" | "h3";
}) {
  return (
    <>
      <header>
        <Dateline date={release.date} location={release.location} className="text-sm text-muted-foreground" />
        {/* The editor's preview of a release without a title yet has no empty heading. */}
        {release.title && <Title className="mt-3 text-3xl leading-tight font-bold tracking-tight sm:text-4xl">{release.title}</Title>}
        {release.summary && <p className="mt-4 text-lg text-muted-foreground sm:text-xl">{release.summary}</p>}
      </header>
      <div className="mt-10">{body}</div>
    </>
  );
}
