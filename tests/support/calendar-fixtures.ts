// What the hosts' calendar tests share: iCalendar text, an iCal feed served from loopback with
// scripted answers, and a logger whose lines the test can read. (Hosts: tests/support/hosts.ts.)
import http from "node:http";
import type { IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { pino, type Logger } from "pino";

/** A VCALENDAR around the given lines, CRLF-separated as RFC 5545 writes it. */
export const vcalendar = (...lines: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Tests//Calendars//EN", ...lines, "END:VCALENDAR", ""].join("\r\n");

/** A VEVENT: its UID, then the given lines. */
/** New York's zone as a feed carries it (US rules since 2007): for events written in New York time. */
export const NEW_YORK_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:America/New_York",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

export const vevent = (uid: string, ...lines: string[]) => ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20260101T000000Z", ...lines, "END:VEVENT"];

export const iso = (spans: Array<{ start: number; end: number }> | undefined) =>
  (spans ?? []).map(({ start, end }) => [new Date(start).toISOString(), new Date(end).toISOString()]);

export type FeedReply = { status: number; body?: string; headers?: Record<string, string> } | "hang";

export type FeedServer = {
  url: (path: string) => string;
  /** What each request asked: its path and headers. */
  requests: Array<{ path: string; headers: IncomingHttpHeaders }>;
  /** Answers to give, in order; then `fallback`. */
  reply: (...replies: FeedReply[]) => void;
  fallback: FeedReply;
  close: () => Promise<void>;
};

/** An HTTP server on loopback serving feeds as scripted ("hang" never answers). */
export async function startFeedServer(): Promise<FeedServer> {
  const requests: FeedServer["requests"] = [];
  const script: FeedReply[] = [];
  const hanging = new Set<http.ServerResponse>();
  const feeds: Pick<FeedServer, "fallback"> = { fallback: { status: 500 } };
  const server = http.createServer((req, res) => {
    requests.push({ path: req.url ?? "", headers: req.headers });
    const reply = script.shift() ?? feeds.fallback;
    if (reply === "hang") {
      hanging.add(res);
      return;
    }
    res.writeHead(reply.status, reply.headers);
    res.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    requests,
    reply: (...replies) => script.push(...replies),
    get fallback() {
      return feeds.fallback;
    },
    set fallback(reply) {
      feeds.fallback = reply;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A debug-level logger and every line it wrote, as text. */
export function capturingLogger(): { logger: Logger; text: () => string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: "debug" }, stream), text: () => lines.join("") };
}
