import { ChevronLeft, ChevronRight } from "lucide-react";
import type { DocsLinkTarget } from "./content-model.ts";

/** A docs page's or an API operation's neighbours in reading order, at the end of it. */
export function Pager({ label, previous, next }: { label: string; previous?: DocsLinkTarget; next?: DocsLinkTarget }) {
  if (!previous && !next) return null;
  const card = "flex flex-col gap-1 rounded-lg border p-4 transition-colors hover:border-primary/40 hover:bg-accent/40";
  return (
    <nav aria-label={label} className="mt-12 grid gap-4 border-t pt-8 sm:grid-cols-2">
      {previous && (
        <a href={previous.href} rel="prev" className={card}>
          <span className="flex items-center gap-1 text-sm text-muted-foreground">
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </span>
          <span className="font-semibold">{previous.title}</span>
        </a>
      )}
      {next && (
        <a href={next.href} rel="next" className={`${card} sm:col-start-2 sm:items-end sm:text-right`}>
          <span className="flex items-center gap-1 text-sm text-muted-foreground">
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </span>
          <span className="font-semibold">{next.title}</span>
        </a>
      )}
    </nav>
  );
}
