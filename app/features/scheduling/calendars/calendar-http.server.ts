// HTTP with hosts' calendar servers (an iCal feed's host, a CalDAV server): every request of one
// read or write shares one deadline, every answer's body is capped while it streams, and whatever
// goes wrong comes out as a CalendarError in words. A calendar's address may hold a secret (an
// iCal feed's private path), so no message here ever quotes it.
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { CalendarError } from "./calendar-error.ts";

/** How long one read or write of a calendar may take, all its requests together. */
export const CALENDAR_TIMEOUT_MS = 10_000;
/** The largest answer read from a calendar server. */
export const CALENDAR_MAX_BYTES = 10 * 1024 * 1024;

export type CalendarHttpOptions = {
  timeoutMs?: number;
  maxBytes?: number;
};

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`);
const seconds = (ms: number) => `${Math.round(ms / 100) / 10} seconds`;

const tooLarge = (maxBytes: number) =>
  new CalendarError("CALENDAR_TOO_LARGE", `The calendar server's answer is larger than ${size(maxBytes)}; it cannot be read.`);

/** Statuses whose answers have no body, which a Response cannot be built with. */
const NULL_BODY = new Set([101, 204, 205, 304]);

/** The answer with its body counted as it streams: past `maxBytes` the read fails and the download stops. */
function capped(response: Response, maxBytes: number): Response {
  if (Number(response.headers.get("content-length")) > maxBytes) {
    void response.body?.cancel().catch(() => undefined);
    throw tooLarge(maxBytes);
  }
  if (!response.body || NULL_BODY.has(response.status)) return response;
  let seen = 0;
  const counted = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) controller.error(tooLarge(maxBytes));
        else controller.enqueue(chunk);
      },
    }),
  );
  const copy = new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
  // tsdav reads an answer's URL to name the resource it came from.
  Object.defineProperty(copy, "url", { value: response.url });
  return copy;
}

const TLS_CODES = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS|SSL/;

/**
 * Networks a calendar address may not lead to: private, shared and link-local ranges, where the
 * site's own infrastructure lives (a cloud's metadata service at 169.254.169.254 among them). A
 * staff member could otherwise make the server ask them, through an address or a redirect.
 * Loopback stays allowed: a calendar server on the same machine (a self-hosted Radicale).
 */
const INTERNAL = new BlockList();
for (const [network, prefix] of [["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["169.254.0.0", 16], ["172.16.0.0", 12], ["192.168.0.0", 16]] as const) {
  INTERNAL.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [["fc00::", 7], ["fe80::", 10]] as const) INTERNAL.addSubnet(network, prefix, "ipv6");
/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is checked as the IPv4 one. */
const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** Refuses an address whose host is, or resolves to, an internal network. */
async function refuseInternal(url: URL): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  for (const { address, family } of addresses) {
    const v4 = MAPPED_V4.exec(address)?.[1];
    if (v4 ? INTERNAL.check(v4, "ipv4") : INTERNAL.check(address, family === 6 ? "ipv6" : "ipv4")) {
      throw new CalendarError("CALENDAR_ADDRESS", "This address leads into a private network; calendars are read from the internet only.");
    }
  }
}

/** Redirects followed for a GET; each hop's address is checked like the first. */
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 3;

/** A failure that is not the server's answer, in words: no address, no stack. */
function inWords(error: unknown, timedOut: boolean, timeoutMs: number): CalendarError {
  if (error instanceof CalendarError) return error;
  if (timedOut) return new CalendarError("CALENDAR_TIMEOUT", `The calendar did not answer within ${seconds(timeoutMs)}.`);
  // undici puts the system's reason under `cause` (ENOTFOUND, ECONNREFUSED, a certificate code…).
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  const code = typeof cause?.code === "string" ? cause.code : "";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return new CalendarError("CALENDAR_UNREACHABLE", "The calendar server's name could not be found.");
  if (code === "ECONNREFUSED") return new CalendarError("CALENDAR_UNREACHABLE", "The calendar server refused the connection.");
  if (TLS_CODES.test(code)) return new CalendarError("CALENDAR_UNREACHABLE", "The calendar server's certificate could not be verified.");
  if (code) return new CalendarError("CALENDAR_UNREACHABLE", "The connection to the calendar server failed.");
  return new CalendarError("CALENDAR_UNREACHABLE", "The calendar server could not be reached.");
}

/** "The calendar server answered 503." and what a host can do about the common ones. */
export function answeredWith(status: number, hints: Partial<Record<number, string>> = {}): CalendarError {
  const hint = hints[status] ?? (status === 404 ? "the address is wrong, or the calendar is no longer there." : undefined);
  return new CalendarError(status === 401 || status === 403 ? "CALENDAR_AUTH" : "CALENDAR_STATUS", `The calendar server answered ${status}${hint ? `: ${hint}` : "."}`);
}

/**
 * Runs one read or write against a calendar server with a fetch of its own: one deadline for all
 * its requests (so a slow server cannot hold a refresh or a write-back for long) and a cap on each
 * answer. Whatever `work` throws comes out as a CalendarError in words.
 */
export async function withCalendarServer<T>(options: CalendarHttpOptions, work: (fetch: typeof globalThis.fetch) => Promise<T>): Promise<T> {
  const timeoutMs = options.timeoutMs ?? CALENDAR_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? CALENDAR_MAX_BYTES;
  const deadline = AbortSignal.timeout(timeoutMs);
  const bounded: typeof globalThis.fetch = async (input, init) => {
    if (input instanceof Request) {
      await refuseInternal(new URL(input.url));
      return capped(await fetch(input, { signal: deadline, redirect: "manual" }), maxBytes);
    }
    let url = new URL(String(input));
    const following = (init?.method ?? "GET").toUpperCase() === "GET";
    for (let hop = 0; ; hop++) {
      await refuseInternal(url);
      const response = await fetch(url, { ...init, signal: deadline, redirect: "manual" });
      const location = response.headers.get("location");
      if (!following || !REDIRECTS.has(response.status) || !location || hop === MAX_REDIRECTS) return capped(response, maxBytes);
      void response.body?.cancel().catch(() => undefined);
      url = new URL(location, url);
    }
  };
  try {
    return await work(bounded);
  } catch (error) {
    throw inWords(error, deadline.aborted, timeoutMs);
  }
}
