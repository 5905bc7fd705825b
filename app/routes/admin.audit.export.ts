import { brand } from "#app/config/site.ts";
import { adminHeaders, requireAdmin } from "#app/features/admin/guard.server.ts";
import { readAuditFilter } from "#app/features/audit/audit.ts";
import { countAudit, exportAuditCsv, recordAudit } from "#app/features/audit/audit.server.ts";
import type { Route } from "./+types/admin.audit.export";

/**
 * The audit log as a CSV download, admins only: the entries the page's filters (member, action)
 * name, newest first, streamed (csvExport). The export itself is recorded first, with its filter
 * and its rows, as every export is.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, "audit");
  const filter = readAuditFilter(new URL(request.url).searchParams);
  if (request.method !== "HEAD") {
    // The file holds this entry too when the filter takes it in: it is the newest.
    const itself = (!filter.action || filter.action === "audit.exported") && (!filter.actorId || filter.actorId === session.adminId);
    const rows = (await countAudit(context.db, filter)) + (itself ? 1 : 0);
    await recordAudit(context.db, {
      actor: { adminId: session.adminId, email: session.email },
      action: "audit.exported",
      subject: "audit",
      details: { action: filter.action ?? null, member: filter.actorId ?? null, rows },
    });
  }
  const log = context.logger.child({ adminId: session.adminId, ...filter });
  const date = new Date().toISOString().slice(0, 10);
  const body = exportAuditCsv(context.db, filter, {
    onEnd: (rows) => log.info({ rows }, "audit log exported"),
    onError: (err) => log.error({ err }, "audit log export failed part way"),
  });
  return new Response(body, {
    headers: {
      ...adminHeaders(),
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${brand.productSlug}-audit-log-${date}.csv"`,
    },
  });
}
