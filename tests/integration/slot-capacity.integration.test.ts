// The last place in a slot under concurrent requests: the database decides, exactly one wins.
import { randomUUID } from "node:crypto";
import { count, eq, inArray } from "drizzle-orm";
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

  const seatsAt = async (startsAt: Date) =>
    (await handle.db.select({ n: count() }).from(schema.slotSeats).where(eq(schema.slotSeats.startsAt, startsAt)))[0]!.n;

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
            emails: [],
            emailStatus: "held",
          },
          { slotCapacity: 1, bookingsPerEmail: 1, now: new Date() },
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
});
