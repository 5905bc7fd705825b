import type * as React from "react";

/** A closing call to action: a heading, a line of text and buttons. */
export function CtaBand({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border bg-accent/60 px-6 py-10 text-center sm:px-10">
      <h2 className="text-2xl font-bold tracking-tight text-brand-ink sm:text-3xl">{title}</h2>
      <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}
