import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildCalendarInvite } from "./calendar-invite.server.ts";
import { brand } from "#app/config/site.ts";

const base = {
  uid: "3f1c1d1e-4a4b-4c4d-8e8f-909192939495@lumenguard.example",
  sequence: 2,
  start: new Date("2026-07-01T15:00:00Z"),
  durationMinutes: 45,
  summary: `${brand.name} AI Trust Score demo with Ada Lovelace`,
  description: "45-minute demo; agenda, questions, next steps",
  location: "Online",
  organizer: { name: `${brand.name} Sales`, email: "sales@lumenguard.example" },
  attendee: { name: "Ada Lovelace", email: "ada@acme.example" },
};

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent("vevent")!) };
}

describe("calendar invite", () => {
  it("is an RFC 5545 REQUEST with the stored UID, SEQUENCE, start and end", () => {
    const ics = buildCalendarInvite(base);
    expect(ics.endsWith("\r\n")).toBe(true);
    const { calendar, event } = parse(ics);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.uid).toBe(base.uid);
    expect(event.sequence).toBe(2);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-07-01T15:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-07-01T15:45:00.000Z");
    expect(event.summary).toBe(base.summary);
    expect(event.description).toBe(base.description);
    const attendee = event.attendees[0]!;
    expect(attendee.getFirstValue()).toBe("mailto:ada@acme.example");
    expect(attendee.getParameter("cn")).toBe("Ada Lovelace");
    expect(attendee.getParameter("rsvp")).toBe("TRUE");
  });

  it("keeps odd names from breaking the parameter syntax", () => {
    const { event } = parse(buildCalendarInvite({ ...base, attendee: { name: 'Ada "The Countess"; Lovelace, Esq.', email: "ada@acme.example" } }));
    expect(event.attendees[0]!.getParameter("cn")).toBe("Ada 'The Countess'; Lovelace, Esq.");
    expect(event.attendees[0]!.getFirstValue()).toBe("mailto:ada@acme.example");
  });
});
