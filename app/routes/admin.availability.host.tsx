// /admin/availability/:adminId: one host's settings, days off and calendars. A sales member opens
// only their own; an admin anyone's who can host (host-access.server.ts). Every form works as a
// plain post; hydrated, the page changes in place and says what it did in a toast.
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigation } from "react-router";
import { brand } from "#app/config/site.ts";
import { CalendarsSection } from "#app/features/availability/calendars-section.tsx";
import { DaysOffSection } from "#app/features/availability/days-off-section.tsx";
import { hostAction, type HostActionAnswer } from "#app/features/availability/host-actions.server.ts";
import { openableHost } from "#app/features/availability/host-access.server.ts";
import { HOST_INTENTS } from "#app/features/availability/host-intents.ts";
import { HostSettingsForm } from "#app/features/availability/host-settings-form.tsx";
import { offeredTimeZones } from "#app/features/availability/time-zones.server.ts";
import { requireAdmin, requireAdminWrite } from "#app/features/admin/guard.server.ts";
import { NoticeLine } from "#app/features/admin/notice-line.tsx";
import { useNoticeToast } from "#app/features/admin/use-notice-toast.ts";
import { calendarStatuses } from "#app/features/scheduling/calendars/calendar-settings.server.ts";
import { hostSettingsFormValues, NEW_HOST_SETTINGS } from "#app/features/scheduling/host-settings.schema.ts";
import { listDaysOff } from "#app/features/scheduling/host-settings.server.ts";
import { dayIn } from "#app/features/scheduling/working-hours.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { toastError } from "#app/lib/toast.ts";
import type { Route } from "./+types/admin.availability.host";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, "meetings");
  const host = await openableHost(context.db, session, params.adminId);
  const settings = host.settings ?? NEW_HOST_SETTINGS;
  const [daysOff, calendars] = await Promise.all([
    // A day off is over once it is over where the host is.
    listDaysOff(context.db, host.adminId, dayIn(settings.timeZone, Date.now())),
    calendarStatuses(context.db, [host.adminId]),
  ]);
  return {
    csrfToken: session.csrfToken,
    self: host.adminId === session.adminId,
    host: { adminId: host.adminId, email: host.email, name: settings.displayName || host.email },
    values: hostSettingsFormValues(settings),
    setUp: host.settings !== null,
    daysOff,
    calendars: calendars.get(host.adminId) ?? [],
    zones: offeredTimeZones(settings.timeZone),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { session, form } = await requireAdminWrite(request, context, { can: "meetings" });
  const host = await openableHost(context.db, session, params.adminId);
  return hostAction(context, session, host, form);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: `Availability of ${loaderData?.host.name ?? "a host"} | ${brand.name} Admin`,
    description: "A host's hours, days off and calendars.",
    path: `/admin/availability/${loaderData?.host.adminId ?? ""}`,
    noindex: true,
  });

const notices = {
  saved: { title: "Saved", description: "The settings are saved: visitors are offered times by them from now on." },
  "day-off-added": { title: "Added", description: "The days off are added; no meeting is offered on them." },
  "day-off-removed": { title: "Removed", description: "The day off is removed." },
  "calendar-saved": { title: "Saved", description: "The calendar is saved and read: its busy times count from now on." },
  "calendar-saved-unread": { title: "Saved, not read", tone: "error", description: "The calendar is saved, but its first read failed: see why below. It is tried again every few minutes." },
  "calendar-read": { title: "Read", description: "The calendar is read: its busy times are up to date." },
  "calendar-read-failed": { title: "Not read", tone: "error", description: "The calendar could not be read: see why below. Its last good read's busy times still count." },
  "calendar-removed": { title: "Removed", description: "The calendar is removed; its busy times no longer count." },
} as const;

const NO_ERRORS: Record<string, string> = {};

export default function HostAvailabilityPage({ loaderData, actionData }: Route.ComponentProps) {
  const { host, self, values, setUp, daysOff, calendars, zones, csrfToken } = loaderData;
  const notice = useNoticeToast(notices);
  const navigation = useNavigation();
  const busy = (intent: string, id = "") => {
    const sent = navigation.formData;
    return navigation.state === "submitting" && sent?.get("intent") === intent && (id === "" || sent.get("id") === id || sent.get("kind") === id);
  };
  const answer: HostActionAnswer | undefined = actionData;
  const settingsAnswer = answer?.values ? answer : undefined;
  const dayOffAnswer = answer?.intent === HOST_INTENTS.addDayOff ? answer : undefined;
  const calendarAnswer = answer && (answer.intent === HOST_INTENTS.saveIcal || answer.intent === HOST_INTENTS.saveCaldav) ? answer : undefined;
  useEffect(() => {
    if (answer?.message) void toastError({ title: "Not saved", description: answer.message });
  }, [answer]);

  return (
    <>
      <Link to="/admin/availability" className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Availability
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight break-words">{self ? "Your availability" : `Availability of ${host.name}`}</h1>
      {/* Only the address may break anywhere (a long one would overflow a phone); the sentence wraps between words. */}
      <p className="mt-1 text-muted-foreground">
        <span className="break-all">{host.email}</span>
        {setUp ? "" : ": not set up yet. The form starts from weekdays 9:00 to 17:00 Eastern; nothing is offered until the settings are saved with Takes meetings on."}
      </p>

      {/* A newer answer replaces the last notice: it says what the last click did. */}
      <NoticeLine notice={answer?.message ? undefined : notice} />
      {answer?.message && (
        <p role="alert" className="mt-6 rounded-md bg-destructive/10 px-4 py-3 text-sm text-destructive">
          {answer.message}
        </p>
      )}

      <div className="mt-8 grid gap-8">
        <HostSettingsForm
          // A save brings the stored settings back (ranges sorted, blanks gone): the form starts again from them.
          key={JSON.stringify(values)}
          values={settingsAnswer?.values ?? values}
          errors={settingsAnswer?.fields ?? NO_ERRORS}
          csrfToken={csrfToken}
          zones={zones}
          pending={busy(HOST_INTENTS.save)}
        />
        <DaysOffSection daysOff={daysOff} csrfToken={csrfToken} errors={dayOffAnswer?.fields ?? NO_ERRORS} typed={dayOffAnswer?.typed ?? NO_ERRORS} busy={busy} />
        <CalendarsSection
          statuses={calendars}
          csrfToken={csrfToken}
          refused={calendarAnswer ? { intent: calendarAnswer.intent, fields: calendarAnswer.fields, typed: calendarAnswer.typed ?? NO_ERRORS } : null}
          busy={busy}
        />
      </div>
    </>
  );
}
