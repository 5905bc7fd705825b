// The one module that writes calendar invites (ARCHITECTURE.md convention 8). Times are written
// in UTC (RFC 5545 form 2), which every client shows in its own zone; people-facing text says the
// Eastern time. The UID is stored with the booking so a later update (SEQUENCE + 1) replaces it.
import { createEvent } from "ics";
import { brand } from "#app/config/site.ts";

export type InviteInput = {
  uid: string;
  sequence: number;
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  /** The name is left out when there is none fit to show (see plainName). */
  attendee: { name: string | null; email: string };
};

/** RFC 5545 forbids double quotes inside a parameter value (CN=…) and has no escape for them. */
const paramSafe = (name: string) => name.replace(/"/g, "'");

export function buildCalendarInvite(input: InviteInput): string {
  const start = input.start.getTime();
  const { error, value } = createEvent({
    productId: `-//${brand.name}//Website bookings//EN`,
    method: "REQUEST",
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
    status: "CONFIRMED",
    busyStatus: "BUSY",
    organizer: { name: paramSafe(input.organizer.name), email: input.organizer.email },
    attendees: [
      {
        ...(input.attendee.name ? { name: paramSafe(input.attendee.name) } : {}),
        email: input.attendee.email,
        rsvp: true,
        partstat: "NEEDS-ACTION",
        role: "REQ-PARTICIPANT",
      },
    ],
  });
  if (error || !value) throw new Error(`Could not build the calendar invite: ${error?.message ?? "no output"}`);
  return value;
}
