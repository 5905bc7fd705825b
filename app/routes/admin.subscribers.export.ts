import { brand } from "#app/config/site.ts";
import { adminHeaders, requireAdmin } from "#app/features/admin/guard.server.ts";
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from "#app/features/newsletter/subscriber-entry.ts";
import { exportSubscribers } from "#app/features/newsletter/subscribers.server.ts";
import { subscribersToCsv } from "#app/features/newsletter/subscribers-csv.ts";
import type { Route } from "./+types/admin.subscribers.export";

/** The newsletter's subscribers as a CSV download (all of them, or one status). Sales and admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, "leads");
  const param = new URL(request.url).searchParams.get("status");
  const status = (SUBSCRIBER_STATUSES as readonly string[]).includes(param ?? "") ? (param as SubscriberStatus) : undefined;
  const subscribers = await exportSubscribers(context.db, status);
  context.logger.info({ adminId: session.adminId, status, rows: subscribers.length }, "newsletter subscribers exported");
  const date = new Date().toISOString().slice(0, 10);
  return new Response(subscribersToCsv(subscribers), {
    headers: {
      ...adminHeaders(),
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${brand.productSlug}-newsletter-subscribers${status ? `-${status}` : ""}-${date}.csv"`,
    },
  });
}
