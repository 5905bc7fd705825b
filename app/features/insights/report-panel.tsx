// One Insights report on the page: its totals against the previous range, its chart (loaded after
// hydration, see insights-chart.tsx) beside the first table, its other tables, and its CSV file.
// Every number is in a real table with a caption; rows with leads behind them link to the inbox.
import { Download } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { queryHref } from "#app/lib/href.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { cn } from "#app/lib/utils.ts";
import type { InsightRange } from "./range.ts";
import type { ChartSpec, InsightReport, ReportTable, Total } from "./report.ts";

/** A table below the chart's row with more columns than this takes the whole width (five measures do not fit half of it). */
const WIDE_TABLE_COLUMNS = 4;

const InsightsChart = lazy(() => import("./insights-chart.tsx"));

const number = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
const figure = (value: number | null, unit?: "hours") => (value === null ? "–" : `${number.format(value)}${unit === "hours" ? " h" : ""}`);

/** The change against the previous range, in words a screen reader says as well as it shows. */
function change({ current, previous }: Total): string {
  if (current === null || previous === null) return "no comparison";
  if (previous === 0) return current === 0 ? "no change" : "none before";
  const percent = Math.round(((current - previous) / previous) * 100);
  return percent === 0 ? "no change" : `${percent > 0 ? "+" : "−"}${Math.abs(percent)}%`;
}

function Totals({ totals }: { totals: Total[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {totals.map((total) => (
        <div key={total.label} className="rounded-lg border p-3">
          <dt className="text-xs text-muted-foreground">{total.label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{figure(total.current, total.unit)}</dd>
          <dd className="text-xs text-muted-foreground">
            {change(total)} · previous {figure(total.previous, total.unit)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function NumbersTable({ table }: { table: ReportTable }) {
  if (table.rows.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{table.caption}:</span> {table.empty}
      </p>
    );
  }
  return (
    <div role="region" aria-label={table.caption} tabIndex={0} className="max-h-[30rem] overflow-auto rounded-lg border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
      <table className="w-full text-sm">
        <caption className="px-3 py-2 text-left font-medium">{table.caption}</caption>
        <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-2 py-2 font-medium sm:px-3">
              {table.rowHeading}
            </th>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-2 text-right font-medium sm:px-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {table.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="max-w-40 px-2 py-1.5 text-left font-normal break-words sm:max-w-64 sm:px-3">
                {row.href ? (
                  <Link to={row.href} className="text-primary underline underline-offset-4">
                    {row.label}
                  </Link>
                ) : (
                  row.label
                )}
              </th>
              {row.values.map((value, i) => (
                <td key={table.columns[i]} className="px-2 py-1.5 text-right tabular-nums sm:px-3">
                  {number.format(value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The chart's place: empty until the page is hydrated and recharts has loaded (the table beside it holds the numbers). */
function ChartSlot({ table, chart }: { table: ReportTable; chart: ChartSpec }) {
  const hydrated = useHydrated();
  const placeholder = <div className="h-64 w-full rounded-lg bg-muted/40" />;
  if (!hydrated || table.rows.length === 0) return table.rows.length === 0 ? null : placeholder;
  return (
    <Suspense fallback={placeholder}>
      <InsightsChart table={table} chart={chart} />
    </Suspense>
  );
}

export function ReportPanel({ report, range }: { report: InsightReport; range: InsightRange }) {
  const [first, ...rest] = report.tables;
  const headingId = `report-${report.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-10 border-t pt-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-semibold">
            {report.title}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{report.about}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <a href={queryHref("/admin/insights/export.csv", { report: report.id, from: range.from, to: range.to })} download>
            <Download aria-hidden="true" />
            CSV<span className="sr-only"> of {report.title.toLowerCase()}</span>
          </a>
        </Button>
      </div>
      <div className="mt-4">
        <Totals totals={report.totals} />
      </div>
      {first && (
        <div className="mt-4 grid min-w-0 gap-4 lg:grid-cols-2">
          <div className="min-w-0" data-chart={report.id}>
            <ChartSlot table={first} chart={report.chart} />
          </div>
          <div className="min-w-0">
            <NumbersTable table={first} />
          </div>
        </div>
      )}
      {rest.length > 0 && (
        <div className="mt-4 grid min-w-0 gap-4 lg:grid-cols-2">
          {rest.map((table) => (
            <div key={table.caption} className={cn("min-w-0", table.columns.length > WIDE_TABLE_COLUMNS && "lg:col-span-2")}>
              <NumbersTable table={table} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
