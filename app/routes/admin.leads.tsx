import { Download } from "lucide-react";
import { useEffect } from "react";
import { data, Link, redirect } from "react-router";
import { FilterTabs } from "#app/features/leads/filter-tabs.tsx";
import { LeadDetail } from "#app/features/leads/lead-detail.tsx";
import { LeadsTable } from "#app/features/leads/leads-table.tsx";
import { OutboxTable } from "#app/features/mail/outbox-table.tsx";
import { useNoticeToast } from "#app/features/admin/use-notice-toast.ts";
import { Button } from "#app/components/ui/button.tsx";
import { brand } from "#app/config/site.ts";
import { requireAdmin, requireAdminWrite } from "#app/features/admin/guard.server.ts";
import { isLeadKind, LEAD_KINDS, leadKindLabels } from "#app/features/leads/inbox.ts";
import { countLeadsByKind, getLeadDetail, listLeads } from "#app/features/leads/inbox.server.ts";
import { listOutbox } from "#app/features/mail/outbox.server.ts";
import { OUTBOX_STATUSES } from "#app/features/mail/outbox.ts";
import { outboxStatusOf, retryDeadMessage } from "#app/features/mail/outbox.server.ts";
import { changeBookingAsStaff, staffBookingOf } from "#app/features/booking/booking-lifecycle.server.ts";
import { StaffBookingPanel, STAFF_INTENTS, type StaffChangeError } from "#app/features/booking/staff-booking-panel.tsx";
import { queryHref } from "#app/lib/href.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { toastError } from "#app/lib/toast.ts";
import type { Route } from "./+types/admin.leads";

const PAGE_SIZE = 50;
const OUTBOX_LIMIT = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const view = params.get("view") === "outbox" ? "outbox" : "leads";
  const kindParam = params.get("kind");
  const kind = isLeadKind(kindParam) ? kindParam : undefined;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const statusParam = params.get("status") ?? "";
  const status = (OUTBOX_STATUSES as readonly string[]).includes(statusParam) ? statusParam : undefined;
  const detailId = params.get("id");

  const [list, kindCounts, outbox, detail] = await Promise.all([
    view === "leads" ? listLeads(context.db, { kind, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }) : null,
    countLeadsByKind(context.db),
    listOutbox(context.db, { status: view === "outbox" ? status : "dead", limit: view === "outbox" ? OUTBOX_LIMIT : 0 }),
    detailId ? getLeadDetail(context.db, detailId) : undefined,
  ]);
  const booking = detail ? await staffBookingOf(context.db, detail.lead.id, new Date()) : null;
  return {
    csrfToken: session.csrfToken,
    view,
    kind: kind ?? null,
    page,
    pageCount: list ? Math.max(1, Math.ceil(list.total / PAGE_SIZE)) : 1,
    leads: list?.leads ?? [],
    kindCounts,
    outbox: outbox.messages,
    outboxCounts: outbox.counts,
    outboxStatus: status ?? null,
    detail: detail ?? null,
    booking,
    slots: context.env.BOOKING_SLOTS,
    detailMissing: Boolean(detailId && !detail),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, form } = await requireAdminWrite(request, context);
  const intent = form.get("intent");
  if (intent === STAFF_INTENTS.reschedule || intent === STAFF_INTENTS.cancel) return staffBookingChange(context, session.email, intent, form);
  if (intent !== "retry") return data({ message: "Unknown action." }, { status: 400 });
  const id = String(form.get("id") ?? "");
  const configured = { smtpConfigured: Boolean(context.env.SMTP_URL), webhooksConfigured: Boolean(context.env.WEBHOOK_URL) };
  let status: string | null;
  try {
    if (!(await retryDeadMessage(context.db, id, configured))) {
      return data({ message: "This message is no longer waiting for a retry." }, { status: 409 });
    }
    status = await outboxStatusOf(context.db, id);
  } catch (error) {
    context.logger.error({ err: error, outboxId: id }, "outbox retry failed");
    return data({ message: "Failed to queue the e-mail again." }, { status: 500 });
  }
  context.logger.info({ adminId: session.adminId, outboxId: id }, "dead e-mail queued again");
  // Back where the button was pressed: the outbox list or a lead's detail.
  const back = new URL(request.headers.get("Referer") ?? "/admin/leads?view=outbox", new URL(request.url).origin);
  const target = back.pathname === "/admin/leads" ? back : new URL("/admin/leads?view=outbox", back.origin);
  target.searchParams.set("notice", status === "held" ? "held" : "retried");
  return redirect(`${target.pathname}${target.search}`);
}

/** Staff reschedule or cancel a lead's booking; the role was checked by the action. */
async function staffBookingChange(
  context: Route.ActionArgs["context"],
  staffEmail: string,
  intent: (typeof STAFF_INTENTS)[keyof typeof STAFF_INTENTS],
  form: FormData,
) {
  const leadId = String(form.get("id") ?? "");
  const field = (name: string) => (typeof form.get(name) === "string" ? String(form.get(name)) : undefined);
  const action = intent === STAFF_INTENTS.reschedule ? "reschedule" : "cancel";
  const input = action === "reschedule" ? { date: field("date"), time: field("time"), reason: field("reason") } : { reason: field("reason") };
  let result;
  try {
    result = await changeBookingAsStaff({ env: context.env, db: context.db, logger: context.logger, clientIp: context.clientIp }, leadId, action, input, staffEmail);
  } catch (error) {
    context.logger.error({ err: error, leadId }, "staff booking change failed");
    return data({ message: "The booking could not be changed just now. Please try again.", bookingError: null }, { status: 503 });
  }
  if (!result.ok) {
    const bookingError: StaffChangeError = { intent, message: result.message, fields: result.fields };
    return data({ message: undefined, bookingError }, { status: result.status });
  }
  context.logger.info({ leadId, action, staffEmail }, "booking changed by staff");
  return redirect(`${queryHref("/admin/leads", { id: leadId, notice: action === "reschedule" ? "rescheduled" : "cancelled" })}`);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `Leads | ${brand.name} Admin`,
    description: "Bookings, contact messages, datasheet requests and the e-mail outbox.",
    path: "/admin/leads",
    noindex: true,
  });

const notices = {
  rescheduled: { title: "Success", description: "The booking is moved; the visitor and sales get the updated invite." },
  cancelled: { title: "Success", description: "The booking is cancelled; the visitor and sales get the cancellation." },
  retried: { title: "Success", description: "The message is queued to be sent again." },
  held: { title: "Success", description: "The message will be sent once its channel is configured (SMTP_URL for e-mail, WEBHOOK_URL for webhooks)." },
} as const;

const query = (values: Record<string, string | number | null | undefined>) => queryHref("/admin/leads", values);

export default function AdminLeadsPage({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  const notice = useNoticeToast(notices);
  useEffect(() => {
    if (actionData?.message) void toastError({ title: "Error", description: actionData.message });
  }, [actionData]);

  const total = Object.values(data.kindCounts).reduce((sum, n) => sum + n, 0);
  const outboxTotal = Object.values(data.outboxCounts).reduce((sum, n) => sum + n, 0);
  const dead = data.outboxCounts.dead ?? 0;
  const listState = { view: data.view === "outbox" ? "outbox" : null, kind: data.kind, status: data.outboxStatus };

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Leads</h1>
          <p className="mt-1 text-muted-foreground">Bookings, contact messages and datasheet requests, newest first.</p>
        </div>
        <Button asChild variant="outline">
          <a href={queryHref("/admin/leads/export.csv", { kind: data.kind })} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>

      <div className="mt-6">
        <FilterTabs
          look="tabs"
          label="Inbox views"
          tabs={[
            { label: "Leads", to: query({ kind: data.kind }), count: total, current: data.view === "leads" },
            { label: "E-mail outbox", to: query({ view: "outbox" }), count: outboxTotal, current: data.view === "outbox" },
          ]}
        />
      </div>

      {notice && (
        <p role="status" className="mt-6 rounded-md bg-primary/10 px-4 py-3 text-sm text-primary">
          {notice.description}
        </p>
      )}
      {actionData?.message && (
        <p role="alert" className="mt-6 rounded-md bg-destructive/10 px-4 py-3 text-sm text-destructive">
          {actionData.message}
        </p>
      )}
      {dead > 0 && data.view === "leads" && (
        <p role="status" className="mt-6 rounded-md bg-destructive/10 px-4 py-3 text-sm text-destructive">
          {dead} {dead === 1 ? "e-mail" : "e-mails"} could not be delivered.{" "}
          <Link to={query({ view: "outbox", status: "dead" })} className="font-medium underline underline-offset-4">
            Review and retry
          </Link>
        </p>
      )}

      {data.detailMissing && (
        <p role="alert" className="mt-6 rounded-md bg-destructive/10 px-4 py-3 text-sm text-destructive">
          That lead no longer exists.
        </p>
      )}
      {data.detail && (
        <div className="mt-6">
          <LeadDetail
            lead={data.detail.lead}
            invite={data.detail.invite}
            messages={data.detail.messages}
            closeHref={query({ ...listState, page: data.page > 1 ? data.page : null })}
            csrfToken={data.csrfToken}
          >
            {data.booking && (
              <StaffBookingPanel
                leadId={data.detail.lead.id}
                booking={data.booking}
                slots={data.slots}
                csrfToken={data.csrfToken}
                error={actionData && "bookingError" in actionData ? (actionData.bookingError ?? null) : null}
              />
            )}
          </LeadDetail>
        </div>
      )}

      {data.view === "leads" ? (
        <section aria-labelledby="leads-heading" className="mt-8">
          <h2 id="leads-heading" className="sr-only">
            {data.kind ? leadKindLabels[data.kind] : "All leads"}
          </h2>
          <FilterTabs
            label="Lead kinds"
            tabs={[
              { label: "All", to: query({}), count: total, current: !data.kind },
              ...LEAD_KINDS.map((kind) => ({
                label: leadKindLabels[kind],
                to: query({ kind }),
                count: data.kindCounts[kind] ?? 0,
                current: data.kind === kind,
              })),
            ]}
          />
          <div className="mt-4">
            <LeadsTable leads={data.leads} detailHref={(id) => query({ kind: data.kind, page: data.page > 1 ? data.page : null, id })} />
          </div>
          {data.pageCount > 1 && (
            <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-4 text-sm">
              {data.page > 1 ? (
                <Link to={query({ kind: data.kind, page: data.page - 1 })} className="text-primary underline underline-offset-4">
                  Newer
                </Link>
              ) : (
                <span />
              )}
              <span className="text-muted-foreground">
                Page {data.page} of {data.pageCount}
              </span>
              {data.page < data.pageCount ? (
                <Link to={query({ kind: data.kind, page: data.page + 1 })} className="text-primary underline underline-offset-4">
                  Older
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </section>
      ) : (
        <section aria-labelledby="outbox-heading" className="mt-8">
          <h2 id="outbox-heading" className="text-xl font-semibold">
            E-mail outbox
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted-foreground">
            Every e-mail the site writes, and every webhook event for the CRM, waits here until it is sent. Held ones wait
            for SMTP (or, for webhooks, WEBHOOK_URL) to be configured; dead ones failed every attempt and can be retried.
          </p>
          <FilterTabs
            label="E-mail status"
            tabs={[
              { label: "All", to: query({ view: "outbox" }), count: outboxTotal, current: !data.outboxStatus },
              ...OUTBOX_STATUSES.map((status) => ({
                label: status[0]!.toUpperCase() + status.slice(1),
                to: query({ view: "outbox", status }),
                count: data.outboxCounts[status] ?? 0,
                current: data.outboxStatus === status,
              })),
            ]}
          />
          <div className="mt-4">
            <OutboxTable messages={data.outbox} csrfToken={data.csrfToken} />
          </div>
        </section>
      )}
    </>
  );
}
