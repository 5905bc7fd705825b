// What every Insights report hands the page and its CSV file: totals for the range against the
// previous one, and tables (the first is the one the chart draws). Plain data, so the page renders
// it, the CSV writes it and a test reads it alike.
import { roleAllows, type StaffCapability, type StaffRole } from "#app/features/admin/roles.ts";
import type { CsvRow } from "#app/lib/csv.ts";

export const REPORT_IDS = ["leads", "sources", "conversion", "meetings", "pipeline", "content", "newsletter"] as const;
export type ReportId = (typeof REPORT_IDS)[number];
export const isReportId = (value: unknown): value is ReportId => REPORT_IDS.includes(value as ReportId);

/** A count in this range and in the previous one. */
export type RangeCount = { current: number; previous: number };

/** One total: this range's figure and the previous range's (null when there is nothing to measure, e.g. a median of no meetings). */
export type Total = { label: string; current: number | null; previous: number | null; unit?: "hours" };

/** A row: its label, its numbers in the table's column order, and the inbox's view of the leads behind it. */
export type ReportRow = { key: string; label: string; values: number[]; href?: string };

export type ReportTable = {
  caption: string;
  /** The heading of the rows' labels ("Day", "Form"). */
  rowHeading: string;
  columns: string[];
  rows: ReportRow[];
  /** Said under the table when it has no rows. */
  empty: string;
};

/** How the first table is drawn: bars per row, stacked or side by side, of all its columns or of those named (one scale must suit them). */
export type ChartSpec = { stacked: boolean; columns?: string[] };

export type InsightReport = {
  id: ReportId;
  title: string;
  /** One sentence on what is counted and when. */
  about: string;
  totals: Total[];
  chart: ChartSpec;
  tables: ReportTable[];
};

export const CSV_HEADER = ["Table", "Row", "Column", "Value"] as const;

/** A report as CSV rows, one per number ("long" form, which any spreadsheet pivots): the totals, then each table. */
export function reportCsvRows(report: InsightReport): CsvRow[] {
  const totals = report.totals.flatMap((total): CsvRow[] => [
    ["Totals", total.label, "This range", total.current],
    ["Totals", total.label, "Previous range", total.previous],
  ]);
  const cells = report.tables.flatMap((table) =>
    table.rows.flatMap((row) => table.columns.map((column, i): CsvRow => [table.caption, row.label, column, row.values[i] ?? 0])),
  );
  return [...totals, ...cells];
}

/** Which capability a report needs besides `insights` (roles.ts explains the choice). */
export const reportNeeds: Record<ReportId, StaffCapability> = {
  leads: "leads",
  sources: "leads",
  meetings: "leads",
  pipeline: "leads",
  conversion: "leads",
  content: "insights",
  newsletter: "insights",
};

export const reportsFor = (role: StaffRole): ReportId[] => REPORT_IDS.filter((id) => roleAllows(role, reportNeeds[id]));
