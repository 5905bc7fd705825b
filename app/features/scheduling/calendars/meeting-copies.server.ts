// What a booking asks of its hosts' calendars: fresh busy times before its transaction opens, and
// in the transaction, the meeting written into the host's calendar (or taken out of it) through the
// outbox's write-back. The copy is the visitor's invite (same UID, same SEQUENCE).
import type { Logger } from "pino";
import type { Database } from "#db/index.ts";
import type { Env } from "#app/env.server.ts";
import type { DbExecutor } from "#app/features/mail/outbox.server.ts";
import { meetingInvite, type InvitedMeeting } from "#app/features/scheduling/calendar-invite.server.ts";
import type { MeetingKind } from "#app/features/scheduling/host-rules.ts";
import { loadHostRules } from "#app/features/scheduling/hosts.server.ts";
import { refreshStaleCalendars, type RefreshSettings } from "./calendar-refresh.server.ts";
import { queueCalendarWriteBack } from "./calendar-write-back.server.ts";

/**
 * Reads again the calendars of the hosts who take this kind of meeting whose last read is older
 * than CALENDAR_REFRESH, within the refresh's short budget; never throws. Without hosts it asks nothing.
 */
export async function freshenCalendarsFor(db: Database, env: RefreshSettings, kind: MeetingKind, now: Date, logger?: Logger): Promise<void> {
  const hosts = await loadHostRules(db, { kind });
  await refreshStaleCalendars(db, env, hosts.map((host) => host.adminId), now, { logger });
}

/** A meeting's copy in its host's calendar as it stands now (a CalDAV host only; otherwise nothing). */
export async function copyMeetingToHost(
  tx: DbExecutor,
  hostId: string,
  meeting: InvitedMeeting,
  context: { leadId: string; env: Pick<Env, "SALES_EMAIL"> },
): Promise<void> {
  const ics = meetingInvite(meeting, { method: "REQUEST", env: context.env }).content;
  await queueCalendarWriteBack(tx, { adminId: hostId, uid: meeting.inviteUid, ics, leadId: context.leadId });
}

/** Takes a meeting out of a host's calendar: cancelled, or handed to someone else. */
export async function removeMeetingFromHost(tx: DbExecutor, hostId: string, uid: string, leadId: string): Promise<void> {
  await queueCalendarWriteBack(tx, { adminId: hostId, uid, ics: null, leadId });
}
