import { Fragment } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import type { MarkedText } from "./highlight.ts";
import { KIND_LABELS, type DocsSearchHit } from "./search-docs.ts";

/** Text with its matching words in <mark>: every part is rendered as text, never as markup. */
export function Marked({ parts }: { parts: MarkedText }) {
  return parts.map((part, index) =>
    part.marked ? (
      <mark key={index} className="rounded-[2px] bg-brand-amber/40 text-inherit">
        {part.text}
      </mark>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}

/** Where a result is: a docs page or the API reference. */
export function KindLabel({ kind }: Pick<DocsSearchHit, "kind">) {
  return (
    <Badge variant="outline" className="text-muted-foreground">
      {KIND_LABELS[kind]}
    </Badge>
  );
}

/** "Page › Section" with the matches marked; the separator is read as a pause. */
export function HitTitle({ hit }: { hit: DocsSearchHit }) {
  return (
    <>
      <Marked parts={hit.title} />
      {hit.section && (
        <>
          <span aria-hidden="true" className="px-1 text-muted-foreground">
            ›
          </span>
          <span className="sr-only">, </span>
          <Marked parts={hit.section} />
        </>
      )}
    </>
  );
}
