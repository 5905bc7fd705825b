import type { LucideIcon } from "lucide-react";
import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { addresses } from "#app/config/site.ts";
import { mailtoHref } from "#app/lib/href.ts";

/** The shared frame of the three thank-you pages: a check mark, the headline and the lead. */
export function ThankYouHero({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <CircleCheck aria-hidden="true" className="size-9" />
      </span>
      <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
      <div className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{children}</div>
    </div>
  );
}

export type InfoRow = { icon: LucideIcon; title: string; text: string };

export function InfoRows({ rows }: { rows: InfoRow[] }) {
  return (
    <ul className="mx-auto mt-10 grid max-w-3xl gap-4 sm:grid-cols-3">
      {rows.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-xl border bg-card p-5 text-center shadow-sm">
          <Icon aria-hidden="true" className="mx-auto size-6 text-primary" />
          <p className="mt-3 font-semibold">{title}</p>
          <p className="mt-1 text-sm text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}

/** "Need to … ? Email us at sales@…" */
export function SalesMailLine({ lead, subject }: { lead: string; subject: string }) {
  return (
    <p className="mt-10 text-center text-sm text-muted-foreground">
      {lead}{" "}
      <a
        href={mailtoHref(addresses.sales, { subject })}
        className="font-medium text-primary underline underline-offset-4"
      >
        {addresses.sales}
      </a>
    </p>
  );
}

export function ThankYouShell({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-24">{children}</div>;
}
