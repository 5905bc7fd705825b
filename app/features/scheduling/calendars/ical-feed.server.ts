// Reads a host's iCal feed: the secret address Google Calendar, Outlook or iCloud publishes. A
// conditional GET (If-None-Match, If-Modified-Since) lets an unchanged feed answer 304 with no
// body; anything but a 2xx or a 304 is a failure in words.
import { brand } from "#app/config/site.ts";
import { answeredWith, withCalendarServer, type CalendarHttpOptions } from "./calendar-http.server.ts";
import { feedAddress } from "./calendar-address.ts";

/** What the last full read of a feed answered, to ask next time whether anything changed. */
export type FeedValidators = { etag: string | null; lastModified: string | null };

export type FeedRead = { changed: false } | ({ changed: true; text: string } & FeedValidators);

/** What a host can do about the answers feeds give when their address stops working. */
const HINTS = {
  401: "the feed's secret address may have been reset; copy the new one from the calendar's settings.",
  403: "the feed's secret address may have been reset; copy the new one from the calendar's settings.",
  404: "the address is wrong, or the calendar is no longer published.",
  410: "the calendar is no longer published.",
};

/**
 * GETs the feed, conditionally when `validators` are given. Throws a CalendarError in words on any
 * failure (status, timeout, size, network).
 */
export async function readIcalFeed(url: string, validators: FeedValidators | null, options: CalendarHttpOptions = {}): Promise<FeedRead> {
  const headers: Record<string, string> = {
    Accept: "text/calendar, text/plain;q=0.5, */*;q=0.1",
    "User-Agent": `${brand.productSlug}-calendar-reader`,
  };
  if (validators?.etag) headers["If-None-Match"] = validators.etag;
  if (validators?.lastModified) headers["If-Modified-Since"] = validators.lastModified;
  return withCalendarServer(options, async (fetch) => {
    const response = await fetch(feedAddress(url), { headers, redirect: "follow" });
    if (response.status === 304) return { changed: false };
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw answeredWith(response.status, HINTS);
    }
    return {
      changed: true,
      // RFC 5545 text is UTF-8.
      text: new TextDecoder("utf-8").decode(await response.arrayBuffer()),
      etag: response.headers.get("etag"),
      lastModified: response.headers.get("last-modified"),
    };
  });
}
