// /admin/insights/export.csv: one Insights report as a CSV file, for the roles that may see it.
import { brand } from "#app/config/site.ts";
import { adminHeaders, requireAdmin, requireAllowed } from "#app/features/admin/guard.server.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import { buildReport } from "#app/features/insights/insights.server.ts";
import { readInsightRange } from "#app/features/insights/range.ts";
import { CSV_HEADER, isReportId, reportCsvRows, reportNeeds } from "#app/features/insights/report.ts";
import { csvStream } from "#app/lib/csv.ts";
import type { Route } from "./+types/admin.insights.export";

/**
 * One Insights report as a CSV file (?report=leads&from=…&to=…): its totals and tables, a number a
 * row, quoted and guarded like every export (csv.ts). Counts only, but named by the staff they are
 * about (owners, hosts), so it is audited like every other download. A role gets only the reports
 * the page shows it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, "insights");
  const params = new URL(request.url).searchParams;
  const id = params.get("report");
  if (!isReportId(id)) throw new Response("There is no such report.", { status: 404, headers: adminHeaders() });
  requireAllowed(session, reportNeeds[id]);
  const range = readInsightRange(params);
  const rows = reportCsvRows(await buildReport[id](context.db, range));
  if (request.method !== "HEAD") {
    const details = { report: id, from: range.from, to: range.to, rows: rows.length };
    await recordAudit(context.db, { actor: { adminId: session.adminId, email: session.email }, action: "insights.exported", subject: "report", details });
  }
  const body = csvStream(CSV_HEADER, (async function* () { yield rows; })(), (row) => row);
  return new Response(body, {
    headers: {
      ...adminHeaders(),
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${brand.productSlug}-insights-${id}-${range.from}-to-${range.to}.csv"`,
    },
  });
}
