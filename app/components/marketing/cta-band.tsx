import type * as React from "react";

type Props = { id: string; title: string; text: string; children: React.ReactNode };

/** The closing call to action of a page, on the brand's dark band. */
export function CtaBand({ id, title, text, children }: Props) {
  return (
    <section aria-labelledby={id} className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-7xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-ink via-[#272066] to-primary px-6 py-14 text-center text-white sm:px-12">
        <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-white/80">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
