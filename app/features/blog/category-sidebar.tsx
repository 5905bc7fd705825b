import { blogListPath, type BlogFilter, type CategoryCount } from "./filter.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * Category links keep the search text, so search and category combine. The list is refreshed in
 * place when the filter changes (app/enhance/blog-filter.ts).
 */
export function CategorySidebar({ categories, filter }: { categories: CategoryCount[]; filter: BlogFilter }) {
  return (
    <nav aria-labelledby="blog-categories-heading">
      <h2 id="blog-categories-heading" className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        Categories
      </h2>
      <ul id="blog-category-list" data-refresh className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {categories.map(({ name, count }) => {
          const active = name === filter.category;
          return (
            <li key={name}>
              <a
                href={blogListPath({ q: filter.q, category: name })}
                data-blog-filter-link
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex items-center justify-between gap-3 rounded-full border px-3 py-1.5 text-sm transition-colors lg:rounded-md lg:border-transparent lg:py-2",
                  active ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent",
                )}
              >
                <span>{name}</span>
                <span
                  className={cn(
                    "min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums",
                    active ? "bg-primary-foreground/20" : "bg-muted text-muted-foreground",
                  )}
                >
                  <span className="sr-only"> (</span>
                  {count}
                  <span className="sr-only"> {count === 1 ? "article" : "articles"})</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
