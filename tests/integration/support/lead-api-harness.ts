// Shared pieces of the lead API integration tests: an environment, the Express app on a loopback
// port (no React Router build needed), JSON calls, and bookable dates relative to today.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { pino } from "pino";
import type { Database } from "#db/index.ts";
import { parseEnv, type Env } from "#app/env.server.ts";
import { isWeekend, todayInNewYork, toIsoDate, type CalendarDate } from "#app/features/scheduling/calendar-date.ts";
import { createCoreApp } from "#server/app.ts";

export const silentLogger = pino({ level: "silent" });

/** A logger whose lines the test can read. */
export function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: "info" }, stream), lines };
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: "test",
    SITE_URL: "https://www.lumenguard.example",
    // The suites book many meetings from one address and one e-mail; the caps have their own tests.
    RATE_LIMIT_PER_MINUTE: "1000000",
    BOOKINGS_PER_EMAIL: "1000000",
    BOOKINGS_PER_IP_PER_DAY: "1000000",
    // Reminders would add rows to every booking's outbox; they have their own tests, which set them.
    BOOKING_REMINDERS: "none",
    SALES_EMAIL: "sales@lumenguard.example",
    MAIL_FROM: "no-reply@lumenguard.example",
    ...overrides,
  });
}

export type ApiServer = { url: string; close: () => Promise<void> };

export async function startApiServer(deps: { env: Env; db: Database; now?: () => Date }): Promise<ApiServer> {
  const app = createCoreApp({ ...deps, logger: silentLogger });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ApiAnswer = {
  status: number;
  headers: Headers;
  body: { data: Record<string, unknown> | null; error: { message: string; fields: Record<string, string> } | null } | null;
};

export async function callFunction(
  baseUrl: string,
  name: string,
  body: unknown,
  init: { method?: string; contentType?: string; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const method = init.method ?? "POST";
  const { text: _text, ...answer } = await send(`${baseUrl}/api/functions/${name}`, method, init, JSON.stringify(body));
  return answer;
}

/** One request; the answer's status, headers, text and its JSON (null when it is none). */
async function send(
  url: string,
  method: string,
  init: { contentType?: string; rawBody?: string; headers?: Record<string, string> },
  json: string | undefined,
): Promise<ApiAnswer & { text: string }> {
  const response = await fetch(url, {
    method,
    headers: { "Content-Type": init.contentType ?? "application/json", ...init.headers },
    body: method === "GET" || method === "HEAD" ? undefined : (init.rawBody ?? json),
  });
  const text = await response.text();
  let parsed: ApiAnswer["body"];
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/**
 * One call to a booking's endpoints: GET /api/bookings/<token>[/invite.ics], or a POST of `body`
 * as JSON to /api/bookings/<token>/<action>.
 */
export async function callBooking(
  baseUrl: string,
  token: string,
  action: "" | "invite.ics" | "reschedule" | "cancel" | (string & {}),
  body?: unknown,
  init: { method?: string; contentType?: string; rawBody?: string } = {},
): Promise<ApiAnswer & { text: string }> {
  const method = init.method ?? (body === undefined && init.rawBody === undefined ? "GET" : "POST");
  return send(`${baseUrl}/api/bookings/${token}${action ? `/${action}` : ""}`, method, init, JSON.stringify(body ?? {}));
}

/** The token in a manage link (…/bookings/<token>). */
export const tokenOf = (manageUrl: unknown) => String(manageUrl).split("/bookings/")[1]!;

function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The n-th weekday (1-based) after today in New York: always bookable. */
export function futureWeekday(n = 1, from: CalendarDate = todayInNewYork()): CalendarDate {
  let date = from;
  let found = 0;
  while (found < n) {
    date = addDays(date, 1);
    if (!isWeekend(date)) found++;
  }
  return date;
}

export const isoDate = toIsoDate;

/** "Monday, November 30, 2026": how Book a Meeting sends dates. */
function longDate(date: CalendarDate): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", year: "numeric", month: "long", day: "numeric" }).format(
    new Date(Date.UTC(date.year, date.month - 1, date.day, 12)),
  );
}

/** "Nov 30, 2026": how the landing form sends dates. */
function mediumDate(date: CalendarDate): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "short", day: "numeric" }).format(
    new Date(Date.UTC(date.year, date.month - 1, date.day, 12)),
  );
}

/** A valid body for every function (dates on the given day). */
export function validBodies(day: CalendarDate, time = "2:30 PM") {
  return {
    "send-demo-confirmation": {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@acme.example",
      phone: "+1 617 555 0100",
      date: longDate(day),
      time,
      comments: "We run three customer-facing agents.",
      company: "Not provided",
    },
    landing: {
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@navy.example",
      company: "Fleet Systems",
      role: "CISO",
      phone: "+1 202 555 0101",
      employees: "1001-5000",
      useCase: "agents",
      message: "Evaluating guardrails for our claims agent.",
      date: mediumDate(day),
      time,
      referralSource: "redport",
    },
    "send-discovery-confirmation": {
      firstName: "Alan",
      lastName: "Turing",
      email: "alan@bletchley.example",
      phone: "",
      date: longDate(day),
      time,
      comments: "",
    },
    "send-msp-demo-request": {
      firstName: "Katherine",
      lastName: "Johnson",
      email: "kj@orbit.example",
      phone: "",
      date: toIsoDate(day),
      time,
      comments: "Legal team pilot.",
      type: "demo",
      campaign: "legal",
    },
    "send-contact-email": {
      firstName: "Margaret",
      lastName: "Hamilton",
      workEmail: "margaret@apollo.example",
      phoneNumber: "",
      message: "Do you support on-premises deployment?",
    },
    "send-guardrails-datasheet-email": { firstName: "Linus", lastName: "T", email: "linus@kernel.example" },
    "send-red-teaming-datasheet-email": { firstName: "Linus", lastName: "T", email: "linus@kernel.example" },
    "send-observability-datasheet-email": { firstName: "Linus", lastName: "T", email: "linus@kernel.example" },
    "send-chatbot-datasheet-email": { firstName: "Linus", lastName: "T", email: "linus@kernel.example" },
  } as const;
}
