// Marking whether a meeting took place, on both databases: only once it has ended, only a confirmed
// one, only by its host or an admin; a correction replaces the outcome; each marking is audited
// (from, to) and shown on the lead's page with who and when; the leads CSV carries it.
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "#db/index.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { exportLeadsCsv } from "./inbox.server.ts";
import { readLeadFilters } from "./lead-pipeline.ts";
import { parseCsv } from "#tests/support/parse-csv.ts";
import { testEnv } from "#tests/integration/support/lead-api-harness.ts";
import { staffBookingOf } from "#app/features/booking/booking-lifecycle.server.ts";
import { OUTCOME_MESSAGES, recordMeetingOutcome, type OutcomeStaff } from "#app/features/booking/meeting-outcome.server.ts";

const { admins, auditLog, bookings, leads, outbox } = schema;
const MINUTE = 60_000;

describe.each(testDatabaseTargets())("meeting outcomes on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  const env = testEnv({ WEBHOOK_URL: "https://hooks.acme.example/crm", WEBHOOK_SECRET: `whsec_${Buffer.from("a test key of thirty-two bytes!!").toString("base64")}` });
  let host: OutcomeStaff;
  let otherSales: OutcomeStaff;
  let admin: OutcomeStaff;

  async function staff(role: OutcomeStaff["role"]): Promise<OutcomeStaff> {
    const email = `${role}-${randomUUID().slice(0, 8)}@lumenguard.example`;
    const [row] = await handle.db.insert(admins).values({ email, passwordHash: "x", role }).returning({ id: admins.id });
    return { adminId: row!.id, email, role };
  }

  /** A lead with a 30-minute meeting starting at `startsAt`, hosted by `hostId`. */
  async function meeting(startsAt: Date, options: { hostId?: string | null; status?: "confirmed" | "cancelled" } = {}) {
    const leadId = randomUUID();
    await handle.db.insert(leads).values({ id: leadId, kind: "booking", functionName: "send-demo-confirmation", firstName: "Ada", lastName: "Lovelace", email: `${leadId}@acme.example` });
    await handle.db.insert(bookings).values({
      leadId,
      meetingType: "demo",
      startsAt,
      durationMinutes: 30,
      status: options.status ?? "confirmed",
      inviteUid: `${leadId}@lumenguard.example`,
      hostId: options.hostId === undefined ? host.adminId : options.hostId,
    });
    return leadId;
  }

  const auditOf = (leadId: string) =>
    handle.db
      .select({ action: auditLog.action, actorEmail: auditLog.actorEmail, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.subjectId, leadId))
      .orderBy(asc(auditLog.createdAt));
  const eventsOf = (leadId: string) =>
    handle.db.select({ template: outbox.template, message: outbox.message }).from(outbox).where(and(eq(outbox.leadId, leadId), eq(outbox.channel, "webhook")));

  beforeAll(async () => {
    handle = await open();
    [host, otherSales, admin] = [await staff("sales"), await staff("sales"), await staff("admin")];
  });
  afterAll(() => handle.close());

  it("is refused before the meeting ends and taken once it has; the lead's page shows it with who and when", async () => {
    const now = new Date();
    const leadId = await meeting(new Date(now.getTime() - 20 * MINUTE));
    const early = await recordMeetingOutcome({ db: handle.db, env }, host, leadId, "held", now);
    expect(early).toMatchObject({ ok: false, status: 409 });
    expect((early as { message: string }).message).toMatch(/^The meeting has not ended yet: mark it after /);
    const before = await staffBookingOf(handle.db, leadId, now);
    expect(before).toMatchObject({ past: true, ended: false, outcome: null, host: { id: host.adminId, name: host.email } });

    const after = new Date(now.getTime() + 10 * MINUTE);
    expect(await recordMeetingOutcome({ db: handle.db, env }, host, leadId, "held", after)).toEqual({ ok: true, changed: true });
    const [stored] = await handle.db.select().from(bookings).where(eq(bookings.leadId, leadId));
    expect([stored!.outcome, stored!.outcomeAt]).toEqual(["held", after]);
    expect(await staffBookingOf(handle.db, leadId, after)).toMatchObject({ ended: true, outcome: { value: "held", at: after.toISOString(), by: host.email } });
    expect(await auditOf(leadId)).toEqual([{ action: "booking.outcome_recorded", actorEmail: host.email, details: { bookingId: stored!.id, from: null, to: "held" } }]);
    expect((await eventsOf(leadId)).map((row) => row.template)).toEqual(["booking.outcome_recorded"]);
  });

  it("can be corrected, each correction audited; the same outcome again changes and records nothing", async () => {
    const leadId = await meeting(new Date(Date.now() - 2 * 60 * MINUTE));
    expect(await recordMeetingOutcome({ db: handle.db, env }, host, leadId, "held")).toEqual({ ok: true, changed: true });
    expect(await recordMeetingOutcome({ db: handle.db, env }, admin, leadId, "no-show")).toEqual({ ok: true, changed: true });
    expect(await recordMeetingOutcome({ db: handle.db, env }, admin, leadId, "no-show")).toEqual({ ok: true, changed: false });
    expect((await auditOf(leadId)).map((entry) => [entry.actorEmail, entry.details.from, entry.details.to])).toEqual([
      [host.email, null, "held"],
      [admin.email, "held", "no-show"],
    ]);
    // The page names whoever marked it last.
    expect((await staffBookingOf(handle.db, leadId, new Date()))!.outcome).toMatchObject({ value: "no-show", by: admin.email });
    expect(await eventsOf(leadId)).toHaveLength(2);
  });

  it("is the host's or an admin's to mark: another sales member is refused, and a meeting without a host is an admin's", async () => {
    const leadId = await meeting(new Date(Date.now() - 60 * MINUTE));
    expect(await recordMeetingOutcome({ db: handle.db, env }, otherSales, leadId, "held")).toEqual({ ok: false, status: 403, message: OUTCOME_MESSAGES.notYours });
    const unhosted = await meeting(new Date(Date.now() - 60 * MINUTE), { hostId: null });
    expect(await recordMeetingOutcome({ db: handle.db, env }, host, unhosted, "held")).toMatchObject({ ok: false, status: 403 });
    expect(await recordMeetingOutcome({ db: handle.db, env }, admin, unhosted, "held")).toEqual({ ok: true, changed: true });
    // Refusals leave nothing behind.
    expect(await auditOf(leadId)).toEqual([]);
    expect(await eventsOf(leadId)).toEqual([]);
    expect((await handle.db.select({ outcome: bookings.outcome }).from(bookings).where(eq(bookings.leadId, leadId)))[0]!.outcome).toBeNull();
  });

  it("refuses a cancelled meeting, a lead without one, and anything but held or no-show", async () => {
    const cancelled = await meeting(new Date(Date.now() - 60 * MINUTE), { status: "cancelled" });
    expect(await recordMeetingOutcome({ db: handle.db, env }, admin, cancelled, "held")).toEqual({ ok: false, status: 409, message: OUTCOME_MESSAGES.cancelled });
    expect(await recordMeetingOutcome({ db: handle.db, env }, admin, randomUUID(), "held")).toEqual({ ok: false, status: 404, message: OUTCOME_MESSAGES.noBooking });
    expect(await recordMeetingOutcome({ db: handle.db, env }, admin, "not-a-uuid", "held")).toMatchObject({ ok: false, status: 404 });
    const leadId = await meeting(new Date(Date.now() - 60 * MINUTE));
    for (const value of ["", "HELD", "cancelled", null, ["held"]]) {
      expect(await recordMeetingOutcome({ db: handle.db, env }, admin, leadId, value)).toEqual({ ok: false, status: 422, message: OUTCOME_MESSAGES.invalid });
    }
  });

  it("is a column of the leads CSV", async () => {
    const leadId = await meeting(new Date(Date.now() - 60 * MINUTE));
    await recordMeetingOutcome({ db: handle.db, env }, host, leadId, "no-show");
    const csv = parseCsv(await new Response(exportLeadsCsv(handle.db, readLeadFilters(new URLSearchParams(`q=${leadId}`)))).text());
    const header = csv[0]!;
    const row = csv.find((cells) => cells[header.indexOf("lead_id")] === leadId)!;
    expect(row[header.indexOf("meeting_outcome")]).toBe("no-show");
    expect(header.indexOf("meeting_outcome")).toBe(header.indexOf("meeting_status") + 1);
  });
});
