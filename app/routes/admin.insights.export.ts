// /admin/insights/export.csv: one Insights report as a CSV file, for the roles that may see it.
import { brand } from "#app/config/site.ts";
import { adminHeaders, requireAdmin, requireAllowed } from "#app/features/admin/guard.server.ts";
import { buildReport } from "#app/features/insights/insights.server.ts";
import { readInsightRange } from "#app/features/insights/range.ts";
import { CSV_HEADER, isReportId, reportCsvRows, reportNeeds } from "#app/features/insights/report.ts";
import { csvStream } from "#app/lib/csv.ts";
import type { Route } from "./+types/admin.insights.export";

/**
 * One Insights report as a CSV file (?report=leads&from=…&to=…): its totals and tables, a number a
 * row, quoted and guarded like every export (csv.ts). Aggregates only, so no audit entry: no
 * one's personal data leaves. A role gets only the reports the page shows it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, "insights");
  const params = new URL(request.url).searchParams;
  const id = params.get("report");
  if (!isReportId(id)) throw new Response("There is no such report.", { status: 404, headers: adminHeaders() });
  requireAllowed(session, reportNeeds[id]);
  const range = readInsightRange(params);
  const report = await buildReport[id](context.db, range);
  const rows = reportCsvRows(report);
  const body = csvStream(CSV_HEADER, (async function* () { yield rows; })(), (row) => row);
  return new Response(body, {
    headers: {
      ...adminHeaders(),
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${brand.productSlug}-insights-${id}-${range.from}-to-${range.to}.csv"`,
    },
  });
}
