// An Insights report's chart: bars per row of its first table, one series per drawn column, in the
// site's colours (the theme's CSS variables). recharts is loaded with this module only, on the
// Insights page after hydration (report-panel.tsx), so it never enters the admin's shared bundle.
// The chart repeats the table beside it, which is what assistive technology reads: it is hidden
// from it, and takes no keyboard focus. A bar with leads behind it opens the inbox with them.
import { useNavigate } from "react-router";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import type { ChartSpec, ReportTable } from "./report.ts";

/** The theme's colours, in the order series take them. */
const SERIES_COLOURS = ["var(--primary)", "var(--brand-amber)", "var(--accent-foreground)", "var(--muted-foreground)", "var(--destructive)"];

export default function InsightsChart({ table, chart }: { table: ReportTable; chart: ChartSpec }) {
  const navigate = useNavigate();
  const drawn = chart.columns ?? table.columns;
  const valuesOf = (row: ReportTable["rows"][number]) => drawn.map((column) => row.values[table.columns.indexOf(column)] ?? 0);
  const points = table.rows.map((row) => {
    const values = valuesOf(row);
    return { label: row.label.replace(/^Week of /, ""), href: row.href, ...Object.fromEntries(drawn.map((column, i) => [column, values[i]])) };
  });
  const wholeNumbers = table.rows.every((row) => valuesOf(row).every(Number.isInteger));
  return (
    <div aria-hidden="true" className="h-64 w-full min-w-0">
      <BarChart data={points} responsive accessibilityLayer={false} style={{ width: "100%", height: "100%" }} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" tick={{ fontSize: 11, fill: "var(--muted-foreground)" }} tickLine={false} minTickGap={12} />
        <YAxis allowDecimals={!wholeNumbers} tick={{ fontSize: 11, fill: "var(--muted-foreground)" }} tickLine={false} axisLine={false} />
        <Tooltip cursor={{ fill: "var(--muted)" }} contentStyle={{ borderRadius: 8, borderColor: "var(--border)", fontSize: 12 }} />
        {/* In the table's column order, not alphabetical. */}
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
        {drawn.map((column, i) => (
          <Bar
            key={column}
            dataKey={column}
            stackId={chart.stacked ? "all" : undefined}
            fill={SERIES_COLOURS[i % SERIES_COLOURS.length]}
            isAnimationActive={false}
            cursor={points.some((point) => point.href) ? "pointer" : undefined}
            onClick={(entry) => {
              const href = (entry as { payload?: { href?: string } }).payload?.href;
              if (href) void navigate(href);
            }}
          />
        ))}
      </BarChart>
    </div>
  );
}
