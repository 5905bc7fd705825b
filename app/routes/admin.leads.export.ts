import { brand } from "#app/config/site.ts";
import { adminHeaders, requireAdmin } from "#app/features/admin/guard.server.ts";
import { isLeadKind, leadsToCsv } from "#app/features/leads/inbox.ts";
import { exportLeads } from "#app/features/leads/inbox.server.ts";
import type { Route } from "./+types/admin.leads.export";

/** The leads as a CSV download (all of them, or one kind). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context);
  const kindParam = new URL(request.url).searchParams.get("kind");
  const kind = isLeadKind(kindParam) ? kindParam : undefined;
  const leads = await exportLeads(context.db, kind);
  context.logger.info({ adminId: session.adminId, kind, rows: leads.length }, "leads exported");
  const date = new Date().toISOString().slice(0, 10);
  return new Response(leadsToCsv(leads), {
    headers: {
      ...adminHeaders(),
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${brand.productSlug}-leads${kind ? `-${kind}` : ""}-${date}.csv"`,
    },
  });
}
