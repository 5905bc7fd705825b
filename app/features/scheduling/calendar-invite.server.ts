// The one module that writes calendar invites (ARCHITECTURE.md convention 8). Times are written
// in UTC (RFC 5545 form 2), which every client shows in its own zone; people-facing text says the
// Eastern time. The UID is stored with the booking so a later update (SEQUENCE + 1) replaces it:
// a reschedule is a REQUEST with the new times, a cancellation a CANCEL with STATUS:CANCELLED.
import { createEvent } from "ics";
import { brand } from "#app/config/site.ts";
import type { Env } from "#app/env.server.ts";
import { plainName } from "#app/features/mail/plain-name.ts";
import { formatInstant } from "#app/lib/dates.ts";

export type InviteMethod = "REQUEST" | "CANCEL";

export type InviteInput = {
  uid: string;
  sequence: number;
  /** REQUEST (a new or moved meeting) unless told otherwise. */
  method?: InviteMethod;
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  /** The name is left out when there is none fit to show (see plainName). */
  attendee: { name: string | null; email: string };
  /** The sales member who runs the meeting, invited beside the visitor. */
  host?: { name: string; email: string } | null;
};

/** RFC 5545 forbids double quotes inside a parameter value (CN=…) and has no escape for them. */
const paramSafe = (name: string) => name.replace(/"/g, "'");

export function buildCalendarInvite(input: InviteInput): string {
  const start = input.start.getTime();
  const cancelled = input.method === "CANCEL";
  const { error, value } = createEvent({
    productId: `-//${brand.name}//Website bookings//EN`,
    method: input.method ?? "REQUEST",
    uid: input.uid,
    sequence: input.sequence,
    start,
    startInputType: "utc",
    startOutputType: "utc",
    end: start + input.durationMinutes * 60_000,
    endInputType: "utc",
    endOutputType: "utc",
    title: input.summary,
    description: input.description,
    location: input.location,
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    busyStatus: cancelled ? "FREE" : "BUSY",
    organizer: { name: paramSafe(input.organizer.name), email: input.organizer.email },
    attendees: [
      {
        ...(input.attendee.name ? { name: paramSafe(input.attendee.name) } : {}),
        email: input.attendee.email,
        rsvp: !cancelled,
        partstat: "NEEDS-ACTION",
        role: "REQ-PARTICIPANT",
      },
      ...(input.host
        ? [{ name: paramSafe(input.host.name), email: input.host.email, rsvp: false, partstat: "ACCEPTED" as const, role: "CHAIR" as const }]
        : []),
    ],
  });
  if (error || !value) throw new Error(`Could not build the calendar invite: ${error?.message ?? "no output"}`);
  return value;
}

/** What a booking's invite is made from: the stored booking and its visitor. */
export type InvitedMeeting = {
  inviteUid: string;
  inviteSequence: number;
  startsAt: Date;
  durationMinutes: number;
  title: string;
  visitor: { firstName: string; lastName: string; email: string };
  /** The meeting's host (null without hosts): named in the invite, their link its LOCATION. */
  host?: MeetingHost | null;
};

export type MeetingHost = { name: string; email: string; meetingUrl: string | null };

/** The host as visitor mail names them (meetingRows of the e-mail layout). */
export const hostFacts = (host: MeetingHost | null | undefined) =>
  host ? { hostName: host.name, ...(host.meetingUrl ? { meetingUrl: host.meetingUrl } : {}) } : {};

export type MeetingInvite = { filename: string; content: string; method: InviteMethod };

export const INVITE_FILENAME = "invite.ics";
const LOCATION = "Online: secure meeting link sent before the call";

/**
 * A booking's invite as its e-mails and the .ics download carry it. `manageUrl` (the visitor's own
 * copies) puts the reschedule-and-cancel link in the event; without it the text points to sales.
 */
export function meetingInvite(
  meeting: InvitedMeeting,
  options: { method: InviteMethod; manageUrl?: string; env: Pick<Env, "SALES_EMAIL"> },
): MeetingInvite {
  // The invite lands in the visitor's calendar too: the name in it follows the greeting's rule.
  const name = plainName(`${meeting.visitor.firstName} ${meeting.visitor.lastName}`);
  const when = `${formatInstant(meeting.startsAt, "weekday")}, ${formatInstant(meeting.startsAt, "timeWithZone")}`;
  const change = options.manageUrl
    ? `To reschedule or cancel: ${options.manageUrl}`
    : `To reschedule or cancel, write to ${options.env.SALES_EMAIL}.`;
  const host = meeting.host ?? null;
  const withWhom = host ? `${host.name} of the ${brand.name} team` : `the ${brand.name} team`;
  const join = host?.meetingUrl ? `Join: ${host.meetingUrl}.` : "The secure meeting link follows by e-mail before the call.";
  const description =
    options.method === "CANCEL"
      ? `This ${meeting.title} with ${withWhom} (${when}) is cancelled.`
      : `${meeting.durationMinutes}-minute ${meeting.title} with ${withWhom} (${when}). ${join} ${change}`;
  return {
    filename: INVITE_FILENAME,
    method: options.method,
    content: buildCalendarInvite({
      uid: meeting.inviteUid,
      sequence: meeting.inviteSequence,
      method: options.method,
      start: meeting.startsAt,
      durationMinutes: meeting.durationMinutes,
      summary: name ? `${brand.name} ${meeting.title} with ${name}` : `${brand.name} ${meeting.title}`,
      description,
      location: host?.meetingUrl ?? LOCATION,
      organizer: { name: `${brand.name} Sales`, email: options.env.SALES_EMAIL },
      attendee: { name, email: meeting.visitor.email },
      host: host && { name: host.name, email: host.email },
    }),
  };
}

/** The event the add-to-calendar links describe (Google and Outlook take no UID or attendees). */
export function calendarEventOf(meeting: Pick<InvitedMeeting, "title" | "startsAt" | "durationMinutes" | "host">, manageUrl?: string) {
  const host = meeting.host ?? null;
  return {
    title: `${brand.name} ${meeting.title}`,
    start: meeting.startsAt,
    durationMinutes: meeting.durationMinutes,
    details:
      `${meeting.durationMinutes}-minute ${meeting.title} with ${host ? `${host.name} of ` : ""}the ${brand.name} team. ` +
      `${host?.meetingUrl ? `Join: ${host.meetingUrl}.` : "The secure meeting link follows by e-mail before the call."}` +
      `${manageUrl ? ` To reschedule or cancel: ${manageUrl}` : ""}`,
    location: host?.meetingUrl ?? LOCATION,
  };
}
