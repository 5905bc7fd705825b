import type { Feature } from "#app/content/products.ts";
import { cn } from "#app/lib/utils.ts";
import { ContentIcon } from "./content-icon.tsx";

/** Rows come out full: eight features sit four to a row, six three to a row. */
function balancedColumns(count: number): 2 | 3 | 4 {
  if (count % 3 === 0) return 3;
  if (count % 4 === 0) return 4;
  return 3;
}

/** Cards of titled features; headings are h3 under the section's h2. */
export function FeatureGrid({ features, columns = balancedColumns(features.length) }: { features: readonly Feature[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul
      className={cn(
        "mt-12 grid gap-6 sm:grid-cols-2",
        columns === 3 && "lg:grid-cols-3",
        columns === 4 && "lg:grid-cols-4",
      )}
    >
      {features.map((feature) => (
        <li key={feature.title} className="rounded-xl border bg-card p-6 shadow-xs">
          <ContentIcon name={feature.icon} />
          <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
