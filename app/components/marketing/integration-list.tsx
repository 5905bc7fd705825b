import { Check } from "lucide-react";

type Props = { integrations?: readonly string[]; compliance?: readonly string[] };

/** Two columns: what the product connects to, and the frameworks its controls map to. */
export function IntegrationList({ integrations, compliance }: Props) {
  return (
    <div className="mt-12 grid gap-6 md:grid-cols-2">
      {integrations && (
        <div className="rounded-xl border bg-card p-6">
          <h3 className="font-semibold">Works with</h3>
          <ul className="mt-4 space-y-3 text-sm">
            {integrations.map((item) => (
              <li key={item} className="flex gap-3">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      )}
      {compliance && (
        <div className="rounded-xl border bg-card p-6">
          <h3 className="font-semibold">Compliance mapping</h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {compliance.map((item) => (
              <li key={item} className="rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted-foreground">
            Policies and findings carry their framework references, and audit evidence exports as PDF or CSV.
          </p>
        </div>
      )}
    </div>
  );
}
