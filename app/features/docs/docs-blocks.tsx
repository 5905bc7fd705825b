// The docs' building blocks as the server draws them: each is the component for one element the
// Markdown pipeline (app/features/docs/pages/) puts in a page's hast. The hast gives them their
// props (strings from the build), so nothing here reads raw input.
import { ArrowRight, Info, Link2, TriangleAlert } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import type { DocsIconName } from "./content-model.ts";
import { cn } from "#app/lib/utils.ts";
import { DocsIcon } from "./docs-icon.tsx";

type WithChildren = { children?: ReactNode };

/** Blocks one under the other with the docs' rhythm; wide ones (code, tables) may not widen it. */
export const flow = "grid grid-cols-1 gap-5";

export function Section({ id, "aria-labelledby": labelledBy, "data-level": level, children }: WithChildren & { id: string; "aria-labelledby": string; "data-level": number }) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn(
        flow,
        "scroll-mt-12",
        Number(level) === 2 ? "mt-7 border-t pt-10 first-of-type:mt-5 first-of-type:border-t-0 first-of-type:pt-0" : "mt-5",
      )}
    >
      {children}
    </section>
  );
}

type HeadingProps = WithChildren & { id: string; icon?: DocsIconName; anchor: string; label: string };

const headingStyles = {
  h2: "text-2xl font-bold tracking-tight",
  h3: "text-xl font-bold tracking-tight",
  h4: "text-lg font-semibold",
  h5: "font-semibold",
  h6: "font-semibold",
} as const;

/** A heading with its icon, and beside it a link to itself to copy (shown on hover and focus). */
function heading(Tag: keyof typeof headingStyles) {
  return function DocsHeading({ id, icon, anchor, label, children }: HeadingProps) {
    return (
      <div className="group/heading flex items-center gap-2">
        <Tag id={id} className={cn("flex items-center gap-2", headingStyles[Tag])}>
          {icon && <DocsIcon name={icon} className={cn("shrink-0 text-primary", Tag === "h2" ? "size-6" : "size-5")} />}
          {children}
        </Tag>
        <a
          href={`#${anchor}`}
          aria-label={`Link to ${label}`}
          className="rounded text-muted-foreground opacity-0 transition-opacity group-hover/heading:opacity-100 hover:text-primary focus-visible:opacity-100 motion-reduce:transition-none"
        >
          <Link2 aria-hidden="true" className="size-4" />
        </a>
      </div>
    );
  };
}

export const headings = { h2: heading("h2"), h3: heading("h3"), h4: heading("h4"), h5: heading("h5"), h6: heading("h6") };

export function Callout({ tone, title, children }: WithChildren & { tone: "note" | "warning"; title: string }) {
  const Icon = tone === "warning" ? TriangleAlert : Info;
  return (
    <div role="note" className={cn("flex gap-3 rounded-lg border p-4", tone === "warning" ? "border-amber-300 bg-amber-50" : "border-primary/20 bg-accent/50")}>
      <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", tone === "warning" ? "text-amber-700" : "text-primary")} />
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        <div className={cn(flow, "mt-1 gap-3")}>{children}</div>
      </div>
    </div>
  );
}

export function Steps({ children }: WithChildren) {
  return <ol className="grid gap-8">{children}</ol>;
}

export function Step({ number, children }: WithChildren & { number: number }) {
  return (
    <li className="grid grid-cols-[2rem_minmax(0,1fr)] gap-x-3">
      <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
        {number}
      </span>
      <div className={cn(flow, "gap-3 [&>p:not([data-step-title])]:text-muted-foreground")}>{children}</div>
    </li>
  );
}

export function StepTitle({ number, children }: WithChildren & { number: number }) {
  return (
    <p data-step-title="" className="pt-1 font-semibold">
      <span className="sr-only">Step {number}: </span>
      {children}
    </p>
  );
}

export function Cards({ children }: WithChildren) {
  return <ul className="grid gap-4 sm:grid-cols-2">{children}</ul>;
}

const isExternal = (href: string) => /^https?:\/\//i.test(href);

/** A card; with an href the whole card is a link (one to another site opens in a new tab). */
export function Card({ title, icon, href, children }: WithChildren & { title: string; icon?: DocsIconName; href?: string }) {
  if (href) {
    const external = isExternal(href);
    return (
      <li>
        <a
          href={href}
          {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          className="block h-full rounded-lg border p-5 transition-colors hover:border-primary/40 hover:bg-accent/40"
        >
          {icon && <DocsIcon name={icon} className="size-5 text-primary" />}
          <span className="mt-3 block font-semibold">{title}</span>
          <span className="mt-1 block text-sm text-muted-foreground">{children}</span>
          {external && <span className="sr-only"> (opens in a new tab)</span>}
        </a>
      </li>
    );
  }
  return (
    <li className="rounded-lg border p-5">
      <p className="flex items-center gap-2 font-semibold">
        {icon && <DocsIcon name={icon} className="size-5 shrink-0 text-primary" />}
        {title}
      </p>
      <div className={cn(flow, "mt-2 gap-3 text-sm leading-6 [&>p]:text-muted-foreground [&_li]:leading-6 [&_ul]:gap-1 [&_ul]:pl-5")}>{children}</div>
    </li>
  );
}

export function DefinitionList({ children }: WithChildren) {
  return <dl className="grid gap-4">{children}</dl>;
}

export function Definition({ children }: WithChildren) {
  return <div className="rounded-lg border p-4">{children}</div>;
}

export function Term({ children }: WithChildren) {
  return <dt className="font-semibold">{children}</dt>;
}

export function Description({ children }: WithChildren) {
  return <dd className={cn(flow, "mt-1 gap-3 leading-7 text-muted-foreground")}>{children}</dd>;
}

export function Aside({ id, title, children }: WithChildren & { id: string; title: string }) {
  return (
    <aside aria-labelledby={id} className="mt-7 rounded-xl border bg-accent/50 p-6">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <div className={cn(flow, "mt-2 gap-4 [&>p]:text-muted-foreground")}>{children}</div>
    </aside>
  );
}

export function LinkButton({ href, children }: WithChildren & { href: string }) {
  return (
    <p>
      <a href={href} className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
        {children}
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
    </p>
  );
}

/** A table in a region of its own that scrolls sideways, focusable and named so keyboard users can scroll it. */
export function TableRegion({ label, children }: WithChildren & { label: string }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-lg border">
      {children}
    </div>
  );
}

export function TableHeaderCell({ scope, ...props }: ComponentProps<"th">) {
  return <th scope={scope} className={scope === "row" ? "px-4 py-3 font-medium" : "px-4 py-2 font-semibold"} {...props} />;
}
