import type { Audience } from "#app/content/products.ts";
import { ContentIcon } from "./content-icon.tsx";

/** Who the product serves: four user groups. */
export function AudienceGrid({ audiences }: { audiences: readonly Audience[] }) {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {audiences.map((audience) => (
        <li key={audience.title} className="rounded-xl bg-card p-6 shadow-sm ring-1 ring-border">
          <ContentIcon name={audience.icon} className="bg-brand-ink text-brand-amber" />
          <h3 className="mt-4 font-semibold">{audience.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{audience.description}</p>
        </li>
      ))}
    </ul>
  );
}
