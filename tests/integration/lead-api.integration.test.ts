// The lead API's HTTP contract (ARCHITECTURE.md "Public functions"), status code by status code,
// against the real Express app and a real database.
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "#db/index.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { messages } from "#app/features/leads/lead.schema.ts";
import { LEAD_FUNCTIONS } from "#app/config/lead-functions.ts";
import { newYorkInstant } from "#app/features/scheduling/calendar-date.ts";
import {
  callFunction,
  futureWeekday,
  isoDate,
  startApiServer,
  testEnv,
  validBodies,
  type ApiServer,
} from "#tests/integration/support/lead-api-harness.ts";

const leadCount = async (handle: TestDatabaseHandle) => (await handle.db.select({ n: count() }).from(schema.leads))[0]!.n;

describe.each(testDatabaseTargets())("lead API on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  let api: ApiServer;
  const day = futureWeekday(3);
  const bodies = validBodies(day);

  beforeAll(async () => {
    handle = await open();
    api = await startApiServer({ env: testEnv({ SLOT_CAPACITY: "2" }), db: handle.db });
  });
  afterAll(async () => {
    await api.close();
    await handle.close();
  });

  describe("200: every function stores what it accepts", () => {
    it.each(LEAD_FUNCTIONS.filter((name) => name !== "send-demo-confirmation"))("%s", async (name) => {
      const body = { ...bodies[name], ...(name.includes("confirmation") || name.includes("msp") ? { time: "11:00 AM" } : {}) };
      const answer = await callFunction(api.url, name, {
        ...body,
        idempotencyKey: randomUUID(),
        sourcePage: "/pricing",
        referrer: "https://search.example/?q=ai+guardrails",
        utm: { utm_source: "newsletter", utm_campaign: "q4-launch" },
      });
      expect(answer.status).toBe(200);
      expect(answer.body!.error).toBeNull();
      const id = answer.body!.data!.id as string;
      const [lead] = await handle.db.select().from(schema.leads).where(eq(schema.leads.id, id));
      expect(lead).toMatchObject({
        functionName: name,
        sourcePage: "/pricing",
        referrer: "https://search.example/?q=ai+guardrails",
        utm: { utm_source: "newsletter", utm_campaign: "q4-launch" },
      });
      const mail = await handle.db.select().from(schema.outbox).where(eq(schema.outbox.leadId, id));
      // Visitor + sales, held because this environment has no SMTP_URL.
      expect(mail.map((m) => m.status)).toEqual(["held", "held"]);
      expect(mail.map((m) => m.recipient).sort()).toEqual([lead!.email, "sales@lumenguard.example"].sort());
    });

    it("send-demo-confirmation takes the demo-tab body (30 min) and the landing body (45 min)", async () => {
      const tab = await callFunction(api.url, "send-demo-confirmation", { ...bodies["send-demo-confirmation"], time: "4:00 PM" });
      const landing = await callFunction(api.url, "send-demo-confirmation", { ...bodies.landing, time: "4:30 PM" });
      expect(tab.status).toBe(200);
      expect(landing.status).toBe(200);
      const expectedStart = newYorkInstant(day, 16 * 60);
      expect(tab.body!.data!.booking).toMatchObject({
        meetingType: "demo",
        durationMinutes: 30,
        startsAt: expectedStart.toISOString(),
        timeZone: "America/New_York",
        time: expect.stringMatching(/^4:00 PM E[SD]T$/),
      });
      expect(landing.body!.data!.booking).toMatchObject({ meetingType: "demo", durationMinutes: 45 });

      const [stored] = await handle.db
        .select({ lead: schema.leads, booking: schema.bookings })
        .from(schema.leads)
        .innerJoin(schema.bookings, eq(schema.bookings.leadId, schema.leads.id))
        .where(eq(schema.leads.id, landing.body!.data!.id as string));
      expect(stored!.lead).toMatchObject({
        company: "Fleet Systems",
        message: "Evaluating guardrails for our claims agent.",
        details: { form: "landing", role: "CISO", employees: "1001-5000", useCase: "agents", referralSource: "redport" },
      });
      expect(stored!.booking).toMatchObject({
        durationMinutes: 45,
        inviteSequence: 0,
        startsAt: newYorkInstant(day, 16 * 60 + 30),
      });
      expect(stored!.booking.inviteUid).toMatch(/@bookings\.lumenguard\.example$/);
    });

    it("a double submit with one idempotency key stores one lead and answers the same", async () => {
      const idempotencyKey = randomUUID();
      const body = { ...bodies["send-contact-email"], idempotencyKey };
      const before = await leadCount(handle);
      const first = await callFunction(api.url, "send-contact-email", body);
      const second = await callFunction(api.url, "send-contact-email", body);
      // Concurrent copies race for the UNIQUE key; every one answers with the stored lead.
      const racing = await Promise.all([1, 2, 3].map(() => callFunction(api.url, "send-contact-email", body)));
      expect(first.status).toBe(200);
      for (const answer of [second, ...racing]) expect(answer.body).toEqual(first.body);
      expect(await leadCount(handle)).toBe(before + 1);
    });

    it("a filled honeypot gets a success answer and stores nothing", async () => {
      const before = await leadCount(handle);
      const answer = await callFunction(api.url, "send-discovery-confirmation", {
        ...bodies["send-discovery-confirmation"],
        website: "http://spam.example",
      });
      expect(answer.status).toBe(200);
      expect(answer.body!.data).toMatchObject({ kind: "booking", booking: { meetingType: "discovery", durationMinutes: 15 } });
      const invalid = await callFunction(api.url, "send-contact-email", { website: "x" });
      expect(invalid.status).toBe(200);
      expect(await leadCount(handle)).toBe(before);
      expect(
        (
          await handle.db
            .select({ n: count() })
            .from(schema.bookings)
            .where(eq(schema.bookings.id, answer.body!.data!.id as string))
        )[0]!.n,
      ).toBe(0);
    });
  });

  it("409 when the slot is full, naming the time field", async () => {
    const slot = { ...bodies["send-msp-demo-request"], time: "8:00 PM" };
    expect((await callFunction(api.url, "send-msp-demo-request", slot)).status).toBe(200);
    expect(
      (await callFunction(api.url, "send-discovery-confirmation", { ...bodies["send-discovery-confirmation"], time: "8:00 PM" }))
        .status,
    ).toBe(200);
    const before = await leadCount(handle);
    const full = await callFunction(api.url, "send-msp-demo-request", slot);
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ data: null, error: { message: messages.slotFull, fields: { time: messages.slotFull } } });
    expect(await leadCount(handle)).toBe(before);
  });

  it("422 names every bad field with the form's messages", async () => {
    const answer = await callFunction(api.url, "send-demo-confirmation", {
      firstName: " ",
      lastName: 42,
      email: "ada@gmail.com",
      date: "Saturday, November 28, 2026",
      time: "10:00 AM",
      idempotencyKey: "not-a-uuid",
    });
    expect(answer.status).toBe(422);
    expect(answer.body!.data).toBeNull();
    expect(answer.body!.error!.fields).toEqual({
      firstName: messages.firstNameRequired,
      lastName: messages.notText,
      email: messages.corporateEmail,
      date: messages.dateNotBookable,
      time: messages.timeNotOffered,
      idempotencyKey: expect.any(String),
    });

    const contact = await callFunction(api.url, "send-contact-email", {});
    expect(contact.body!.error!.fields).toEqual({
      firstName: messages.firstNameRequired,
      lastName: messages.lastNameRequired,
      workEmail: messages.emailInvalid,
      message: messages.messageRequired,
    });
    const injected = await callFunction(api.url, "send-guardrails-datasheet-email", {
      firstName: "Eve\r\nBcc: victim@example.com",
      lastName: "X",
      email: "eve@evil.example,victim@example.com",
    });
    expect(injected.body!.error!.fields).toEqual({ firstName: messages.lineBreaks, email: messages.emailInvalid });
  });

  it("422 for a slot earlier today, and availability closes past slots", async () => {
    // 3:10 PM in New York on the test day: 3:00 PM is gone, 3:30 PM is still open.
    const now = newYorkInstant(day, 15 * 60 + 10);
    const moved = await startApiServer({ env: testEnv(), db: handle.db, now: () => now });
    try {
      const past = await callFunction(moved.url, "send-contact-email", bodies["send-contact-email"]);
      expect(past.status).toBe(200);
      const late = await callFunction(moved.url, "send-discovery-confirmation", {
        ...bodies["send-discovery-confirmation"],
        time: "3:00 PM",
      });
      expect(late.status).toBe(422);
      expect(late.body!.error!.fields).toEqual({ time: messages.timePassed });
      const availability = await (await fetch(`${moved.url}/api/availability?date=${isoDate(day)}`)).json();
      const byTime = Object.fromEntries(
        availability.data.slots.map((slot: { time: string; open: boolean }) => [slot.time, slot.open]),
      );
      expect(byTime["3:00 PM"]).toBe(false);
      expect(byTime["3:30 PM"]).toBe(true);
      expect(byTime["11:00 AM"]).toBe(false);
    } finally {
      await moved.close();
    }
  });

  it("400 for a body that is not JSON or not an object", async () => {
    const broken = await callFunction(api.url, "send-contact-email", null, { rawBody: '{"firstName": "Ada",' });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ data: null, error: { message: "The request body is not valid JSON.", fields: {} } });
    for (const rawBody of ["[]", '"text"', "42", "null"]) {
      expect((await callFunction(api.url, "send-contact-email", null, { rawBody })).status).toBe(400);
    }
  });

  it("404 for an unknown function or API path", async () => {
    const unknown = await callFunction(api.url, "send-everything", bodies["send-contact-email"]);
    expect(unknown.status).toBe(404);
    expect(unknown.body!.error!.message).toBe("Unknown function.");
    const other = await fetch(`${api.url}/api/nothing/here`);
    expect(other.status).toBe(404);
    expect((await other.json()).error.message).toBe("There is no such API endpoint.");
  });

  it("405 with Allow for other methods", async () => {
    for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
      const answer = await callFunction(api.url, "send-contact-email", bodies["send-contact-email"], { method });
      expect(answer.status).toBe(405);
      expect(answer.headers.get("allow")).toBe("POST");
    }
    const availability = await fetch(`${api.url}/api/availability?date=${isoDate(day)}`, { method: "POST" });
    expect(availability.status).toBe(405);
    expect(availability.headers.get("allow")).toBe("GET, HEAD");
  });

  it("413 for a body over the limit", async () => {
    const answer = await callFunction(api.url, "send-contact-email", {
      ...bodies["send-contact-email"],
      message: "x".repeat(70_000),
    });
    expect(answer.status).toBe(413);
    expect(answer.body!.error!.message).toBe("The request body is too large.");
  });

  it("415 for anything but JSON", async () => {
    const form = await callFunction(api.url, "send-contact-email", null, {
      contentType: "application/x-www-form-urlencoded",
      rawBody: "firstName=Ada",
    });
    expect(form.status).toBe(415);
    expect((await callFunction(api.url, "send-contact-email", null, { contentType: "text/plain", rawBody: "{}" })).status).toBe(
      415,
    );
    expect(
      (
        await callFunction(api.url, "send-contact-email", null, {
          contentType: "application/json; charset=latin-9",
          rawBody: "{}",
        })
      ).status,
    ).toBe(415);
    expect(
      (await callFunction(api.url, "send-contact-email", null, { contentType: "application/json;;;=", rawBody: "{}" })).status,
    ).toBeLessThan(500);
  });

  it("answers availability for a day: every slot with open/full and seats left", async () => {
    const answer = await fetch(`${api.url}/api/availability?date=${isoDate(day)}`);
    expect(answer.status).toBe(200);
    const { data, error } = await answer.json();
    expect(error).toBeNull();
    expect(data).toMatchObject({ date: isoDate(day), timeZone: "America/New_York", capacity: 2, bookable: true });
    expect(data.slots).toHaveLength(21);
    expect(data.slots[1]).toEqual({
      time: "11:30 AM",
      startsAt: newYorkInstant(day, 690).toISOString(),
      open: true,
      remaining: 2,
    });
    // Two bookings took 11:00 AM above.
    expect(data.slots[0]).toMatchObject({ time: "11:00 AM", open: false, remaining: 0 });
    const eightPm = data.slots.find((slot: { time: string }) => slot.time === "8:00 PM");
    expect(eightPm).toMatchObject({ open: false, remaining: 0 });

    const saturday = await (await fetch(`${api.url}/api/availability?date=2026-11-28`)).json();
    expect(saturday.data.bookable).toBe(false);
    expect(saturday.data.slots.every((slot: { open: boolean }) => !slot.open)).toBe(true);
    for (const bad of ["", "2026-02-30", "tomorrow", "2026-1-1"]) {
      const invalid = await fetch(`${api.url}/api/availability?date=${encodeURIComponent(bad)}`);
      expect(invalid.status).toBe(422);
      expect((await invalid.json()).error.fields).toEqual({ date: "Use a calendar date in the form YYYY-MM-DD" });
    }
    expect((await fetch(`${api.url}/api/availability?date=a&date=b`)).status).toBe(422);
  });
  describe("rate limit", () => {
    let limitedApi: ApiServer;
    beforeAll(async () => {
      limitedApi = await startApiServer({ env: testEnv({ RATE_LIMIT_PER_MINUTE: "2", TRUST_PROXY: "1" }), db: handle.db });
    });
    afterAll(() => limitedApi.close());

    it("429 with Retry-After per IP and function", async () => {
      const body = validBodies(futureWeekday(1))["send-contact-email"];
      const from = (ip: string) => ({ headers: { "X-Forwarded-For": ip } });
      expect((await callFunction(limitedApi.url, "send-contact-email", body, from("203.0.113.7"))).status).toBe(200);
      expect((await callFunction(limitedApi.url, "send-contact-email", { nonsense: true }, from("203.0.113.7"))).status).toBe(
        422,
      );
      const limited = await callFunction(limitedApi.url, "send-contact-email", body, from("203.0.113.7"));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      expect(limited.body!.error!.message).toMatch(/Too many submissions/);
      // Another function, another address: their own budgets.
      expect(
        (
          await callFunction(
            limitedApi.url,
            "send-guardrails-datasheet-email",
            validBodies(futureWeekday(1))["send-guardrails-datasheet-email"],
            from("203.0.113.7"),
          )
        ).status,
      ).toBe(200);
      expect((await callFunction(limitedApi.url, "send-contact-email", body, from("198.51.100.20"))).status).toBe(200);
    });

    it("is shared by a second app on the same database: counted in PostgreSQL, in memory on the embedded one (one process owns it)", async () => {
      // On PostgreSQL the second app gets its own connection pool, as another process would.
      const secondHandle = handle.reopen ? await handle.reopen() : handle;
      const second = await startApiServer({
        env: testEnv({ RATE_LIMIT_PER_MINUTE: "2", TRUST_PROXY: "1" }),
        db: secondHandle.db,
      });
      try {
        const body = validBodies(futureWeekday(1))["send-chatbot-datasheet-email"];
        const from = { headers: { "X-Forwarded-For": "192.0.2.44" } };
        expect((await callFunction(limitedApi.url, "send-chatbot-datasheet-email", body, from)).status).toBe(200);
        expect((await callFunction(second.url, "send-chatbot-datasheet-email", body, from)).status).toBe(200);
        expect((await callFunction(second.url, "send-chatbot-datasheet-email", body, from)).status).toBe(429);
        const [row] = await handle.db
          .select()
          .from(schema.rateLimits)
          .where(eq(schema.rateLimits.key, "lead:send-chatbot-datasheet-email:192.0.2.44"));
        if (handle.reopen) expect(row!.points).toBe(3);
        else expect(row).toBeUndefined();
      } finally {
        await second.close();
        if (secondHandle !== handle) await secondHandle.close();
      }
    });
  });
});
