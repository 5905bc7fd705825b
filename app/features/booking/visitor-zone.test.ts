import { describe, expect, it } from "vitest";
import { createMeetingSchema } from "#app/features/leads/lead.schema.ts";
import { messages } from "#app/features/leads/lead-rules.ts";
import { DEFAULT_BOOKING_SLOTS, parseSlotList } from "#app/features/scheduling/slots.ts";
import { calendarLinks } from "#app/features/scheduling/calendar-links.ts";
import { canonicalTimeZone, mailTimeValue, meetingTimeLine } from "#app/features/scheduling/visitor-zone.ts";

// 11:00 AM in New York on a winter weekday (EST, UTC-5) and a summer one (EDT, UTC-4).
const winter = new Date("2030-01-08T16:00:00Z");
const summer = new Date("2030-07-09T15:00:00Z");

describe("the visitor's zone", () => {
  it("keeps IANA names the runtime knows, as it spells them, and refuses anything else", () => {
    expect(canonicalTimeZone("Europe/Berlin")).toBe("Europe/Berlin");
    expect(canonicalTimeZone("europe/berlin")).toBe("Europe/Berlin");
    // Three segments are names too (ICU may answer with its canonical alias).
    expect(canonicalTimeZone("America/Argentina/Buenos_Aires")).toMatch(/Buenos_Aires$/);
    expect(canonicalTimeZone("UTC")).toBe("UTC");
    for (const bad of ["Mars/Olympus_Mons", "+02:00", "GMT+2 ", "", "Europe/Berlin/../../etc", "a".repeat(65), "Europe\u0000Berlin"]) {
      expect(canonicalTimeZone(bad), bad).toBeNull();
    }
  });

  it("shows the visitor's clock beside Eastern time only when it differs", () => {
    expect(meetingTimeLine(winter, "Europe/Berlin")).toBe("11:00 AM ET · 5:00 PM your time");
    expect(meetingTimeLine(summer, "Europe/Berlin")).toBe("11:00 AM ET · 5:00 PM your time");
    expect(meetingTimeLine(winter, "America/New_York")).toBe("11:00 AM ET");
    expect(meetingTimeLine(winter, "America/Detroit")).toBe("11:00 AM ET");
    expect(meetingTimeLine(winter, null)).toBe("11:00 AM ET");
    // Another day on the visitor's clock is named.
    expect(meetingTimeLine(new Date("2030-01-08T01:30:00Z"), "Asia/Tokyo")).toBe("8:30 PM ET · 10:30 AM Tue, Jan 8 your time");
  });

  it("writes the e-mail's time with the zone it was computed for", () => {
    expect(mailTimeValue(winter, "Europe/Berlin")).toBe("11:00 AM EST (Eastern Time) · 5:00 PM your time (Europe/Berlin)");
    expect(mailTimeValue(winter, null)).toBe("11:00 AM EST (Eastern Time)");
  });

  it("is validated by the booking schema: optional, known names kept, others refused", () => {
    const schema = createMeetingSchema({ slotMinutes: parseSlotList(DEFAULT_BOOKING_SLOTS)!, horizonDays: 3650, now: () => new Date("2030-01-01T12:00:00Z") });
    const body = { firstName: "Ada", lastName: "Lovelace", email: "ada@acme.example", date: "2030-01-08", time: "11:00 AM" };
    expect(schema.safeParse(body).data?.timeZone).toBeNull();
    expect(schema.safeParse({ ...body, timeZone: "asia/tokyo" }).data?.timeZone).toBe("Asia/Tokyo");
    const refused = schema.safeParse({ ...body, timeZone: "Mars/Olympus_Mons" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["timeZone", messages.timeZoneUnknown]]);
  });
});

describe("add to calendar", () => {
  it("gives Google and Outlook the meeting's start and end in UTC, and the .ics address", () => {
    const links = calendarLinks(
      { title: "Lumenguard Discovery call", start: winter, durationMinutes: 15, details: "Details", location: "Online" },
      "https://example.test/api/bookings/t/invite.ics",
    );
    expect(new URL(links.google).searchParams.get("dates")).toBe("20300108T160000Z/20300108T161500Z");
    expect(new URL(links.google).searchParams.get("text")).toBe("Lumenguard Discovery call");
    for (const outlook of [links.outlook, links.outlookCom]) {
      expect(new URL(outlook).searchParams.get("startdt")).toBe("2030-01-08T16:00:00Z");
      expect(new URL(outlook).searchParams.get("enddt")).toBe("2030-01-08T16:15:00Z");
    }
    expect(links.ics).toBe("https://example.test/api/bookings/t/invite.ics");
  });
});
