// HTTP with hosts' calendar servers (an iCal feed's host, a CalDAV server): every request of one
// read or write shares one deadline, every answer's body is capped while it streams, and whatever
// goes wrong comes out as a CalendarError in words. A calendar's address may hold a secret (an
// iCal feed's private path), so no message here ever quotes it.
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
  const bounded: typeof globalThis.fetch = async (input, init) => capped(await fetch(input, { ...init, signal: deadline }), maxBytes);
  try {
    return await work(bounded);
  } catch (error) {
    throw inWords(error, deadline.aborted, timeoutMs);
  }
}
