// Seats without hosts (decision 043): the last place in a slot under concurrent requests goes to
// exactly one, the database decides; and a seat is held for the meeting's whole length, so
// meetings that overlap in time count against one another, not only those starting together.
import { randomUUID } from "node:crypto";
import { count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "#db/index.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import type { LeadDraft } from "#app/features/leads/lead-forms.server.ts";
import { storeLead } from "#app/features/leads/lead-store.server.ts";
import { newYorkInstant } from "#app/features/scheduling/calendar-date.ts";
import { parseSlotLabel } from "#app/features/scheduling/slots.ts";
import { callFunction, futureWeekday, isoDate, startApiServer, testEnv, validBodies, type ApiServer } from "#tests/integration/support/lead-api-harness.ts";

describe.each(testDatabaseTargets())("slot capacity on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  let api: ApiServer;
  const day = futureWeekday(6);
  const bodies = validBodies(day);

  beforeAll(async () => {
    handle = await open();
    api = await startApiServer({ env: testEnv({ SLOT_CAPACITY: "2" }), db: handle.db });
  });
  afterAll(async () => {
    await api.close();
    await handle.close();
  });

  /** Seats held by meetings that start then. */
  const seatsAt = async (startsAt: Date) =>
    (await handle.db.select({ n: count() }).from(schema.meetingHolds).where(sql`lower(${schema.meetingHolds.during}) = ${startsAt}`))[0]!.n;

  it.each(["11:00 AM", "1:30 PM", "5:00 PM"])("two requests for the last place at %s: one 200, one 409", async (time) => {
    expect((await callFunction(api.url, "send-discovery-confirmation", { ...bodies["send-discovery-confirmation"], time })).status).toBe(200);
    const leadsBefore = (await handle.db.select({ n: count() }).from(schema.leads))[0]!.n;
    const answers = await Promise.all([
      callFunction(api.url, "send-demo-confirmation", { ...bodies["send-demo-confirmation"], time }),
      callFunction(api.url, "send-msp-demo-request", { ...bodies["send-msp-demo-request"], time }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body!.error!.fields).toEqual({ time: expect.stringContaining("just booked") });
    const startsAt = newYorkInstant(day, parseSlotLabel(time)!);
    expect(await seatsAt(startsAt)).toBe(2);
    // The loser left nothing behind: one more lead, and only the winner's two e-mails.
    expect((await handle.db.select({ n: count() }).from(schema.leads))[0]!.n).toBe(leadsBefore + 1);
    const winner = answers.find((a) => a.status === 200)!.body!.data!.id as string;
    expect((await handle.db.select({ n: count() }).from(schema.outbox).where(eq(schema.outbox.leadId, winner)))[0]!.n).toBe(2);
  });

  it("many simultaneous writers for one seat: exactly one gets it", async () => {
    const startsAt = newYorkInstant(day, 20 * 60 + 30);
    const draft = (i: number): LeadDraft => ({
      functionName: "send-discovery-confirmation",
      kind: "booking",
      firstName: `Racer${i}`,
      lastName: "Test",
      email: `racer${i}@acme.example`,
      phone: null,
      company: null,
      message: null,
      details: {},
      booking: {
        meetingType: "discovery",
        date: isoDate(day),
        minutes: 20 * 60 + 30,
        durationMinutes: 15,
        title: "Discovery call",
        visitorTimeZone: null,
      },
      datasheet: null,
    });
    const ids = Array.from({ length: 10 }, () => randomUUID());
    const outcomes = await Promise.all(
      ids.map((id, i) =>
        storeLead(
          handle.db,
          {
            id,
            draft: draft(i),
            meta: { idempotencyKey: randomUUID() },
            booking: {
              id: randomUUID(),
              startsAt,
              inviteUid: `${randomUUID()}@lumenguard.example`,
              sequence: 0,
              manageTokenHash: randomUUID(),
              visitorTimeZone: null,
            },
            composeEmails: async () => [],
            emailStatus: "held",
          },
          { offer: { ...testEnv(), SLOT_CAPACITY: 1 }, bookingsPerEmail: 1, now: new Date() },
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === "stored")).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === "slot-full")).toHaveLength(9);
    expect(await seatsAt(startsAt)).toBe(1);
    expect(await handle.db.select().from(schema.leads).where(inArray(schema.leads.id, ids))).toHaveLength(1);
  });

  it("availability reports the full slot", async () => {
    const answer = await (await fetch(`${api.url}/api/availability?date=${isoDate(day)}`)).json();
    const slot = (time: string) => answer.data.slots.find((s: { time: string }) => s.time === time);
    expect(slot("1:30 PM")).toMatchObject({ open: false, remaining: 0 });
    expect(slot("2:00 PM")).toMatchObject({ open: true, remaining: 2 });
  });

  it("two 45-minute demos at 11:00 fill the 11:30 slot at a capacity of 2, and leave 12:00 open", async () => {
    const overlapDay = futureWeekday(8);
    const landing = validBodies(overlapDay).landing;
    for (const email of ["ada@acme.example", "grace@acme.example"]) {
      const answer = await callFunction(api.url, "send-demo-confirmation", { ...landing, email, time: "11:00 AM" });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const offered = await (await fetch(`${api.url}/api/availability?date=${isoDate(overlapDay)}`)).json();
    const slot = (time: string) => offered.data.slots.find((s: { time: string }) => s.time === time);
    expect(slot("11:30 AM")).toMatchObject({ open: false, remaining: 0 });
    expect(slot("12:00 PM")).toMatchObject({ open: true, remaining: 2 });

    // What was not offered is refused: a discovery call at 11:30 finds no seat free until 11:45.
    const refused = await callFunction(api.url, "send-discovery-confirmation", { ...bodies["send-discovery-confirmation"], date: isoDate(overlapDay), time: "11:30 AM" });
    expect(refused.status).toBe(409);
    const accepted = await callFunction(api.url, "send-discovery-confirmation", { ...bodies["send-discovery-confirmation"], date: isoDate(overlapDay), time: "12:00 PM" });
    expect(accepted.status).toBe(200);
  });
});
