import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarCopyOf } from "./calendar-copy.ts";

const invite = (...events: string[][]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Lumenguard//Website bookings//EN",
    "METHOD:REQUEST",
    ...events.flat(),
    "END:VCALENDAR",
    "",
  ].join("\r\n");

const meeting = (uid: string) => [
  "BEGIN:VEVENT",
  `UID:${uid}`,
  "SEQUENCE:2",
  "DTSTAMP:20260301T120000Z",
  "DTSTART:20260310T150000Z",
  "DTEND:20260310T153000Z",
  "SUMMARY:Lumenguard demo with Ada Lovelace",
  "LOCATION:https://meet.example/dana",
  "STATUS:CONFIRMED",
  'ORGANIZER;CN="Lumenguard Sales":mailto:sales@lumenguard.example',
  'ATTENDEE;CN="Ada Lovelace";RSVP=TRUE;PARTSTAT=NEEDS-ACTION:mailto:ada@acme.example',
  "END:VEVENT",
];

describe("calendarCopyOf", () => {
  it("keeps the event, its UID and SEQUENCE, and leaves out METHOD, ORGANIZER and ATTENDEE", () => {
    const copy = new ICAL.Component(ICAL.parse(calendarCopyOf(invite(meeting("b-1@lumenguard.example")), "b-1@lumenguard.example")));
    expect(copy.getFirstPropertyValue("method")).toBeNull();
    const [event] = copy.getAllSubcomponents("vevent");
    expect(event!.getFirstPropertyValue("uid")).toBe("b-1@lumenguard.example");
    expect(event!.getFirstPropertyValue("sequence")).toBe(2);
    expect(String(event!.getFirstPropertyValue("dtstart"))).toBe("2026-03-10T15:00:00Z");
    expect(event!.getFirstPropertyValue("summary")).toBe("Lumenguard demo with Ada Lovelace");
    expect(event!.getFirstPropertyValue("location")).toBe("https://meet.example/dana");
    expect(event!.hasProperty("organizer")).toBe(false);
    expect(event!.hasProperty("attendee")).toBe(false);
  });

  it("refuses an invite that is not the one meeting asked for", () => {
    expect(() => calendarCopyOf(invite(meeting("b-1@x")), "b-2@x")).toThrow(/one VEVENT whose UID is b-2@x/);
    expect(() => calendarCopyOf(invite(meeting("b-1@x"), meeting("b-1@x")), "b-1@x")).toThrow();
    expect(() => calendarCopyOf("BEGIN:VCARD\r\nEND:VCARD", "b-1@x")).toThrow();
  });
});
