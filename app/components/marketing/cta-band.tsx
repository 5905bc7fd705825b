import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

type Props = {
  /** The heading's id, naming the section for assistive tech. */
  id?: string;
  title: string;
  text: string;
  /** Dark: a page's closing band on the brand gradient. Light: a panel inside a page's column. */
  tone?: "dark" | "light";
  children: React.ReactNode;
};

const TONES = {
  dark: {
    panel: "mx-auto max-w-7xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-ink via-[#272066] to-primary px-6 py-14 text-center text-white sm:px-12",
    title: "text-3xl font-bold tracking-tight text-balance sm:text-4xl",
    text: "mt-4 text-lg text-pretty text-white/80",
    actions: "mt-8",
  },
  light: {
    panel: "rounded-2xl border bg-accent/60 px-6 py-10 text-center sm:px-10",
    title: "text-2xl font-bold tracking-tight text-brand-ink sm:text-3xl",
    text: "mt-3 text-muted-foreground",
    actions: "mt-6",
  },
} as const;

/** A call to action: a heading, a line of text and buttons. */
export function CtaBand({ id, title, text, tone = "dark", children }: Props) {
  const style = TONES[tone];
  const content = (
    <>
      <h2 id={id} className={style.title}>
        {title}
      </h2>
      <p className={cn("mx-auto max-w-2xl", style.text)}>{text}</p>
      <div className={cn("flex flex-wrap justify-center gap-3", style.actions)}>{children}</div>
    </>
  );
  return tone === "dark" ? (
    <section aria-labelledby={id} className="px-4 py-16 sm:px-6">
      <div className={style.panel}>{content}</div>
    </section>
  ) : (
    <section aria-labelledby={id} className={style.panel}>
      {content}
    </section>
  );
}
