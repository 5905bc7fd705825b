import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

type SectionProps = React.ComponentProps<"section"> & { tone?: "plain" | "muted" | "dark" };

/** A full-width page band with the site's horizontal rhythm. */
export function Section({ tone = "plain", className, children, ...props }: SectionProps) {
  return (
    <section
      className={cn(
        "py-16 sm:py-20",
        tone === "muted" && "bg-muted/60",
        tone === "dark" && "bg-brand-ink text-white",
        className,
      )}
      {...props}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">{children}</div>
    </section>
  );
}

type HeadingProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: React.ReactNode;
  align?: "center" | "start";
  tone?: "plain" | "dark";
  className?: string;
};

/** The h2 block that opens a section; `id` lets the section be labelled by it. */
export function SectionHeading({ id, eyebrow, title, intro, align = "center", tone = "plain", className }: HeadingProps) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && (
        <p className={cn("text-sm font-semibold tracking-wide uppercase", tone === "dark" ? "text-brand-amber" : "text-primary")}>
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {intro && (
        <p className={cn("mt-4 text-lg text-pretty", tone === "dark" ? "text-white/75" : "text-muted-foreground")}>{intro}</p>
      )}
    </div>
  );
}
