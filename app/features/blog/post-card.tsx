import { ArrowRight, Calendar, Clock, User } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { formatInstant } from "#app/lib/dates.ts";
import { blogEntryHref, isLocalImage, type BlogListEntry } from "./entry.ts";
import { cn } from "#app/lib/utils.ts";

/** Who wrote a post and when, and with `readTime` how long it takes to read. */
export function Byline({
  entry,
  readTime,
  className,
}: {
  entry: Pick<BlogListEntry, "author" | "publishedAt">;
  readTime?: string;
  className?: string;
}) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground", className)}>
      <span className="inline-flex items-center gap-1.5">
        <User aria-hidden="true" className="size-4" />
        {entry.author}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Calendar aria-hidden="true" className="size-4" />
        <time dateTime={entry.publishedAt}>{formatInstant(entry.publishedAt, "long")}</time>
      </span>
      {readTime && (
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          {readTime}
        </span>
      )}
    </p>
  );
}

export function TagList({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant="secondary" className="font-normal">
            {tag}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function CategoryAndReadTime({ entry, inverted = false }: { entry: BlogListEntry; inverted?: boolean }) {
  return (
    <p className="flex flex-wrap items-center gap-3 text-xs">
      <Badge variant={inverted ? "secondary" : "outline"}>{entry.category}</Badge>
      <span className={cn("inline-flex items-center gap-1", inverted ? "text-white/80" : "text-muted-foreground")}>
        <Clock aria-hidden="true" className="size-3.5" />
        {entry.readTime}
      </span>
    </p>
  );
}

function ReadMore({ entry, className }: { entry: BlogListEntry; className?: string }) {
  return (
    <Link
      to={blogEntryHref(entry.slug)}
      prefetch="intent"
      className={cn("inline-flex items-center gap-1.5 text-sm font-semibold underline-offset-4 hover:underline", className)}
    >
      Read More<span className="sr-only">: {entry.title}</span>
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

/** One article in the card grid. */
export function PostCard({ entry }: { entry: BlogListEntry }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md">
      {isLocalImage(entry.featuredImageUrl) && (
        <img src={entry.featuredImageUrl} alt="" loading="lazy" className="aspect-video w-full object-cover" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <CategoryAndReadTime entry={entry} />
        <h3 className="text-lg leading-snug font-semibold">
          <Link to={blogEntryHref(entry.slug)} prefetch="intent" className="hover:text-primary">
            {entry.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-muted-foreground">{entry.excerpt}</p>
        <div className="mt-auto flex flex-col gap-3 pt-2">
          <Byline entry={entry} />
          <TagList tags={entry.tags} />
          <ReadMore entry={entry} className="text-primary" />
        </div>
      </div>
    </article>
  );
}

/** The first entry of the list, shown large. */
export function FeaturedPostCard({ entry }: { entry: BlogListEntry }) {
  return (
    <article className="relative overflow-hidden rounded-2xl bg-brand-ink p-6 text-white shadow-lg sm:p-10">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-72 bg-radial from-brand-amber/25 to-transparent to-70%"
      />
      <div className="relative flex flex-col gap-4">
        <p className="text-xs font-semibold tracking-widest text-brand-amber uppercase">Featured</p>
        <CategoryAndReadTime entry={entry} inverted />
        <h2 className="max-w-3xl text-2xl leading-tight font-bold sm:text-3xl">
          <Link to={blogEntryHref(entry.slug)} prefetch="intent" className="hover:underline">
            {entry.title}
          </Link>
        </h2>
        <p className="max-w-3xl text-white/85">{entry.excerpt}</p>
        <Byline entry={entry} className="text-white/80" />
        <ReadMore
          entry={entry}
          className="w-fit rounded-md bg-brand-amber px-4 py-2 text-brand-ink hover:no-underline hover:brightness-105"
        />
      </div>
    </article>
  );
}
