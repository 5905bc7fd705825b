import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** The small centred card of the pages that let someone in: sign-in, and an invitation's password. */
export function AccountCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section className="flex justify-center px-4 py-16 sm:py-24">
      <div className="w-full max-w-sm rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <div className="flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon aria-hidden="true" className="size-5" />
        </div>
        <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
        {children}
      </div>
    </section>
  );
}
