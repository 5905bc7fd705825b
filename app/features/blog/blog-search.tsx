import { Search } from "lucide-react";
import { Input } from "#app/components/ui/input.tsx";
import { ALL_CATEGORIES, type BlogFilter } from "./filter.ts";

/**
 * A GET form, so search works without JavaScript and the URL carries it. The enhancer
 * (app/enhance/blog-filter.ts) makes the list follow the typing after a short pause, replacing the
 * history entry rather than adding one per keystroke.
 */
export function BlogSearch({ filter }: { filter: BlogFilter }) {
  return (
    <form method="get" action="/blog" role="search" data-blog-search className="relative">
      <label htmlFor="blog-search" className="sr-only">
        Search articles
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        id="blog-search"
        type="search"
        name="q"
        defaultValue={filter.q}
        placeholder="Search articles..."
        maxLength={200}
        autoComplete="off"
        className="h-11 pr-24 pl-9"
      />
      <span id="blog-search-category" data-refresh>
        {filter.category !== ALL_CATEGORIES && <input type="hidden" name="category" value={filter.category} />}
      </span>
      <button
        type="submit"
        className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground hover:bg-primary/90"
      >
        Search
      </button>
    </form>
  );
}
