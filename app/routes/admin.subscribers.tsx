// /admin/subscribers: the "AI Circle of Trust" newsletter's subscribers for sales: each one's status
// and dates, filtered by status, with a CSV export; a request to unsubscribe by e-mail (the mailto
// in List-Unsubscribe) is carried out here. Sales and admins only ("leads").
import { Download } from "lucide-react";
import { useEffect } from "react";
import { data, redirect } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { brand, newsletter } from "#app/config/site.ts";
import { requireAdmin, requireAdminWrite } from "#app/features/admin/guard.server.ts";
import { useNoticeToast } from "#app/features/admin/use-notice-toast.ts";
import { NoticeLine } from "#app/features/admin/notice-line.tsx";
import { FilterTabs } from "#app/features/admin/filter-tabs.tsx";
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from "#app/features/newsletter/subscriber-entry.ts";
import { countSubscribersByStatus, listSubscribers, subscriberKeyset, unsubscribe } from "#app/features/newsletter/subscribers.server.ts";
import { Pager, pagerState } from "#app/features/admin/pager.tsx";
import { sumCounts } from "#app/lib/counts.ts";
import { readPageRequest } from "#app/lib/keyset.server.ts";
import { SubscribersTable } from "#app/features/newsletter/subscribers-table.tsx";
import { queryHref } from "#app/lib/href.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { toastError } from "#app/lib/toast.ts";
import { isUuid } from "#app/lib/uuid.ts";
import type { Route } from "./+types/admin.subscribers";

const PAGE_SIZE = 100;

const isStatus = (value: string | null): value is SubscriberStatus => (SUBSCRIBER_STATUSES as readonly string[]).includes(value ?? "");

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, "leads");
  const params = new URL(request.url).searchParams;
  const statusParam = params.get("status");
  const status = isStatus(statusParam) ? statusParam : null;
  const counting = countSubscribersByStatus(context.db);
  const [counts, page] = await Promise.all([
    counting,
    listSubscribers(context.db, {
      status: status ?? undefined,
      request: readPageRequest(params, subscriberKeyset),
      size: PAGE_SIZE,
      total: () => counting.then((byStatus) => (status ? byStatus[status] : sumCounts(byStatus))),
    }),
  ]);
  return { csrfToken: session.csrfToken, status, subscribers: page.rows, page: pagerState(page), counts };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, form } = await requireAdminWrite(request, context, { can: "leads" });
  const id = form.get("id");
  if (form.get("intent") !== "unsubscribe") return data({ message: "Unknown action." }, { status: 400 });
  if (!isUuid(id)) return data({ message: "There is no such subscriber." }, { status: 404 });
  const subscriber = await unsubscribe(context.db, id, new Date(), { adminId: session.adminId, email: session.email });
  if (!subscriber) return data({ message: "There is no such subscriber." }, { status: 404 });
  context.logger.info({ adminId: session.adminId, subscriberId: id }, "newsletter subscriber unsubscribed by staff");
  const back = new URL(request.url);
  back.searchParams.set("notice", "unsubscribed");
  return redirect(`${back.pathname}${back.search}`);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `Subscribers | ${brand.name} Admin`,
    description: `The ${newsletter.name} newsletter's subscribers.`,
    path: "/admin/subscribers",
    noindex: true,
  });

const notices = {
  unsubscribed: { title: "Success", description: "The address is unsubscribed and gets no more newsletter e-mail." },
} as const;

export default function AdminSubscribersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { status, subscribers, counts, csrfToken, page } = loaderData;
  const notice = useNoticeToast(notices);
  useEffect(() => {
    if (actionData?.message) void toastError({ title: "Error", description: actionData.message });
  }, [actionData]);
  const total = sumCounts(counts);

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Subscribers</h1>
          <p className="mt-1 text-muted-foreground">
            {newsletter.name}: pending ones have not confirmed their address yet; only active ones get the newsletter.
          </p>
        </div>
        <Button asChild variant="outline">
          <a href={queryHref("/admin/subscribers/export.csv", { status })} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>

      <NoticeLine notice={notice} />

      <div className="mt-6 mb-4">
        <FilterTabs
          label="Subscriber status"
          tabs={[
            { label: "All", to: "/admin/subscribers", count: total, current: !status },
            ...SUBSCRIBER_STATUSES.map((value) => ({
              label: value.charAt(0).toUpperCase() + value.slice(1),
              to: queryHref("/admin/subscribers", { status: value }),
              count: counts[value],
              current: status === value,
            })),
          ]}
        />
      </div>
      <SubscribersTable subscribers={subscribers} csrfToken={csrfToken} />
      <Pager page={page} total={status ? counts[status] : total} noun="subscribers" href={(paging) => queryHref("/admin/subscribers", { status, ...paging })} />
    </>
  );
}
