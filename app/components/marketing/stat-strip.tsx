import type { Stat } from "#app/content/products.ts";

/** A row of headline figures under a hero. */
export function StatStrip({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <section aria-label={label} className="border-b bg-background">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 sm:px-6 md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="text-center">
            <dt className="text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="order-first text-3xl font-bold tracking-tight text-primary sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
