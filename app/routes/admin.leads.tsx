import { Download } from "lucide-react";
import { useEffect } from "react";
import { useFocusReturn } from "#app/lib/use-focus-return.ts";
import { data, Link, redirect } from "react-router";
import { FilterTabs } from "#app/features/admin/filter-tabs.tsx";
import { InboxFilters } from "#app/features/sales/inbox-filters.tsx";
import { leadLinkId } from "#app/features/sales/leads-table.tsx";
import { LeadDetail } from "#app/features/sales/lead-detail.tsx";
import { LeadPipelinePanel, PIPELINE_INTENTS, type PipelineError } from "#app/features/sales/lead-pipeline-panel.tsx";
import { LeadsTable } from "#app/features/sales/leads-table.tsx";
import { UpcomingMeetings } from "#app/features/sales/upcoming-meetings.tsx";
import { OutboxTable } from "#app/features/mail/outbox-table.tsx";
import { useNoticeToast } from "#app/features/admin/use-notice-toast.ts";
import { NoticeLine } from "#app/features/admin/notice-line.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { brand } from "#app/config/site.ts";
import { requireAdmin, requireAdminWrite } from "#app/features/admin/guard.server.ts";
import { listLeadOwners } from "#app/features/admin/staff.server.ts";
import type { AuditActor } from "#app/features/audit/audit.server.ts";
import {
  countLeads,
  countUpcomingMeetings,
  getLeadDetail,
  leadKeyset,
  listLeads,
  listUpcomingMeetings,
  matchingLeads,
  meetingKeyset,
} from "#app/features/sales/inbox.server.ts";
import {
  ERASE_CONFIRMATION,
  filterQuery,
  hasFilters,
  isLeadStatus,
  LEAD_STATUSES,
  leadMessages,
  leadStatusLabels,
  readLeadFilters,
} from "#app/features/sales/lead-pipeline.ts";
import { NoteSchema } from "#app/features/sales/lead-pipeline.schema.ts";
import { addLeadNote, assignLeadOwner, changeLeadStatus, eraseLead } from "#app/features/sales/lead-pipeline.server.ts";
import { countOutboxByStatus, listOutbox, outboxKeyset, outboxStatusOf, retryDeadMessage } from "#app/features/mail/outbox.server.ts";
import { OUTBOX_STATUSES, outboxCount, type OutboxStatus } from "#app/features/mail/outbox.ts";
import { Pager, pagerState } from "#app/features/admin/pager.tsx";
import { readPageRequest } from "#app/lib/keyset.server.ts";
import { pageParamsOf } from "#app/lib/keyset-params.ts";
import { sumCounts } from "#app/lib/counts.ts";
import { changeBookingAsStaff, staffBookingOf } from "#app/features/booking/booking-lifecycle.server.ts";
import { hostsTakeMeetings } from "#app/features/scheduling/hosts.server.ts";
import { slotGrid } from "#app/features/scheduling/slots.ts";
import { StaffBookingPanel, STAFF_INTENTS, type StaffChangeError } from "#app/features/sales/staff-booking-panel.tsx";
import { mayRecordOutcome } from "#app/features/booking/meeting-outcome.ts";
import { recordMeetingOutcome } from "#app/features/booking/meeting-outcome.server.ts";
import type { AdminSession } from "#app/features/admin/session.server.ts";
import { queryHref } from "#app/lib/href.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { toastError } from "#app/lib/toast.ts";
import { fieldErrors } from "#app/lib/zod.ts";
import type { Route } from "./+types/admin.leads";

const PAGE_SIZE = 50;
const OUTBOX_PAGE_SIZE = 100;
const MEETINGS_PAGE_SIZE = 50;
const VIEWS = ["leads", "meetings", "outbox"] as const;
type View = (typeof VIEWS)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, "leads");
  const params = new URL(request.url).searchParams;
  const viewParam = params.get("view");
  const view: View = VIEWS.includes(viewParam as View) ? (viewParam as View) : "leads";
  const filters = readLeadFilters(view === "leads" ? params : new URLSearchParams());
  // In the outbox view, `status` is an e-mail's; in the list, a lead's (readLeadFilters).
  const outboxParam = view === "outbox" ? (params.get("status") ?? "") : "";
  const outboxStatus = (OUTBOX_STATUSES as readonly string[]).includes(outboxParam) ? (outboxParam as OutboxStatus) : undefined;
  const detailId = params.get("id");
  const now = new Date();

  const counts = countLeads(context.db, filters);
  const outboxCounts = countOutboxByStatus(context.db, { includeSent: false });
  const meetingCount = countUpcomingMeetings(context.db, now);
  const [list, leadCounts, outboxByStatus, outbox, meetings, upcomingMeetings, owners, detail] = await Promise.all([
    view === "leads"
      ? listLeads(context.db, filters, readPageRequest(params, leadKeyset(filters)), PAGE_SIZE, () => counts.then(({ byStatus }) => matchingLeads(byStatus, filters)))
      : null,
    counts,
    outboxCounts,
    view === "outbox"
      ? listOutbox(context.db, {
          status: outboxStatus,
          request: readPageRequest(params, outboxKeyset),
          size: OUTBOX_PAGE_SIZE,
          total: () => outboxCounts.then((byStatus) => outboxCount(byStatus, outboxStatus)),
        })
      : null,
    view === "meetings"
      ? listUpcomingMeetings(context.db, now, { request: readPageRequest(params, meetingKeyset), size: MEETINGS_PAGE_SIZE, total: () => meetingCount })
      : null,
    meetingCount,
    listLeadOwners(context.db),
    detailId ? getLeadDetail(context.db, detailId) : undefined,
  ]);
  const booking = detail ? await staffBookingOf(context.db, detail.lead.id, now) : null;
  return {
    csrfToken: session.csrfToken,
    view,
    filters,
    total: matchingLeads(leadCounts.byStatus, filters),
    leads: list?.rows ?? [],
    leadsPage: list ? pagerState(list) : null,
    kindCounts: leadCounts.byKind,
    statusCounts: leadCounts.byStatus,
    owners,
    meetings: meetings?.rows ?? [],
    meetingsPage: meetings ? pagerState(meetings) : null,
    upcomingMeetings,
    now: now.toISOString(),
    outbox: outbox?.rows ?? [],
    outboxPage: outbox ? pagerState(outbox) : null,
    outboxCounts: outboxByStatus,
    outboxStatus: outboxStatus ?? null,
    detail: detail ?? null,
    booking,
    // The outcome's form is offered to the meeting's host and to admins only; the action checks again.
    outcomeAllowed: booking ? mayRecordOutcome(session, booking.host?.id ?? null) : false,
    // A staff reschedule offers the times a booking may hold: the hosts' grid, or the configured slots.
    slots: slotGrid(Boolean(booking) && (await hostsTakeMeetings(context.db)), context.env.BOOKING_SLOTS),
    detailMissing: Boolean(detailId && !detail),
    /** The page of the list on show, kept in the links that open and close a lead. */
    paging: pageParamsOf(params),
  };
}

type ActionContext = Route.ActionArgs["context"];

/**
 * Back to the inbox as the staff member left it (its filters, the outbox view), with the given
 * changes to the query; `fallback` when the form was sent from elsewhere.
 */
function backToInbox(request: Request, changes: Record<string, string | null>, fallback = "/admin/leads") {
  const back = new URL(request.headers.get("Referer") ?? fallback, new URL(request.url).origin);
  const target = back.pathname === "/admin/leads" ? back : new URL(fallback, back.origin);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) target.searchParams.delete(key);
    else target.searchParams.set(key, value);
  }
  return redirect(`${target.pathname}${target.search}`);
}

const refused = (intent: string, status: number, message: string, fields: Record<string, string> = {}) =>
  data({ message: undefined, bookingError: null, pipelineError: { intent, message, fields } satisfies PipelineError }, { status });

export async function action({ request, context }: Route.ActionArgs) {
  const { session, form } = await requireAdminWrite(request, context, { can: "leads" });
  const intent = form.get("intent");
  const actor = { adminId: session.adminId, email: session.email };
  if (intent === STAFF_INTENTS.reschedule || intent === STAFF_INTENTS.cancel || intent === STAFF_INTENTS.reassign) {
    return staffBookingChange(request, context, actor, intent, form);
  }
  if (intent === STAFF_INTENTS.outcome) return outcomeChange(request, context, session, form);
  if (typeof intent === "string" && (Object.values(PIPELINE_INTENTS) as string[]).includes(intent)) {
    return pipelineChange(request, context, actor, intent, form);
  }
  if (intent !== "retry") return data({ message: "Unknown action." }, { status: 400 });
  const id = String(form.get("id") ?? "");
  const configured = { smtpConfigured: Boolean(context.env.SMTP_URL), webhooksConfigured: Boolean(context.env.WEBHOOK_URL) };
  let status: string | null;
  try {
    if (!(await retryDeadMessage(context.db, id, configured, actor))) {
      // Still dead, yet not retried: its address is suppressed.
      const message =
        (await outboxStatusOf(context.db, id)) === "dead"
          ? "Its address is on the suppression list: clear it at Suppressions first, then retry."
          : "This message is no longer waiting for a retry.";
      return data({ message }, { status: 409 });
    }
    status = await outboxStatusOf(context.db, id);
  } catch (error) {
    context.logger.error({ err: error, outboxId: id }, "outbox retry failed");
    return data({ message: "Failed to queue the e-mail again." }, { status: 500 });
  }
  context.logger.info({ adminId: session.adminId, outboxId: id }, "dead e-mail queued again");
  // Back where the button was pressed: the outbox list or a lead's detail.
  return backToInbox(request, { notice: status === "held" ? "held" : "retried" }, "/admin/leads?view=outbox");
}

const NOT_FOUND = "That lead no longer exists.";

/** Status, owner, a note or erasure; the role was checked by the action. */
async function pipelineChange(request: Request, context: ActionContext, actor: AuditActor, intent: string, form: FormData) {
  const leadId = String(form.get("id") ?? "");
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  try {
    switch (intent) {
      case PIPELINE_INTENTS.status: {
        const status = text("status");
        if (!isLeadStatus(status)) return refused(intent, 422, leadMessages.status, { status: leadMessages.status });
        const result = await changeLeadStatus(context, actor, leadId, status);
        if (!result.ok && result.reason === "not-found") return refused(intent, 404, NOT_FOUND);
        return backToInbox(request, { id: leadId, notice: result.ok ? "status" : "unchanged" });
      }
      case PIPELINE_INTENTS.owner: {
        const owner = text("owner");
        const result = await assignLeadOwner(context.db, actor, leadId, owner === "" ? null : owner);
        if (!result.ok && result.reason === "not-found") return refused(intent, 404, NOT_FOUND);
        if (!result.ok && result.reason === "no-such-owner") return refused(intent, 422, leadMessages.owner, { owner: leadMessages.owner });
        return backToInbox(request, { id: leadId, notice: result.ok ? "owner" : "unchanged" });
      }
      case PIPELINE_INTENTS.note: {
        const parsed = NoteSchema.safeParse({ body: text("body") });
        if (!parsed.success) return refused(intent, 422, "The note was not added.", fieldErrors(parsed.error));
        const result = await addLeadNote(context.db, actor, leadId, parsed.data.body);
        if (!result.ok) return refused(intent, 404, NOT_FOUND);
        return backToInbox(request, { id: leadId, notice: "note" });
      }
      default: {
        if (text("confirm").trim() !== ERASE_CONFIRMATION) {
          return refused(intent, 422, leadMessages.confirmErase, { confirm: leadMessages.confirmErase });
        }
        const result = await eraseLead(context, actor, leadId);
        if (!result.ok) return refused(intent, 404, NOT_FOUND);
        context.logger.info({ adminId: actor.adminId, leadId, meetingCancelled: result.meetingCancelled }, "lead erased on request");
        return backToInbox(request, { id: null, notice: result.meetingCancelled ? "erased-cancelled" : "erased" });
      }
    }
  } catch (error) {
    context.logger.error({ err: error, leadId, intent }, "lead change failed");
    return refused(intent, 503, "The lead could not be changed just now. Please try again.");
  }
}

/** What each staff booking form asks of changeBookingAsStaff, and the notice shown after it. */
const STAFF_CHANGES = {
  [STAFF_INTENTS.reschedule]: { action: "reschedule", fields: ["date", "time", "reason"], notice: "rescheduled" },
  [STAFF_INTENTS.cancel]: { action: "cancel", fields: ["reason"], notice: "cancelled" },
  [STAFF_INTENTS.reassign]: { action: "reassign", fields: ["hostId", "reason"], notice: "reassigned" },
} as const;

/** Staff reschedule, cancel or hand over a lead's booking; the role was checked by the action. */
async function staffBookingChange(
  request: Request,
  context: ActionContext,
  staff: AuditActor,
  intent: keyof typeof STAFF_CHANGES,
  form: FormData,
) {
  const leadId = String(form.get("id") ?? "");
  const field = (name: string) => (typeof form.get(name) === "string" ? String(form.get(name)) : undefined);
  const { action, fields, notice } = STAFF_CHANGES[intent];
  const input = Object.fromEntries(fields.map((name) => [name, field(name)]));
  let result;
  try {
    result = await changeBookingAsStaff({ env: context.env, db: context.db, logger: context.logger, clientIp: context.clientIp }, leadId, action, input, staff);
  } catch (error) {
    context.logger.error({ err: error, leadId }, "staff booking change failed");
    return data({ message: "The booking could not be changed just now. Please try again.", bookingError: null }, { status: 503 });
  }
  if (!result.ok) {
    const bookingError: StaffChangeError = { intent, message: result.message, fields: result.fields };
    return data({ message: undefined, bookingError }, { status: result.status });
  }
  context.logger.info({ leadId, action, adminId: staff.adminId }, "booking changed by staff");
  return backToInbox(request, { id: leadId, notice });
}

/** Marks whether a meeting took place; recordMeetingOutcome checks that the session hosts it or is an admin. */
async function outcomeChange(request: Request, context: ActionContext, session: AdminSession, form: FormData) {
  const leadId = String(form.get("id") ?? "");
  const staff = { adminId: session.adminId, email: session.email, role: session.role };
  let result;
  try {
    result = await recordMeetingOutcome(context, staff, leadId, form.get("outcome"));
  } catch (error) {
    context.logger.error({ err: error, leadId }, "meeting outcome failed");
    return data({ message: "The outcome could not be saved just now. Please try again.", bookingError: null }, { status: 503 });
  }
  if (!result.ok) {
    const bookingError: StaffChangeError = { intent: STAFF_INTENTS.outcome, message: result.message, fields: {} };
    return data({ message: undefined, bookingError }, { status: result.status });
  }
  return backToInbox(request, { id: leadId, notice: result.changed ? "outcome" : "unchanged" });
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
  reassigned: { title: "Success", description: "The meeting has a new host; the visitor and both hosts get the updated invite." },
  retried: { title: "Success", description: "The message is queued to be sent again." },
  held: { title: "Success", description: "The message will be sent once its channel is configured (SMTP_URL for e-mail, WEBHOOK_URL for webhooks)." },
  status: { title: "Saved", description: "The lead's status is updated." },
  outcome: { title: "Saved", description: "The meeting's outcome is recorded." },
  owner: { title: "Saved", description: "The lead's owner is updated." },
  unchanged: { title: "No change", description: "The lead already had that value." },
  note: { title: "Saved", description: "The note is added." },
  erased: { title: "Erased", description: "The lead and its personal data are erased." },
  "erased-cancelled": {
    title: "Erased",
    description: "The lead and its personal data are erased; the meeting is cancelled and the cancellation is on its way.",
  },
} as const;

const query = (values: Record<string, string | number | null | undefined>) => queryHref("/admin/leads", values);

function Alert({ children }: { children: React.ReactNode }) {
  return (
    <p role="alert" className="mt-6 rounded-md bg-destructive/10 px-4 py-3 text-sm text-destructive">
      {children}
    </p>
  );
}

export default function AdminLeadsPage({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  const notice = useNoticeToast(notices);
  // Closing a lead (Esc, the close button) gives the focus back to its name in the list.
  useFocusReturn(data.detail?.lead.id ?? null, leadLinkId);
  useEffect(() => {
    if (actionData?.message) void toastError({ title: "Error", description: actionData.message });
  }, [actionData]);

  const total = sumCounts(data.kindCounts);
  // Messages still on their way (sent ones are not counted).
  const outboxWaiting = sumCounts(data.outboxCounts);
  const dead = data.outboxCounts.dead;
  const filters = filterQuery(data.filters);
  const listState =
    data.view === "outbox"
      ? { view: "outbox", status: data.outboxStatus, ...data.paging }
      : data.view === "meetings"
        ? { view: "meetings", ...data.paging }
        : { ...filters, ...data.paging };
  const statusTotal = sumCounts(data.statusCounts);
  const pipelineError = actionData && "pipelineError" in actionData ? (actionData.pipelineError ?? null) : null;
  const filtered = hasFilters(data.filters);

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Leads</h1>
          <p className="mt-1 text-muted-foreground">Bookings, contact messages and datasheet requests, and where each stands.</p>
        </div>
        <Button asChild variant="outline">
          <a href={queryHref("/admin/leads/export.csv", data.view === "leads" ? { ...filters } : {})} download>
            <Download aria-hidden="true" />
            {data.view === "leads" && filtered ? "Export these leads (CSV)" : "Export all leads (CSV)"}
          </a>
        </Button>
      </div>

      <div className="mt-6">
        <FilterTabs
          look="tabs"
          label="Inbox views"
          tabs={[
            { label: "Leads", to: query({}), count: total, current: data.view === "leads" },
            { label: "Upcoming meetings", to: query({ view: "meetings" }), count: data.upcomingMeetings, current: data.view === "meetings" },
            { label: "E-mail outbox", to: query({ view: "outbox" }), count: outboxWaiting, current: data.view === "outbox" },
          ]}
        />
      </div>

      <NoticeLine notice={notice} />
      {actionData?.message && <Alert>{actionData.message}</Alert>}
      {dead > 0 && data.view !== "outbox" && (
        <p role="status" className="mt-6 rounded-md bg-destructive/10 px-4 py-3 text-sm text-destructive">
          {dead} {dead === 1 ? "e-mail" : "e-mails"} could not be delivered.{" "}
          <Link to={query({ view: "outbox", status: "dead" })} className="font-medium underline underline-offset-4">
            Review and retry
          </Link>
        </p>
      )}

      {data.detailMissing && <Alert>That lead no longer exists.</Alert>}
      {data.detail && (
        <div className="mt-6">
          <LeadDetail
            lead={data.detail.lead}
            invite={data.detail.invite}
            messages={data.detail.messages}
            closeHref={query(listState)}
            csrfToken={data.csrfToken}
          >
            <LeadPipelinePanel
              leadId={data.detail.lead.id}
              status={data.detail.lead.status}
              ownerId={data.detail.lead.ownerId}
              owners={data.owners}
              notes={data.detail.notes}
              hasUpcomingMeeting={Boolean(data.booking && data.booking.status === "confirmed" && !data.booking.past)}
              sameAddressHref={queryHref("/admin/leads", { q: data.detail.lead.email })}
              csrfToken={data.csrfToken}
              error={pipelineError}
            />
            {data.booking && (
              <StaffBookingPanel
                leadId={data.detail.lead.id}
                booking={data.booking}
                slots={data.slots}
                outcomeAllowed={data.outcomeAllowed}
                csrfToken={data.csrfToken}
                error={actionData && "bookingError" in actionData ? (actionData.bookingError ?? null) : null}
              />
            )}
          </LeadDetail>
        </div>
      )}

      {data.view === "leads" && (
        <section aria-labelledby="leads-heading" className="mt-8">
          <h2 id="leads-heading" className="sr-only">
            Leads
          </h2>
          <InboxFilters filters={data.filters} owners={data.owners} clearHref={query({})} />
          <div className="mt-4">
            <FilterTabs
              label="Lead status"
              tabs={[
                { label: "Any status", to: query({ ...filters, status: null }), count: statusTotal, current: !data.filters.status },
                ...LEAD_STATUSES.map((status) => ({
                  label: leadStatusLabels[status],
                  to: query({ ...filters, status }),
                  count: data.statusCounts[status] ?? 0,
                  current: data.filters.status === status,
                })),
              ]}
            />
          </div>
          <p className="mt-3 text-sm text-muted-foreground" aria-live="polite">
            {data.total === 1 ? "1 lead" : `${data.total.toLocaleString("en-US")} leads`}
            {filtered ? " match" : ""}
          </p>
          <div className="mt-2">
            <LeadsTable
              leads={data.leads}
              caption="Leads in the chosen order"
              detailHref={(id) => query({ ...listState, id })}
              empty={
                filtered ? (
                  <>
                    No leads match this search and these filters.{" "}
                    <Link to={query({})} className="text-primary underline underline-offset-4">
                      Clear search and filters
                    </Link>
                  </>
                ) : (
                  "No leads yet. Bookings, contact messages and datasheet requests will appear here as they arrive."
                )
              }
            />
          </div>
          {data.leadsPage && <Pager page={data.leadsPage} total={data.total} noun="leads" href={(paging) => query({ ...filters, ...paging })} />}
        </section>
      )}

      {data.view === "meetings" && (
        <section aria-labelledby="meetings-heading" className="mt-8">
          <h2 id="meetings-heading" className="text-xl font-semibold">
            Upcoming meetings
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted-foreground">Confirmed bookings still to come, by meeting time; today&apos;s are highlighted.</p>
          <UpcomingMeetings meetings={data.meetings} now={data.now} detailHref={(id) => query({ ...listState, id })} />
          {data.meetingsPage && (
            <Pager page={data.meetingsPage} total={data.upcomingMeetings} noun="meetings" href={(paging) => query({ view: "meetings", ...paging })} />
          )}
        </section>
      )}

      {data.view === "outbox" && (
        <section aria-labelledby="outbox-heading" className="mt-8">
          <h2 id="outbox-heading" className="text-xl font-semibold">
            E-mail outbox
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted-foreground">
            Every e-mail the site writes, every webhook event for the CRM and every meeting written to a host&apos;s own
            calendar waits here until it is sent. Held ones wait for SMTP (or, for webhooks, WEBHOOK_URL) to be configured;
            dead ones failed every attempt and can be retried; suppressed ones were for a visitor&apos;s address on the
            suppression list and are not sent; withdrawn ones were meeting reminders no longer wanted (the meeting moved,
            was cancelled, or started before they could leave).
          </p>
          <FilterTabs
            label="E-mail status"
            tabs={[
              { label: "All", to: query({ view: "outbox" }), current: !data.outboxStatus },
              ...OUTBOX_STATUSES.map((status) => ({
                label: status[0]!.toUpperCase() + status.slice(1),
                to: query({ view: "outbox", status }),
                count: outboxCount(data.outboxCounts, status),
                current: data.outboxStatus === status,
              })),
            ]}
          />
          <div className="mt-4">
            <OutboxTable messages={data.outbox} csrfToken={data.csrfToken} />
          </div>
          {data.outboxPage && (
            <Pager
              page={data.outboxPage}
              total={outboxCount(data.outboxCounts, data.outboxStatus)}
              noun="messages"
              href={(paging) => query({ view: "outbox", status: data.outboxStatus, ...paging })}
            />
          )}
        </section>
      )}
    </>
  );
}
