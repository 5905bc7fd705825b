// What the host settings page's forms do on the server: each intent re-checks its form with the
// schema the browser used, answers every field's error at once with what was typed (never a
// password), or makes the change and sends the page back with a notice.
import { data, redirect } from "react-router";
import type { AppContext } from "#app/load-context.ts";
import type { AdminSession } from "#app/features/admin/session.server.ts";
import { refreshCalendar } from "#app/features/scheduling/calendars/calendar-refresh.server.ts";
import { CALENDAR_KINDS, type CalendarKind } from "#app/features/scheduling/calendars/calendar-settings.server.ts";
import { DayOffSchema, HostSettingsSchema, hostSettingsValues, MAX_RANGES_PER_DAY, type HostSettingsValues } from "#app/features/scheduling/host-settings.schema.ts";
import {
  addDayOff,
  readCalendarNow,
  readHostCalendars,
  removeCalendar,
  removeDayOff,
  saveCalendar,
  saveHostSettings,
  type HostMember,
} from "#app/features/scheduling/host-settings.server.ts";
import { pathHref } from "#app/lib/href.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { fieldErrors, type z } from "#app/lib/zod.ts";
import { calendarFormErrors, calendarFormInput, typedFields } from "./calendar-forms.ts";
import { HOST_INTENTS, rangeEdit } from "./host-intents.ts";
import { rootCause } from "#app/lib/root-cause.ts";

/** What a refused (or, for a range, merely edited) form gets back: its messages and what was typed. */
export type HostActionAnswer = {
  intent: string;
  message: string;
  fields: Record<string, string>;
  /** The settings form as typed. */
  values?: HostSettingsValues;
  /** A smaller form's fields as typed (a password never comes back). */
  typed?: Record<string, string>;
};

const CHECK_FIELDS = "Check the highlighted fields.";

const answer = (status: number, body: HostActionAnswer) => data(body, { status });

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The form as typed, with one range added or removed: nothing is saved. */
function editedRanges(values: HostSettingsValues, edit: NonNullable<ReturnType<typeof rangeEdit>>): HostSettingsValues {
  const ranges = [...values.hours[edit.weekday]];
  if (edit.add && ranges.length < MAX_RANGES_PER_DAY) ranges.push({ from: "", until: "" });
  if (!edit.add) ranges.splice(edit.index, 1);
  return { ...values, hours: { ...values.hours, [edit.weekday]: ranges } };
}

const calendarKind = (value: FormDataEntryValue | null): CalendarKind | null => CALENDAR_KINDS.find((kind) => kind === value) ?? null;

type ActionContext = Pick<AppContext, "db" | "env" | "logger">;

/** The intent's answer; a failure of the database is said in words, with the settings as typed. */
export async function hostAction(context: ActionContext, session: AdminSession, host: HostMember, form: FormData) {
  try {
    return await runIntent(context, session, host, form);
  } catch (error) {
    const intent = textOf(form, "intent");
    // The database's own message only: a query error quotes its parameters (a feed's secret address).
    context.logger.error({ cause: rootCause(error), intent, hostId: host.adminId }, "host availability change failed");
    const values = intent === HOST_INTENTS.save ? { values: hostSettingsValues(form) } : {};
    return answer(503, { intent, message: "The change could not be saved just now. Please try again.", fields: {}, ...values });
  }
}

async function runIntent(context: ActionContext, session: AdminSession, host: HostMember, form: FormData) {
  const intent = textOf(form, "intent");
  const actor = { adminId: session.adminId, email: session.email };
  const done = (notice: string) => redirect(`${pathHref("/admin/availability", host.adminId)}?notice=${notice}`);
  const refuse = (error: z.ZodError, typed: Record<string, string>) => answer(422, { intent, message: CHECK_FIELDS, fields: fieldErrors(error), typed });
  const edit = rangeEdit(intent);
  if (edit) return answer(200, { intent, message: "", fields: {}, values: editedRanges(hostSettingsValues(form), edit) });

  switch (intent) {
    case HOST_INTENTS.save: {
      const values = hostSettingsValues(form);
      const parsed = HostSettingsSchema.safeParse(values);
      if (!parsed.success) return answer(422, { intent, message: CHECK_FIELDS, fields: fieldErrors(parsed.error), values });
      const { timeZoneChanged } = await saveHostSettings(context.db, actor, host.adminId, parsed.data);
      context.logger.info({ adminId: session.adminId, hostId: host.adminId, timeZoneChanged }, "host settings saved");
      // All-day busy times depend on the host's zone: their calendars are read again in the new one.
      if (timeZoneChanged) await readHostCalendars(context.db, context.env, host.adminId, { logger: context.logger });
      return done("saved");
    }
    case HOST_INTENTS.addDayOff: {
      const typed = { firstDay: textOf(form, "firstDay"), lastDay: textOf(form, "lastDay") };
      const parsed = DayOffSchema.safeParse(typed);
      if (!parsed.success) return refuse(parsed.error, typed);
      await addDayOff(context.db, actor, host.adminId, parsed.data);
      return done("day-off-added");
    }
    case HOST_INTENTS.removeDayOff: {
      const id = form.get("id");
      const removed = isUuid(id) && (await removeDayOff(context.db, actor, host.adminId, id));
      return removed ? done("day-off-removed") : answer(404, { intent, message: "That day off was already removed.", fields: {} });
    }
    case HOST_INTENTS.saveIcal:
    case HOST_INTENTS.saveCaldav: {
      const input = calendarFormInput(intent === HOST_INTENTS.saveIcal ? "ical" : "caldav", form);
      const refusal = (fields: Record<string, string>) => answer(422, { intent, message: CHECK_FIELDS, fields, typed: typedFields(input) });
      const errors = calendarFormErrors(input);
      if (Object.keys(errors).length > 0) return refusal(errors);
      const saved = await saveCalendar(context.db, context.env, actor, host.adminId, input);
      if (!saved.ok) return refusal(saved.errors);
      // The first read, awaited (the calendars module bounds it), so the page shows how it went.
      const read = saved.calendarId ? await refreshCalendar(context.db, context.env, saved.calendarId, new Date(), { logger: context.logger }) : null;
      return done(read?.status === "failed" ? "calendar-saved-unread" : "calendar-saved");
    }
    case HOST_INTENTS.readCalendar: {
      const kind = calendarKind(form.get("kind"));
      if (!kind) return answer(400, { intent, message: "Unknown calendar.", fields: {} });
      const read = await readCalendarNow(context.db, context.env, actor, host.adminId, kind, { logger: context.logger });
      if (!read) return answer(404, { intent, message: "That calendar was removed.", fields: {} });
      return done(read.status === "failed" ? "calendar-read-failed" : "calendar-read");
    }
    case HOST_INTENTS.removeCalendar: {
      const kind = calendarKind(form.get("kind"));
      if (!kind) return answer(400, { intent, message: "Unknown calendar.", fields: {} });
      const removed = await removeCalendar(context.db, context.env, actor, host.adminId, kind);
      return removed ? done("calendar-removed") : answer(404, { intent, message: "That calendar was already removed.", fields: {} });
    }
    default:
      return answer(400, { intent, message: "Unknown action.", fields: {} });
  }
}
