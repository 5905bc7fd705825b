import { brand } from "#app/config/site.ts";
import { adminHeaders, requireAdmin } from "#app/features/admin/guard.server.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import { countLeads, exportLeadsCsv, matchingLeads } from "#app/features/sales/inbox.server.ts";
import { hasFilters, readLeadFilters } from "#app/features/sales/lead-pipeline.ts";
import type { Route } from "./+types/admin.leads.export";

/**
 * The leads as a CSV download: those the inbox's filters (in the query) match, in its order,
 * streamed as the client reads it (csvExport), so memory stays flat and the first byte leaves at once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, "leads");
  const filters = readLeadFilters(new URL(request.url).searchParams);
  // Personal data leaving in bulk: recorded before the first byte goes, with the filter (a search
  // only as "search", its text may name someone) and the rows it matches. A HEAD sends none.
  if (request.method !== "HEAD") {
    const rows = matchingLeads((await countLeads(context.db, filters)).byStatus, filters);
    const { q, origin, ...filter } = filters;
    await recordAudit(context.db, { actor: { adminId: session.adminId, email: session.email }, action: "leads.exported", subject: "lead", details: { ...filter, ...origin, search: Boolean(q), rows } });
  }
  const log = context.logger.child({ adminId: session.adminId, kind: filters.kind, filtered: hasFilters(filters) });
  const date = new Date().toISOString().slice(0, 10);
  const body = exportLeadsCsv(context.db, filters, {
    onEnd: (rows) => log.info({ rows }, "leads exported"),
    onError: (err) => log.error({ err }, "leads export failed part way"),
  });
  return new Response(body, {
    headers: {
      ...adminHeaders(),
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${brand.productSlug}-leads${filters.kind ? `-${filters.kind}` : ""}-${date}.csv"`,
    },
  });
}
