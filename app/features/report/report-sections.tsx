import { AlertOctagon, AlertTriangle, Download, Info, Lock } from "lucide-react";
import { SectionHeading } from "#app/components/page/page-hero.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { files } from "#app/config/site.ts";
import { type KeyFigure, maskScore, type RankingCategory, type RankingRow, type ReportFinding, type Severity } from "#app/content/report.ts";
import { cn } from "#app/lib/utils.ts";

/** The report PDF: a public file, opened in a new tab. */
export function DownloadReportButton({ variant = "default", className }: { variant?: "default" | "secondary"; className?: string }) {
  return (
    <Button asChild size="lg" variant={variant} className={className}>
      <a href={files.report} target="_blank" rel="noopener noreferrer">
        <Download aria-hidden="true" /> Download Full Report
        <span className="sr-only"> (PDF, opens in a new tab)</span>
      </a>
    </Button>
  );
}

export function KeyFigureTiles({ figures }: { figures: KeyFigure[] }) {
  return (
    <section aria-labelledby="key-findings-title">
      <SectionHeading id="key-findings-title" title="Key Findings at a Glance" />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map((figure) => (
          <li key={figure.label} className="rounded-2xl border bg-card p-6 text-center shadow-sm">
            <p className="text-4xl font-extrabold tracking-tight text-primary sm:text-5xl">{figure.value}</p>
            <p className="mt-2 font-semibold text-brand-ink">{figure.label}</p>
            <p className="mt-2 text-sm leading-6 text-muted-foreground">{figure.detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const severityStyle: Record<Severity, { label: string; className: string; icon: typeof Info }> = {
  critical: { label: "Critical", className: "bg-red-100 text-red-800 border-red-200", icon: AlertOctagon },
  high: { label: "High", className: "bg-orange-100 text-orange-800 border-orange-200", icon: AlertTriangle },
  medium: { label: "Medium", className: "bg-amber-100 text-amber-900 border-amber-200", icon: Info },
};

export function FindingCards({ findings }: { findings: ReportFinding[] }) {
  return (
    <section aria-labelledby="findings-title">
      <SectionHeading
        id="findings-title"
        title="What We Found"
        intro="Four findings every security and compliance team should act on this quarter."
      />
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {findings.map((finding) => {
          const severity = severityStyle[finding.severity];
          const Icon = severity.icon;
          return (
            <li key={finding.title} className="rounded-2xl border bg-card p-6 shadow-sm">
              <span
                className={cn("inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold", severity.className)}
              >
                <Icon aria-hidden="true" className="size-3.5" />
                <span className="sr-only">Severity: </span>
                {severity.label}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{finding.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{finding.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const categoryStyle: Record<RankingCategory, string> = {
  Excellent: "bg-emerald-100 text-emerald-800",
  Good: "bg-sky-100 text-sky-800",
  Fair: "bg-amber-100 text-amber-900",
  Poor: "bg-red-100 text-red-800",
};

/** Only the leading digit of each score is on the page; the rest is a blurred mask. */
export function ModelRanking({ rows }: { rows: RankingRow[] }) {
  return (
    <section aria-labelledby="ranking-title">
      <SectionHeading
        id="ranking-title"
        title="AI Trust Score Rankings"
        intro="Six leading models scored on a 0 to 100 scale across nine risk dimensions. Full scores and per-dimension results are in the report."
      />
      <ol className="mx-auto mt-10 max-w-4xl divide-y overflow-hidden rounded-2xl border bg-card shadow-sm">
        {rows.map((row, index) => {
          const { visible, hidden } = maskScore(row);
          return (
            <li key={row.model} data-testid="ranking-row" className="flex items-center gap-4 px-4 py-4 sm:px-6">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-primary">
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{row.model}</p>
                <p className="text-sm text-muted-foreground">{row.provider}</p>
                {/* On phones the category sits under the model; from sm up it has its own column. */}
                <span className={cn("mt-1 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold sm:hidden", categoryStyle[row.category])}>
                  {row.category}
                </span>
              </div>
              <span className={cn("hidden rounded-full px-2.5 py-0.5 text-xs font-semibold sm:inline-block", categoryStyle[row.category])}>
                {row.category}
              </span>
              <span className="flex w-20 shrink-0 items-center justify-end gap-1.5" data-testid="masked-score">
                <Lock aria-hidden="true" className="size-3.5 text-muted-foreground" />
                <span aria-hidden="true" className="font-mono text-xl font-bold text-brand-ink">
                  {visible}
                  {/* The mask stands in for the hidden digits; it carries no information to unblur. */}
                  <span className="ml-0.5 inline-block rounded-sm bg-brand-ink/45 text-transparent blur-[2.5px] select-none">
                    {hidden}
                  </span>
                </span>
                <span className="sr-only">
                  Score starting with {visible}, full score in the report. Rated {row.category}.
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="mt-4 text-center text-sm text-muted-foreground">
        Scores are masked on this page. Download the full report for exact scores and the nine-dimension breakdown.
      </p>
    </section>
  );
}
