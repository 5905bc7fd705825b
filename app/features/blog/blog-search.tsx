import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigate } from "react-router";
import { Input } from "#app/components/ui/input.tsx";
import { ALL_CATEGORIES, blogFilterSearch, type BlogFilter } from "./filter.ts";

const TYPING_PAUSE_MS = 300;

/**
 * A GET form, so search works without JavaScript and the URL carries it. With JavaScript the
 * list follows the typing after a short pause, replacing the history entry rather than adding
 * one per keystroke.
 */
export function BlogSearch({ filter }: { filter: BlogFilter }) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back/forward or a category link can change the query under the input; follow it unless the
  // reader is typing there.
  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = filter.q;
  }, [filter.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Form method="get" action="/blog" role="search" className="relative" preventScrollReset>
      <label htmlFor="blog-search" className="sr-only">
        Search articles
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        ref={input}
        id="blog-search"
        type="search"
        name="q"
        defaultValue={filter.q}
        placeholder="Search articles..."
        maxLength={200}
        autoComplete="off"
        className="h-11 pr-24 pl-9"
        onChange={(event) => {
          const q = event.currentTarget.value.trim();
          clearTimeout(timer.current);
          timer.current = setTimeout(() => {
            void navigate(`/blog${blogFilterSearch({ q, category: filter.category })}`, {
              replace: true,
              preventScrollReset: true,
            });
          }, TYPING_PAUSE_MS);
        }}
      />
      {filter.category !== ALL_CATEGORIES && <input type="hidden" name="category" value={filter.category} />}
      <button
        type="submit"
        className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground hover:bg-primary/90"
      >
        Search
      </button>
    </Form>
  );
}
