// A host's CalDAV account (RFC 4791), through tsdav: its busy times, read with a time-range query
// and expanded here (servers' own expansion varies), and the write-back of their meetings, one
// calendar object per meeting named after its UID. The account's address may be a calendar itself
// (then only that one is used) or the server or principal (then every calendar of events its home
// holds is read, and new meetings go to the first one the server lists). Sign-in is Basic, with an
// app password, over https (or http to this machine, for tests).
import { calendarQuery, createAccount, createObject, deleteObject, fetchCalendars, propfind, type DAVResponse } from "tsdav";
import type { Interval } from "#app/features/scheduling/intervals.ts";
import { busyTimes, BUSY_LIMITS } from "./busy-times.ts";
import { CalendarError } from "./calendar-error.ts";
import { answeredWith, withCalendarServer, type CalendarHttpOptions } from "./calendar-http.server.ts";

export type CaldavAccount = { url: string; username: string; password: string };

/** What a host can do about the answers CalDAV servers give. */
const HINTS = {
  401: "it did not accept the user name and app password.",
  403: "this account may not read or change that calendar.",
  404: "the address is wrong, or the calendar is no longer there.",
};

type Session = { headers: Record<string, string>; fetch: typeof globalThis.fetch };

const basicAuth = ({ username, password }: CaldavAccount) => ({ authorization: `Basic ${Buffer.from(`${username}:${password}`, "utf8").toString("base64")}` });

/** A request's answers, or its refusal in words (tsdav returns a failed request as one answer). */
function answersOf(responses: DAVResponse[]): DAVResponse[] {
  const [first] = responses;
  if (responses.length === 1 && first && !first.ok && first.status !== 207 && !first.props) throw answeredWith(first.status ?? 0, HINTS);
  return responses;
}

const isCalendar = (response: DAVResponse) => Object.keys((response.props?.resourcetype as object | undefined) ?? {}).includes("calendar");
const slashed = (url: string) => (url.endsWith("/") ? url : `${url}/`);

/**
 * The account's calendars of events: the address itself when it is a calendar, else those of the
 * home its principal names (found by tsdav's discovery: .well-known, current-user-principal,
 * calendar-home-set).
 */
async function calendarsOf(account: CaldavAccount, session: Session): Promise<string[]> {
  const [self] = answersOf(await propfind({ url: account.url, props: { "d:resourcetype": {} }, depth: "0", ...session }));
  if (self && isCalendar(self)) return [slashed(account.url)];
  let found;
  try {
    const dav = await createAccount({ account: { serverUrl: account.url, accountType: "caldav" }, ...session });
    found = await fetchCalendars({ account: dav, ...session });
  } catch (error) {
    // tsdav gives up with a plain Error whose words name the URLs it tried ("cannot find homeUrl",
    // "… returned 401 …"); anything else (a timeout, a refused connection) is said by the caller.
    if (!(error instanceof Error) || error.constructor !== Error) throw error;
    if (/\b401\b/.test(error.message)) throw answeredWith(401, HINTS);
    throw new CalendarError("CALENDAR_NOT_FOUND", "No CalDAV calendar was found at this address.");
  }
  const calendars = found.filter((calendar) => !calendar.components?.length || calendar.components.includes("VEVENT")).map((calendar) => slashed(calendar.url));
  if (calendars.length === 0) throw new CalendarError("CALENDAR_NOT_FOUND", "This CalDAV account has no calendar of events.");
  return calendars;
}

/** 20260301T000000Z: a time-range bound as CalDAV writes it. */
const stamp = (epochMs: number) => `${new Date(epochMs).toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/** The text of each calendar object the answers carry (tsdav keeps CDATA apart). */
function objectTexts(responses: DAVResponse[]): string[] {
  return responses.flatMap((response) => {
    const data = response.props?.calendarData as string | { _cdata?: string; _text?: string } | undefined;
    const text = typeof data === "string" ? data : (data?._cdata ?? data?._text);
    return response.ok && typeof text === "string" ? [text] : [];
  });
}

/**
 * The account's busy times within `range`, merged, all-day events and floating times read in
 * `timeZone`. The servers pick the objects with events in the range (a calendar-query with a
 * time-range); busy-times.ts expands them like a feed, within the same limits.
 */
export function readCaldavBusyTimes(account: CaldavAccount, timeZone: string, range: Interval, options: CalendarHttpOptions = {}): Promise<Interval[]> {
  return withCalendarServer(options, async (fetch) => {
    const session = { headers: basicAuth(account), fetch };
    const filters = {
      "comp-filter": { _attributes: { name: "VCALENDAR" }, "comp-filter": { _attributes: { name: "VEVENT" }, "time-range": { _attributes: { start: stamp(range.start), end: stamp(range.end) } } } },
    };
    const texts: string[] = [];
    for (const calendar of await calendarsOf(account, session)) {
      const answers = answersOf(await calendarQuery({ url: calendar, props: { "d:getetag": {}, "c:calendar-data": {} }, filters, depth: "1", ...session }));
      texts.push(...objectTexts(answers));
    }
    if (texts.length > BUSY_LIMITS.events) {
      throw new CalendarError("CALENDAR_TOO_LARGE", `The calendar holds more than ${BUSY_LIMITS.events.toLocaleString("en-US")} events in the coming weeks; it cannot be read.`);
    }
    // One text of many VCALENDARs, so that the limits hold for the account as a whole.
    return texts.length === 0 ? [] : busyTimes(texts.join("\r\n"), timeZone, range);
  });
}

/** The addresses of the objects holding the event `uid` in a calendar (one, unless a client copied it). */
async function objectsWithUid(calendar: string, uid: string, session: Session): Promise<string[]> {
  const filters = {
    "comp-filter": {
      _attributes: { name: "VCALENDAR" },
      "comp-filter": { _attributes: { name: "VEVENT" }, "prop-filter": { _attributes: { name: "UID" }, "text-match": { _attributes: { collation: "i;octet" }, _text: uid } } },
    },
  };
  const answers = answersOf(await calendarQuery({ url: calendar, props: { "d:getetag": {} }, filters, depth: "1", ...session }));
  return answers
    .filter((answer) => answer.ok && answer.href)
    .map((answer) => new URL(answer.href!, calendar).href)
    .filter((href) => slashed(href) !== calendar);
}

/**
 * Writes a meeting into the host's calendar, or removes it (`ics` null). The object is found by
 * its UID wherever the host's calendar app may have moved it, so a reschedule replaces it and a
 * cancellation removes it; a new one goes to the first calendar as `<uid>.ics`. A PUT replaces
 * what is there; a DELETE of an object already gone is done.
 */
export function writeCaldavEvent(account: CaldavAccount, uid: string, ics: string | null, options: CalendarHttpOptions = {}): Promise<void> {
  return withCalendarServer(options, async (fetch) => {
    const session = { headers: basicAuth(account), fetch };
    const calendars = await calendarsOf(account, session);
    const existing: string[] = [];
    for (const calendar of calendars) existing.push(...(await objectsWithUid(calendar, uid, session)));
    if (ics === null) {
      for (const url of existing) {
        const response = await deleteObject({ url, ...session });
        if (!response.ok && response.status !== 404) throw answeredWith(response.status, HINTS);
      }
      return;
    }
    const url = existing[0] ?? new URL(`${encodeURIComponent(uid)}.ics`, calendars[0]).href;
    const response = await createObject({ url, data: ics, headers: { ...session.headers, "content-type": "text/calendar; charset=utf-8" }, fetch });
    await response.body?.cancel().catch(() => undefined);
    if (!response.ok) throw answeredWith(response.status, HINTS);
  });
}
