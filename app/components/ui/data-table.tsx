import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

export type DataColumn = { label: ReactNode; className?: string };

/**
 * The admin's list tables: a bordered frame that scrolls sideways, a caption for screen readers, one
 * header row. The frame is positioned, so screen-reader-only text in a cell (placed absolutely)
 * stays inside what scrolls instead of widening the page. It is a named region that takes the
 * keyboard focus: on a phone, a table without links or buttons (the outbox with nothing to retry)
 * could otherwise not be scrolled without a pointer.
 */
export function DataTable({ caption, columns, className, children }: { caption: string; columns: DataColumn[]; className?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <table className={cn("w-full text-sm", className)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-left text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={cn("px-4 py-3 font-medium", column.className)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  );
}

/** What a list says when it has nothing to show. */
export function EmptyList({ children }: { children: ReactNode }) {
  return <div className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">{children}</div>;
}
