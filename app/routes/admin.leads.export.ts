import { brand } from "#app/config/site.ts";
import { adminHeaders, requireAdmin } from "#app/features/admin/guard.server.ts";
import { leadsToCsv } from "#app/features/leads/inbox.ts";
import { exportLeads } from "#app/features/leads/inbox.server.ts";
import { readLeadFilters } from "#app/features/leads/lead-pipeline.ts";
import type { Route } from "./+types/admin.leads.export";

/** The leads as a CSV download: those the inbox's filters (in the query) match, in its order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, "leads");
  const filters = readLeadFilters(new URL(request.url).searchParams);
  const leads = await exportLeads(context.db, filters);
  context.logger.info({ adminId: session.adminId, kind: filters.kind, filtered: Boolean(filters.q || filters.status || filters.owner || filters.from || filters.to), rows: leads.length }, "leads exported");
  const date = new Date().toISOString().slice(0, 10);
  return new Response(leadsToCsv(leads), {
    headers: {
      ...adminHeaders(),
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${brand.productSlug}-leads${filters.kind ? `-${filters.kind}` : ""}-${date}.csv"`,
    },
  });
}
