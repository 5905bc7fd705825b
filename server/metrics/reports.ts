// What one process reports of itself when a scrape or an admin page asks, and how a set of reports
// becomes one answer. A process's report is gathered alone, or with every other's under
// WEB_CONCURRENCY (cluster.ts); either way the caller sees every process.
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue } from "prom-client";
import type { ProcessFigures } from "#app/lib/operations.ts";

export type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

/** `metrics`: the series too, not only the figures; `database`: the database-wide ones as well (one process per scrape). */
export type ReportRequest = { metrics: boolean; database: boolean };

export type ProcessReport = { figures: ProcessFigures; metrics: MetricsJson };

/** Every server process's report. */
export type Gather = (request: ReportRequest) => Promise<ProcessReport[]>;

/** The reports as one Prometheus text answer, each series aggregated by its own rule (summed unless it says otherwise). */
export function exposition(reports: ProcessReport[]): Promise<string> {
  return AggregatorRegistry.aggregate(reports.map((report) => report.metrics)).metrics();
}
