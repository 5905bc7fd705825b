import { ChevronLeft, ChevronRight } from "lucide-react";
import { pagerItems } from "#app/lib/paging.ts";
import { cn } from "#app/lib/utils.ts";
import { blogListPath, type BlogFilter } from "./filter.ts";

const item = "inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border px-1.5 text-sm font-medium tabular-nums";
const link = cn(item, "hover:bg-accent");

/**
 * The list's pages as plain links that keep the search and category, so they work without script;
 * the enhancer (app/enhance/blog-filter.ts) loads them in place. Seven items at most, narrow gaps
 * and only arrows for Previous and Next on a phone, so the pager keeps to one line at 375 px up to
 * three-digit page numbers (some 12,000 posts); past that it wraps.
 */
export function BlogPagination({ filter, page, pageCount }: { filter: BlogFilter; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const href = (to: number) => blogListPath(filter, to);
  return (
    <nav aria-label="Pagination">
      <ul className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1">
        {page > 1 && (
          <li>
            <a href={href(page - 1)} rel="prev" data-blog-page-link className={cn(link, "sm:pr-3 sm:pl-2")}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              <span className="max-sm:sr-only">Previous</span>
            </a>
          </li>
        )}
        {pagerItems(page, pageCount).map((number, index) =>
          number === "gap" ? (
            <li key={`gap-${index}`} className="w-6 text-center text-muted-foreground">
              …
            </li>
          ) : (
            <li key={number}>
              <a
                href={href(number)}
                data-blog-page-link
                aria-current={number === page ? "page" : undefined}
                className={number === page ? cn(item, "border-primary bg-primary text-primary-foreground") : link}
              >
                <span className="sr-only">Page </span>
                {number}
              </a>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <a href={href(page + 1)} rel="next" data-blog-page-link className={cn(link, "sm:pr-2 sm:pl-3")}>
              <span className="max-sm:sr-only">Next</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
