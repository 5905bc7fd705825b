import { CalendarDays, Clock, UserRound } from "lucide-react";
import type * as React from "react";
import { cn } from "#app/lib/utils.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import type { StaticArticle } from "#app/content/static-articles.ts";
import { formatCalendarDay } from "#app/lib/dates.ts";
import { BackButton } from "./back-button.tsx";
import { ShareButton } from "./share-button.tsx";

/** Title block of a long-form article: back and share, category, h1, byline. */
export function ArticleHeader({
  article,
  children,
  width = "max-w-3xl",
}: {
  article: StaticArticle;
  children?: React.ReactNode;
  /** Max-width class matching the article body below, so both share one left edge. */
  width?: string;
}) {
  return (
    <header className="border-b bg-gradient-to-b from-accent/70 to-background">
      <div className={cn("mx-auto px-4 pt-6 pb-12 sm:px-6 sm:pb-16", width)}>
        {/* -ml-3 lines the ghost button's label up with the title below. */}
        <div className="-ml-3 flex items-center justify-between gap-3">
          <BackButton fallbackHref="/blog" label="Back to Blog" />
          <ShareButton title={article.title} text={article.excerpt} url={article.path} />
        </div>
        <Badge variant="secondary" className="mt-8 bg-primary/10 text-primary">
          {article.category}
        </Badge>
        <h1 className="mt-4 max-w-4xl text-3xl leading-tight font-bold tracking-tight text-brand-ink sm:text-5xl sm:leading-tight">
          {article.title}
        </h1>
        <p className="mt-5 max-w-3xl text-lg text-muted-foreground">{article.excerpt}</p>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
          <li className="inline-flex items-center gap-1.5">
            <UserRound aria-hidden="true" className="size-4" /> {article.author}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={article.publishedAt}>{formatCalendarDay(article.publishedAt)}</time>
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" /> {article.readTime}
          </li>
        </ul>
        {children}
      </div>
    </header>
  );
}
