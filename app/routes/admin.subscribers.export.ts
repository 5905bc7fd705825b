import { brand } from "#app/config/site.ts";
import { adminHeaders, requireAdmin } from "#app/features/admin/guard.server.ts";
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from "#app/features/newsletter/subscriber-entry.ts";
import { countSubscribersByStatus, exportSubscribersCsv } from "#app/features/newsletter/subscribers.server.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import { sumCounts } from "#app/lib/counts.ts";
import type { Route } from "./+types/admin.subscribers.export";

/** The newsletter's subscribers as a CSV download (all of them, or one status), streamed. Sales and admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, "leads");
  const param = new URL(request.url).searchParams.get("status");
  const status = (SUBSCRIBER_STATUSES as readonly string[]).includes(param ?? "") ? (param as SubscriberStatus) : undefined;
  // Addresses leaving in bulk: recorded before the first byte goes, with the status chosen and the rows. A HEAD sends none.
  if (request.method !== "HEAD") {
    const counts = await countSubscribersByStatus(context.db);
    const rows = status ? counts[status] : sumCounts(counts);
    await recordAudit(context.db, { actor: { adminId: session.adminId, email: session.email }, action: "subscribers.exported", subject: "subscriber", details: { status: status ?? null, rows } });
  }
  const log = context.logger.child({ adminId: session.adminId, status });
  const date = new Date().toISOString().slice(0, 10);
  const body = exportSubscribersCsv(context.db, status, {
    onEnd: (rows) => log.info({ rows }, "newsletter subscribers exported"),
    onError: (err) => log.error({ err }, "newsletter subscribers export failed part way"),
  });
  return new Response(body, {
    headers: {
      ...adminHeaders(),
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${brand.productSlug}-newsletter-subscribers${status ? `-${status}` : ""}-${date}.csv"`,
    },
  });
}
