import { ArrowUpRight, Newspaper } from "lucide-react";
import type { PressItem } from "#app/content/press.ts";
import { isExternalLink } from "#app/features/site-content/collections.ts";
import { formatCalendarDay } from "#app/lib/dates.ts";
import { cn } from "#app/lib/utils.ts";

/** Press coverage, newest first; the first item is highlighted as the latest story. */
export function PressList({ items }: { items: PressItem[] }) {
  return (
    <ol className="flex flex-wrap justify-center gap-5" aria-label="Press coverage">
      {items.map((item, index) => {
        const highlighted = index === 0;
        // A story on another site opens in a new tab; one of ours (a page of this site) in this one.
        const external = isExternalLink(item.url);
        return (
          <li
            key={`${item.url} ${item.title}`}
            data-highlighted={highlighted || undefined}
            className={cn("w-full", !highlighted && "md:w-[calc(50%-0.625rem)] lg:w-[calc(33.333%-0.834rem)]")}
          >
            <a
              href={item.url}
              {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              className={cn(
                "group flex h-full flex-col rounded-xl border p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:-translate-y-0.5",
                highlighted ? "bg-gradient-to-br from-brand-ink to-primary p-8 text-white sm:p-10" : "bg-card",
              )}
            >
              <span className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 text-sm", highlighted ? "text-white/85" : "text-muted-foreground")}>
                {highlighted && (
                  <span className="rounded-full bg-brand-amber px-2.5 py-0.5 text-xs font-semibold text-brand-ink">Latest</span>
                )}
                <span className="inline-flex items-center gap-1.5 font-semibold">
                  <Newspaper aria-hidden="true" className="size-4" />
                  {item.publication}
                </span>
                <time dateTime={item.date} className={cn(!highlighted && "w-full")}>
                  {formatCalendarDay(item.date)}
                </time>
              </span>
              <span className={cn("mt-3 font-semibold tracking-tight", highlighted ? "text-2xl sm:text-3xl" : "text-lg")}>
                {item.title}
              </span>
              <span
                className={cn(
                  "mt-auto inline-flex items-center gap-1 pt-5 text-sm font-medium",
                  highlighted ? "text-brand-amber" : "text-primary",
                )}
              >
                Read the article
                <ArrowUpRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5 group-hover:-translate-y-0.5" />
                {external && <span className="sr-only"> (opens in a new tab)</span>}
              </span>
            </a>
          </li>
        );
      })}
    </ol>
  );
}
