// "Add to calendar" for a booked meeting: Google Calendar and Outlook event pages filled with the
// real meeting (times in UTC, which both read unambiguously), and the booking's own .ics file.
import { calendarServices } from "#app/config/site.ts";

export type CalendarEvent = { title: string; start: Date; durationMinutes: number; details: string; location: string };

export type CalendarLinks = {
  google: string;
  outlook: string;
  outlookCom: string;
  /** The booking's current invite (GET /api/bookings/<token>/invite.ics); absent when no token is at hand. */
  ics?: string;
};

/** 2026-12-01T19:30:00.000Z → 20261201T193000Z (RFC 5545 basic form, Google's `dates`). */
const basicUtc = (instant: Date) => instant.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
/** Outlook's startdt/enddt: ISO 8601 in UTC without milliseconds. */
const isoUtc = (instant: Date) => instant.toISOString().replace(/\.\d{3}/, "");

function withQuery(base: string, query: Record<string, string>): string {
  return `${base}?${new URLSearchParams(query).toString()}`;
}

export function calendarLinks(event: CalendarEvent, icsUrl?: string): CalendarLinks {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const outlookQuery = {
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: isoUtc(event.start),
    enddt: isoUtc(end),
    body: event.details,
    location: event.location,
  };
  return {
    google: withQuery(calendarServices.google, {
      action: "TEMPLATE",
      text: event.title,
      dates: `${basicUtc(event.start)}/${basicUtc(end)}`,
      details: event.details,
      location: event.location,
    }),
    outlook: withQuery(calendarServices.outlook, outlookQuery),
    outlookCom: withQuery(calendarServices.outlookCom, outlookQuery),
    ...(icsUrl ? { ics: icsUrl } : {}),
  };
}
