import type { RiskDimension, Severity } from "#app/content/trust-score.ts";
import { cn } from "#app/lib/utils.ts";

const SEVERITY_STYLE: Record<Severity, string> = {
  Critical: "bg-red-100 text-red-800 ring-red-200",
  High: "bg-orange-100 text-orange-800 ring-orange-200",
  Medium: "bg-amber-100 text-amber-900 ring-amber-200",
  Low: "bg-emerald-100 text-emerald-800 ring-emerald-200",
};

function SeverityBadge({ severity }: { severity: Severity }) {
  return (
    <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset", SEVERITY_STYLE[severity])}>
      {severity}
      <span className="sr-only"> severity</span>
    </span>
  );
}

/** The nine risk dimensions of the AI Trust Score with their severity labels. */
export function RiskDimensionGrid({ dimensions }: { dimensions: readonly RiskDimension[] }) {
  return (
    <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {dimensions.map((dimension) => (
        <li key={dimension.title} className="flex flex-col rounded-xl border bg-card p-5 shadow-xs">
          <div className="flex items-start justify-between gap-3">
            <h3 className="font-semibold">{dimension.title}</h3>
            <SeverityBadge severity={dimension.severity} />
          </div>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{dimension.description}</p>
        </li>
      ))}
    </ul>
  );
}
