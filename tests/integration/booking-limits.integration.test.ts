// Booking abuse: one client took 41 of a day's 42 seats in 71 s by rotating functions, and a date
// in the year 9999 was accepted and sent as an invite. A booking horizon, a cap on the future
// bookings one e-mail address holds and a daily cap per client now stop both.
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { schema } from "#db/index.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { addDays, isWeekend, newYorkInstant, todayInNewYork, toIsoDate, type CalendarDate } from "#app/features/scheduling/calendar-date.ts";
import { messages } from "#app/features/leads/lead.schema.ts";
import {
  callFunction,
  futureWeekday,
  startApiServer,
  testEnv,
  validBodies,
  type ApiServer,
} from "#tests/integration/support/lead-api-harness.ts";

const BOOKING_FUNCTIONS = ["send-demo-confirmation", "landing", "send-discovery-confirmation", "send-msp-demo-request"] as const;
type BookingBody = keyof ReturnType<typeof validBodies> & (typeof BOOKING_FUNCTIONS)[number];

/** The function a body goes to ("landing" is send-demo-confirmation with the landing form's body). */
const functionOf = (body: BookingBody) => (body === "landing" ? "send-demo-confirmation" : body);

/** A booking body for one of the four booking forms, with its own e-mail address and time. */
function booking(body: BookingBody, day: CalendarDate, { email, time = "2:30 PM" }: { email?: string; time?: string } = {}) {
  const base = validBodies(day, time)[body] as Record<string, unknown>;
  return { ...base, ...(email ? { email } : {}) };
}

const weekdayOnOrBefore = (date: CalendarDate) => {
  let day = date;
  while (isWeekend(day)) day = addDays(day, -1);
  return day;
};
const weekdayAfter = (date: CalendarDate) => {
  let day = addDays(date, 1);
  while (isWeekend(day)) day = addDays(day, 1);
  return day;
};

describe.each(testDatabaseTargets())("booking limits on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  const servers: ApiServer[] = [];
  const serve = async (overrides: Record<string, string>, now?: () => Date) => {
    const server = await startApiServer({ env: testEnv(overrides), db: handle.db, now });
    servers.push(server);
    return server;
  };
  const bookingCount = async () => (await handle.db.select({ n: count() }).from(schema.bookings))[0]!.n;

  beforeAll(async () => {
    handle = await open();
  });
  beforeEach(async () => {
    await handle.db.delete(schema.outbox);
    await handle.db.delete(schema.leads);
    await handle.db.delete(schema.rateLimits);
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await handle.close();
  });

  describe(`BOOKING_HORIZON_DAYS (default 60)`, () => {
    const horizonMessage = "Meetings can be booked up to 60 days ahead. Please select an earlier date.";

    it("refuses a later date with 422 in every booking function, stores nothing and sends nothing", async () => {
      const api = await serve({ BOOKING_HORIZON_DAYS: "" });
      const last = addDays(todayInNewYork(), 60);
      const tooLate = weekdayAfter(last);
      for (const body of BOOKING_FUNCTIONS) {
        for (const day of [tooLate, { year: 9999, month: 12, day: 1 }]) {
          const answer = await callFunction(api.url, functionOf(body), booking(body, day));
          expect(answer.status, `${body} ${toIsoDate(day)}`).toBe(422);
          expect(answer.body!.error!.fields).toEqual({ date: horizonMessage });
        }
      }
      expect(await bookingCount()).toBe(0);
      expect((await handle.db.select({ n: count() }).from(schema.outbox))[0]!.n).toBe(0);

      // The last weekday within the horizon is still bookable, in every function.
      const lastWeekday = weekdayOnOrBefore(last);
      for (const [i, body] of BOOKING_FUNCTIONS.entries()) {
        const time = ["11:00 AM", "11:30 AM", "12:00 PM", "12:30 PM"][i];
        const answer = await callFunction(api.url, functionOf(body), booking(body, lastWeekday, { email: `horizon${i}@acme.example`, time }));
        expect(answer.status, body).toBe(200);
      }
    });

    it("availability answers 422 beyond the horizon and follows the configured value", async () => {
      const api = await serve({ BOOKING_HORIZON_DAYS: "10" });
      const within = weekdayOnOrBefore(addDays(todayInNewYork(), 10));
      const beyond = weekdayAfter(addDays(todayInNewYork(), 10));
      const ok = await fetch(`${api.url}/api/availability?date=${toIsoDate(within)}`);
      expect(ok.status).toBe(200);
      expect((await ok.json()).data.bookable).toBe(true);
      for (const date of [toIsoDate(beyond), "9999-12-01"]) {
        const refused = await fetch(`${api.url}/api/availability?date=${date}`);
        expect(refused.status).toBe(422);
        expect((await refused.json()).error.fields).toEqual({ date: messages.dateBeyondHorizon(10) });
      }
      const answer = await callFunction(api.url, "send-msp-demo-request", booking("send-msp-demo-request", beyond));
      expect(answer.body!.error!.fields).toEqual({ date: "Meetings can be booked up to 10 days ahead. Please select an earlier date." });
    });
  });

  describe("BOOKINGS_PER_EMAIL (default 3)", () => {
    const capMessage = messages.bookingsPerEmail(3);

    it("refuses a fourth future booking for one address, whatever its case and the function", async () => {
      const api = await serve({ BOOKINGS_PER_EMAIL: "" });
      const day = futureWeekday(2);
      const times = ["11:00 AM", "11:30 AM", "12:00 PM", "12:30 PM", "1:00 PM"];
      const addresses = ["Ada@Acme.example", "ada@acme.example", "ADA@ACME.EXAMPLE"];
      for (const [i, email] of addresses.entries()) {
        const body = BOOKING_FUNCTIONS[i]!;
        expect((await callFunction(api.url, functionOf(body), booking(body, day, { email, time: times[i] }))).status).toBe(200);
      }
      const fourth = await callFunction(api.url, "send-msp-demo-request", booking("send-msp-demo-request", day, { email: "ada@ACME.example", time: times[3] }));
      expect(fourth.status).toBe(422);
      expect(fourth.body!.error).toEqual({ message: capMessage, fields: { email: capMessage } });
      expect(capMessage).toBe(
        "This email address already has 3 upcoming meetings booked, the most one address can hold. Please contact us to arrange another.",
      );
      expect(await bookingCount()).toBe(3);
      // Another address still books; contact messages are not bookings.
      expect((await callFunction(api.url, "send-msp-demo-request", booking("send-msp-demo-request", day, { email: "grace@acme.example", time: times[4] }))).status).toBe(200);
      expect((await callFunction(api.url, "send-contact-email", { ...validBodies(day)["send-contact-email"], workEmail: "ada@acme.example" })).status).toBe(200);
    });

    it("counts only future meetings: once they have passed, the address books again", async () => {
      const api = await serve({ BOOKINGS_PER_EMAIL: "2" });
      const first = futureWeekday(1);
      for (const time of ["11:00 AM", "11:30 AM"]) {
        expect((await callFunction(api.url, "send-discovery-confirmation", booking("send-discovery-confirmation", first, { email: "alan@acme.example", time }))).status).toBe(200);
      }
      const refused = await callFunction(api.url, "send-discovery-confirmation", booking("send-discovery-confirmation", futureWeekday(2), { email: "alan@acme.example" }));
      expect(refused.status).toBe(422);
      // The next day, both meetings lie in the past.
      const nextDay = futureWeekday(2);
      const later = await serve({ BOOKINGS_PER_EMAIL: "2" }, () => newYorkInstant(nextDay, 9 * 60));
      const again = await callFunction(later.url, "send-discovery-confirmation", booking("send-discovery-confirmation", nextDay, { email: "alan@acme.example" }));
      expect(again.status).toBe(200);
    });

    it("holds under concurrent bookings by one address", async () => {
      const api = await serve({ BOOKINGS_PER_EMAIL: "3" });
      const day = futureWeekday(3);
      const times = ["11:00 AM", "11:30 AM", "12:00 PM", "12:30 PM", "1:00 PM", "1:30 PM", "2:00 PM", "2:30 PM"];
      const answers = await Promise.all(
        times.map((time) => callFunction(api.url, "send-discovery-confirmation", booking("send-discovery-confirmation", day, { email: "race@acme.example", time }))),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
      expect(answers.filter((a) => a.status === 422)).toHaveLength(5);
      const held = await handle.db
        .select({ n: count() })
        .from(schema.bookings)
        .innerJoin(schema.leads, eq(schema.leads.id, schema.bookings.leadId))
        .where(sql`lower(${schema.leads.email}) = 'race@acme.example'`);
      expect(held[0]!.n).toBe(3);
    });
  });

  describe("BOOKINGS_PER_IP_PER_DAY (default 5)", () => {
    const from = (ip: string) => ({ headers: { "X-Forwarded-For": ip } });

    it("stops one client rotating functions and addresses after its daily bookings", async () => {
      const api = await serve({ BOOKINGS_PER_IP_PER_DAY: "", TRUST_PROXY: "1" });
      const day = futureWeekday(4);
      const times = ["11:00 AM", "11:30 AM", "12:00 PM", "12:30 PM", "1:00 PM", "1:30 PM", "2:00 PM", "2:30 PM"];
      const statuses: number[] = [];
      for (const [i, time] of times.entries()) {
        const body = BOOKING_FUNCTIONS[i % BOOKING_FUNCTIONS.length]!;
        const answer = await callFunction(api.url, functionOf(body), booking(body, day, { email: `rotate${i}@acme.example`, time }), from("203.0.113.66"));
        statuses.push(answer.status);
        if (answer.status === 429) {
          expect(answer.body!.error!.message).toBe(
            "Too many meetings have been booked from your network today. Please try again tomorrow, or contact us.",
          );
          const retryAfter = Number(answer.headers.get("retry-after"));
          expect(retryAfter).toBeGreaterThan(23 * 3600);
          expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
        }
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      expect(await bookingCount()).toBe(5);
      // Other clients book; the capped client can still send a contact message.
      expect((await callFunction(api.url, "send-discovery-confirmation", booking("send-discovery-confirmation", day, { email: "other@acme.example" }), from("198.51.100.5"))).status).toBe(200);
      expect((await callFunction(api.url, "send-contact-email", validBodies(day)["send-contact-email"], from("203.0.113.66"))).status).toBe(200);
    });

    it("counts only bookings that were stored", async () => {
      const api = await serve({ BOOKINGS_PER_IP_PER_DAY: "2", BOOKINGS_PER_EMAIL: "1", SLOT_CAPACITY: "1", TRUST_PROXY: "1" });
      const day = futureWeekday(5);
      const discovery = (email: string, time: string, ip: string) =>
        callFunction(api.url, "send-discovery-confirmation", booking("send-discovery-confirmation", day, { email, time }), from(ip));
      expect((await discovery("first@acme.example", "11:00 AM", "198.51.100.77")).status).toBe(200);
      // A full slot (409), an address at its cap (422) and refused input take nothing from the client's day.
      expect((await discovery("second@acme.example", "11:00 AM", "203.0.113.77")).status).toBe(409);
      expect((await discovery("first@acme.example", "11:30 AM", "203.0.113.77")).status).toBe(422);
      expect((await discovery("not-an-address", "11:30 AM", "203.0.113.77")).status).toBe(422);
      expect((await discovery("third@acme.example", "12:00 PM", "203.0.113.77")).status).toBe(200);
      expect((await discovery("fourth@acme.example", "12:30 PM", "203.0.113.77")).status).toBe(200);
      expect((await discovery("fifth@acme.example", "1:00 PM", "203.0.113.77")).status).toBe(429);
    });
  });
});
