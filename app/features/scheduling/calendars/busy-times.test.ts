import { describe, expect, it } from "vitest";
import { busyTimes } from "./busy-times.ts";
import { CalendarError } from "./calendar-error.ts";
import { NEW_YORK_VTIMEZONE } from "#tests/support/calendar-fixtures.ts";

/** A VCALENDAR around the given lines, CRLF-separated as RFC 5545 writes it. */
const calendar = (...lines: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//Feeds//EN", ...lines, "END:VCALENDAR", ""].join("\r\n");

/** A VEVENT with a UID and a DTSTAMP around the given lines. */
let uidCounter = 0;
const event = (...lines: string[]) => ["BEGIN:VEVENT", ...(lines.some((line) => line.startsWith("UID:")) ? [] : [`UID:event-${uidCounter++}@test`]), "DTSTAMP:20260101T000000Z", ...lines, "END:VEVENT"];


const at = (iso: string) => Date.parse(iso);
const span = (start: string, end: string) => ({ start: at(start), end: at(end) });
const iso = (spans: Array<{ start: number; end: number }>) => spans.map(({ start, end }) => [new Date(start).toISOString(), new Date(end).toISOString()]);

/** February to April 2026: the US clocks go forward on March 8, Europe's on March 29. */
const SPRING = span("2026-02-01T00:00:00Z", "2026-05-01T00:00:00Z");

/**
 * A weekly Monday meeting at 9:30 New York time from February 23, six times: March 2 is taken out
 * (EXDATE), March 16 is moved to Tuesday 2 PM, March 23 is cancelled, March 30 runs an hour longer.
 */
const weeklyMeeting = (tz: string[]) =>
  calendar(
    ...tz,
    ...event("UID:weekly@test", "SUMMARY:Pipeline review", "DTSTART;TZID=America/New_York:20260223T093000", "DTEND;TZID=America/New_York:20260223T103000", "RRULE:FREQ=WEEKLY;COUNT=6", "EXDATE;TZID=America/New_York:20260302T093000"),
    ...event("UID:weekly@test", "RECURRENCE-ID;TZID=America/New_York:20260316T093000", "DTSTART;TZID=America/New_York:20260317T140000", "DTEND;TZID=America/New_York:20260317T150000", "SEQUENCE:1"),
    ...event("UID:weekly@test", "RECURRENCE-ID;TZID=America/New_York:20260323T093000", "DTSTART;TZID=America/New_York:20260323T093000", "DTEND;TZID=America/New_York:20260323T103000", "STATUS:CANCELLED"),
    ...event("UID:weekly@test", "RECURRENCE-ID;TZID=America/New_York:20260330T093000", "DTSTART;TZID=America/New_York:20260330T093000", "DTEND;TZID=America/New_York:20260330T113000"),
  );

const WEEKLY_BUSY = [
  ["2026-02-23T14:30:00.000Z", "2026-02-23T15:30:00.000Z"], // EST, UTC-5
  ["2026-03-09T13:30:00.000Z", "2026-03-09T14:30:00.000Z"], // EDT, UTC-4: the day after the change
  ["2026-03-17T18:00:00.000Z", "2026-03-17T19:00:00.000Z"], // moved
  ["2026-03-30T13:30:00.000Z", "2026-03-30T15:30:00.000Z"], // longer
];

describe("busyTimes", () => {
  it("expands a weekly series across a DST change, with an EXDATE, a moved, a cancelled and a longer occurrence", () => {
    expect(iso(busyTimes(weeklyMeeting(NEW_YORK_VTIMEZONE), "Europe/Berlin", SPRING))).toEqual(WEEKLY_BUSY);
  });

  it("reads a TZID the feed does not define as the IANA zone of that name (as Google writes them)", () => {
    expect(iso(busyTimes(weeklyMeeting([]), "Europe/Berlin", SPRING))).toEqual(WEEKLY_BUSY);
  });

  it("follows a zone the feed defines under a name of its own (as Outlook writes them)", () => {
    const outlookZone = NEW_YORK_VTIMEZONE.map((line) => (line === "TZID:America/New_York" ? "TZID:Eastern Standard Time" : line));
    const feed = calendar(...outlookZone, ...event("DTSTART;TZID=Eastern Standard Time:20260310T090000", "DTEND;TZID=Eastern Standard Time:20260310T100000"));
    expect(iso(busyTimes(feed, "UTC", SPRING))).toEqual([["2026-03-10T13:00:00.000Z", "2026-03-10T14:00:00.000Z"]]);
  });

  it("keeps a daily series at 9:00 on the clock when Europe's clocks change", () => {
    const feed = calendar(...event("DTSTART;TZID=Europe/Paris:20260327T090000", "DTEND;TZID=Europe/Paris:20260327T093000", "RRULE:FREQ=DAILY;COUNT=4"));
    expect(iso(busyTimes(feed, "America/New_York", SPRING))).toEqual([
      ["2026-03-27T08:00:00.000Z", "2026-03-27T08:30:00.000Z"],
      ["2026-03-28T08:00:00.000Z", "2026-03-28T08:30:00.000Z"],
      ["2026-03-29T07:00:00.000Z", "2026-03-29T07:30:00.000Z"],
      ["2026-03-30T07:00:00.000Z", "2026-03-30T07:30:00.000Z"],
    ]);
  });

  it("places an event in another zone (Tokyo) at its instant", () => {
    const feed = calendar(...event("DTSTART;TZID=Asia/Tokyo:20260310T090000", "DTEND;TZID=Asia/Tokyo:20260310T100000"));
    expect(iso(busyTimes(feed, "America/New_York", SPRING))).toEqual([["2026-03-10T00:00:00.000Z", "2026-03-10T01:00:00.000Z"]]);
  });

  it("covers an all-day event's days on the host's own clock", () => {
    const feed = calendar(...event("DTSTART;VALUE=DATE:20260310", "DTEND;VALUE=DATE:20260312"), ...event("DTSTART;VALUE=DATE:20260320"));
    expect(iso(busyTimes(feed, "Asia/Tokyo", SPRING))).toEqual([
      ["2026-03-09T15:00:00.000Z", "2026-03-11T15:00:00.000Z"],
      ["2026-03-19T15:00:00.000Z", "2026-03-20T15:00:00.000Z"], // no DTEND: one day
    ]);
    // The day of the change in New York is 23 hours long.
    expect(iso(busyTimes(calendar(...event("DTSTART;VALUE=DATE:20260308", "DTEND;VALUE=DATE:20260309")), "America/New_York", SPRING))).toEqual([
      ["2026-03-08T05:00:00.000Z", "2026-03-09T04:00:00.000Z"],
    ]);
  });

  it("repeats an all-day event by days, whatever the clocks do", () => {
    const feed = calendar(...event("DTSTART;VALUE=DATE:20260307", "DTEND;VALUE=DATE:20260308", "RRULE:FREQ=DAILY;COUNT=2"));
    expect(iso(busyTimes(feed, "America/New_York", SPRING))).toEqual([["2026-03-07T05:00:00.000Z", "2026-03-09T04:00:00.000Z"]]);
  });

  it("reads a floating time on the host's clock", () => {
    const feed = calendar(...event("DTSTART:20260310T090000", "DTEND:20260310T100000"));
    expect(iso(busyTimes(feed, "America/Los_Angeles", SPRING))).toEqual([["2026-03-10T16:00:00.000Z", "2026-03-10T17:00:00.000Z"]]);
  });

  it("ends an event without DTEND after its DURATION, or at once (no busy time)", () => {
    const feed = calendar(
      ...event("DTSTART:20260310T150000Z", "DURATION:PT45M"),
      ...event("DTSTART:20260311T150000Z"),
      // A nominal day across the change: 9:00 to 9:00 the next day, 23 hours.
      ...event("DTSTART;TZID=America/New_York:20260307T090000", "DURATION:P1D"),
    );
    expect(iso(busyTimes(feed, "UTC", SPRING))).toEqual([
      ["2026-03-07T14:00:00.000Z", "2026-03-08T13:00:00.000Z"],
      ["2026-03-10T15:00:00.000Z", "2026-03-10T15:45:00.000Z"],
    ]);
  });

  it("reads a time the clock skips with the offset before the gap (RFC 5545)", () => {
    const feed = calendar(...event("DTSTART;TZID=America/New_York:20260308T023000", "DURATION:PT30M"));
    expect(iso(busyTimes(feed, "UTC", SPRING))).toEqual([["2026-03-08T07:30:00.000Z", "2026-03-08T08:00:00.000Z"]]);
  });

  it("reads a time the clock shows twice as its first", () => {
    const feed = calendar(...event("DTSTART;TZID=America/New_York:20261101T013000", "DTEND;TZID=America/New_York:20261101T020000"));
    expect(iso(busyTimes(feed, "UTC", span("2026-10-01T00:00:00Z", "2026-12-01T00:00:00Z")))).toEqual([
      ["2026-11-01T05:30:00.000Z", "2026-11-01T07:00:00.000Z"], // 1:30 EDT to 2:00 EST
    ]);
  });

  it("leaves out transparent, cancelled and free events", () => {
    const feed = calendar(
      ...event("DTSTART:20260310T150000Z", "DTEND:20260310T160000Z", "TRANSP:TRANSPARENT"),
      ...event("DTSTART:20260311T150000Z", "DTEND:20260311T160000Z", "STATUS:CANCELLED"),
      ...event("DTSTART:20260312T150000Z", "DTEND:20260312T160000Z", "X-MICROSOFT-CDO-BUSYSTATUS:FREE"),
      ...event("DTSTART:20260313T150000Z", "DTEND:20260313T160000Z", "TRANSP:OPAQUE", "STATUS:CONFIRMED"),
      ...event("DTSTART:20260314T150000Z", "DTEND:20260314T160000Z", "STATUS:TENTATIVE"),
    );
    expect(iso(busyTimes(feed, "UTC", SPRING))).toEqual([
      ["2026-03-13T15:00:00.000Z", "2026-03-13T16:00:00.000Z"],
      ["2026-03-14T15:00:00.000Z", "2026-03-14T16:00:00.000Z"],
    ]);
  });

  it("adds RDATE occurrences and keeps a lone override (an invitation to one occurrence)", () => {
    const feed = calendar(
      ...event("UID:rdate@test", "DTSTART:20260302T150000Z", "DTEND:20260302T160000Z", "RDATE:20260304T170000Z,20260306T170000Z"),
      ...event("UID:lone@test", "RECURRENCE-ID:20260309T150000Z", "DTSTART:20260309T180000Z", "DTEND:20260309T183000Z"),
    );
    expect(iso(busyTimes(feed, "UTC", SPRING))).toEqual([
      ["2026-03-02T15:00:00.000Z", "2026-03-02T16:00:00.000Z"],
      ["2026-03-04T17:00:00.000Z", "2026-03-04T18:00:00.000Z"],
      ["2026-03-06T17:00:00.000Z", "2026-03-06T18:00:00.000Z"],
      ["2026-03-09T18:00:00.000Z", "2026-03-09T18:30:00.000Z"],
    ]);
  });

  it("shifts the rest of a series after a RANGE=THISANDFUTURE override", () => {
    const feed = calendar(
      ...event("UID:future@test", "DTSTART:20260302T150000Z", "DTEND:20260302T160000Z", "RRULE:FREQ=WEEKLY;COUNT=4"),
      ...event("UID:future@test", "RECURRENCE-ID;RANGE=THISANDFUTURE:20260316T150000Z", "DTSTART:20260316T170000Z", "DTEND:20260316T180000Z"),
    );
    expect(iso(busyTimes(feed, "UTC", SPRING))).toEqual([
      ["2026-03-02T15:00:00.000Z", "2026-03-02T16:00:00.000Z"],
      ["2026-03-09T15:00:00.000Z", "2026-03-09T16:00:00.000Z"],
      ["2026-03-16T17:00:00.000Z", "2026-03-16T18:00:00.000Z"],
      ["2026-03-23T17:00:00.000Z", "2026-03-23T18:00:00.000Z"],
    ]);
  });

  it("keeps to the range: clips what crosses its edges, counts an occurrence moved into it, ignores the rest", () => {
    const range = span("2026-03-10T00:00:00Z", "2026-03-20T00:00:00Z");
    const feed = calendar(
      ...event("DTSTART:20260309T230000Z", "DTEND:20260310T010000Z"),
      ...event("DTSTART:20260319T230000Z", "DTEND:20260320T010000Z"),
      ...event("DTSTART:20260301T100000Z", "DTEND:20260301T110000Z"),
      ...event("DTSTART:20260401T100000Z", "DTEND:20260401T110000Z"),
      // A series whose occurrence of March 25 was moved to March 12.
      ...event("UID:moved-in@test", "DTSTART:20260304T150000Z", "DTEND:20260304T160000Z", "RRULE:FREQ=WEEKLY"),
      ...event("UID:moved-in@test", "RECURRENCE-ID:20260325T150000Z", "DTSTART:20260312T090000Z", "DTEND:20260312T100000Z"),
      // And one whose occurrence of March 17 was moved out, to April.
      ...event("UID:moved-out@test", "DTSTART:20260303T120000Z", "DTEND:20260303T130000Z", "RRULE:FREQ=WEEKLY;COUNT=3"),
      ...event("UID:moved-out@test", "RECURRENCE-ID:20260317T120000Z", "DTSTART:20260407T120000Z", "DTEND:20260407T130000Z"),
    );
    expect(iso(busyTimes(feed, "UTC", range))).toEqual([
      ["2026-03-10T00:00:00.000Z", "2026-03-10T01:00:00.000Z"],
      ["2026-03-10T12:00:00.000Z", "2026-03-10T13:00:00.000Z"],
      ["2026-03-11T15:00:00.000Z", "2026-03-11T16:00:00.000Z"],
      ["2026-03-12T09:00:00.000Z", "2026-03-12T10:00:00.000Z"],
      ["2026-03-18T15:00:00.000Z", "2026-03-18T16:00:00.000Z"],
      ["2026-03-19T23:00:00.000Z", "2026-03-20T00:00:00.000Z"],
    ]);
  });

  it("merges overlapping events", () => {
    const feed = calendar(...event("DTSTART:20260310T150000Z", "DTEND:20260310T160000Z"), ...event("DTSTART:20260310T153000Z", "DTEND:20260310T170000Z"));
    expect(iso(busyTimes(feed, "UTC", SPRING))).toEqual([["2026-03-10T15:00:00.000Z", "2026-03-10T17:00:00.000Z"]]);
  });

  it("stops an endless series at the end of the range", () => {
    const feed = calendar(...event("DTSTART:20260101T090000Z", "DTEND:20260101T091500Z", "RRULE:FREQ=DAILY"));
    expect(busyTimes(feed, "UTC", span("2026-03-01T00:00:00Z", "2026-03-08T00:00:00Z"))).toHaveLength(7);
  });

  it("walks a daily or weekly series from just before the range, however long ago it began", () => {
    const small = { events: 10, occurrencesPerEvent: 200, occurrences: 1000 };
    const daily = calendar(...event("DTSTART;TZID=America/New_York:19900101T090000", "DTEND;TZID=America/New_York:19900101T091500", "RRULE:FREQ=DAILY"));
    const busy = busyTimes(daily, "UTC", SPRING, small);
    expect(busy).toHaveLength(89);
    expect(iso(busy.filter(({ start }) => start >= at("2026-03-07T00:00:00Z")).slice(0, 3))).toEqual([
      ["2026-03-07T14:00:00.000Z", "2026-03-07T14:15:00.000Z"],
      ["2026-03-08T13:00:00.000Z", "2026-03-08T13:15:00.000Z"],
      ["2026-03-09T13:00:00.000Z", "2026-03-09T13:15:00.000Z"],
    ]);
    // Every other week on Tuesdays and Thursdays since 2001 (Tuesday January 2), one Thursday taken out.
    const fortnightly = calendar(
      ...event("DTSTART:20010102T150000Z", "DTEND:20010102T160000Z", "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;WKST=MO", "EXDATE:20260312T150000Z"),
    );
    // Extra dates (RDATE), one long past and one in the range, come with the walk.
    const withDates = calendar(...event("DTSTART:20100104T150000Z", "DTEND:20100104T160000Z", "RRULE:FREQ=WEEKLY", "RDATE:20120101T100000Z,20260311T100000Z"));
    expect(iso(busyTimes(withDates, "UTC", span("2026-03-08T00:00:00Z", "2026-03-20T00:00:00Z"), small))).toEqual([
      ["2026-03-09T15:00:00.000Z", "2026-03-09T16:00:00.000Z"],
      ["2026-03-11T10:00:00.000Z", "2026-03-11T11:00:00.000Z"],
      ["2026-03-16T15:00:00.000Z", "2026-03-16T16:00:00.000Z"],
    ]);
    expect(iso(busyTimes(fortnightly, "UTC", span("2026-03-01T00:00:00Z", "2026-04-01T00:00:00Z"), small))).toEqual([
      ["2026-03-10T15:00:00.000Z", "2026-03-10T16:00:00.000Z"],
      ["2026-03-24T15:00:00.000Z", "2026-03-24T16:00:00.000Z"],
      ["2026-03-26T15:00:00.000Z", "2026-03-26T16:00:00.000Z"],
    ]);
  });

  it("refuses a calendar over its limits rather than leave out what it could not read", () => {
    const small = { events: 10, occurrencesPerEvent: 1000, occurrences: 1500 };
    const hourly = calendar(...event("DTSTART:20260101T090000Z", "DTEND:20260101T091500Z", "RRULE:FREQ=HOURLY"));
    expect(() => busyTimes(hourly, "UTC", SPRING, small)).toThrow(/too many occurrences/);
    // A COUNT counts from the first occurrence: the series is walked from there.
    const counted = calendar(...event("DTSTART:20200101T090000Z", "DTEND:20200101T091500Z", "RRULE:FREQ=DAILY;COUNT=5000"));
    expect(() => busyTimes(counted, "UTC", SPRING, small)).toThrow(/too many occurrences/);
    const twoSeries = calendar(...event("DTSTART:20240101T090000Z", "RRULE:FREQ=DAILY;COUNT=900"), ...event("DTSTART:20240101T100000Z", "RRULE:FREQ=DAILY;COUNT=900"));
    expect(() => busyTimes(twoSeries, "UTC", SPRING, small)).toThrow(/too many occurrences/);
    const many = calendar(...Array.from({ length: 11 }, (_, i) => event(`DTSTART:202603${String(i + 10)}T090000Z`, `DTEND:202603${String(i + 10)}T100000Z`)).flat());
    expect(() => busyTimes(many, "UTC", SPRING, small)).toThrow(/more than 10 events/);
    expect(busyTimes(hourly, "UTC", span("2026-01-01T00:00:00Z", "2026-01-02T00:00:00Z"), small)).toHaveLength(15);
  });

  it("says in words what is wrong with text that is no calendar", () => {
    const wordsOf = (text: string) => {
      try {
        busyTimes(text, "UTC", SPRING);
      } catch (error) {
        expect(error).toBeInstanceOf(CalendarError);
        return (error as CalendarError).message;
      }
      return "no error";
    };
    expect(wordsOf("<!doctype html><title>Sign in</title>")).toBe("This is not an iCalendar feed.");
    expect(wordsOf("")).toBe("This is not an iCalendar feed.");
    expect(wordsOf("BEGIN:VCALENDAR\r\nthis line has no colon\r\nEND:VCALENDAR")).toBe("The calendar could not be read: it is not valid iCalendar.");
    expect(wordsOf(calendar(...event("DTSTART:20260310T150000Z", "RRULE:INTERVAL=2")))).toBe("An event in the calendar could not be read: it is not valid iCalendar.");
  });

  it("reads a calendar with no events as free", () => {
    expect(busyTimes(calendar(), "UTC", SPRING)).toEqual([]);
    expect(busyTimes(`\uFEFF${calendar(...event("DTSTART:20260310T150000Z", "DTEND:20260310T160000Z"))}`, "UTC", SPRING)).toHaveLength(1);
  });
});
