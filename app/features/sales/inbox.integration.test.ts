import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/index.ts";
import { bookings, leads, outbox } from "#db/schema.ts";
import { testDatabaseTargets } from "#db/test-databases.ts";
import { parseCsv } from "#tests/support/parse-csv.ts";
import { formPost, settle, testContext } from "#tests/support/app-context.ts";
import { action as leadsAction } from "#app/routes/admin.leads.tsx";
import { createOrResetAdmin } from "#app/features/admin/admins.server.ts";
import { createSession, SESSION_COOKIE } from "#app/features/admin/session.server.ts";
import { countOutboxByStatus, listOutbox, retryDeadMessage } from "#app/features/mail/outbox.server.ts";
import { LEADS_CSV_HEADER } from "./inbox.ts";
import { countLeads, exportLeadsCsv, getLeadDetail, listLeads } from "./inbox.server.ts";
import { readLeadFilters, type LeadFilters } from "./lead-pipeline.ts";

/** Who presses Retry (the audit entry names them). */
const STAFF = { adminId: null, email: "ops@lumenguard.example" };

const firstPage = { from: "start" } as const;
const withDefaults = (filters: Partial<LeadFilters>) => ({ ...readLeadFilters(new URLSearchParams()), ...filters });
const exportedCsv = (db: DatabaseHandle["db"], filters: Partial<LeadFilters> = {}) =>
  new Response(exportLeadsCsv(db, withDefaults(filters))).text();

describe.each(testDatabaseTargets())("leads inbox on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let bookingLeadId: string;
  let deadId: string;
  let sentId: string;

  beforeAll(async () => {
    handle = await open();
    const [booking, contact, datasheet] = await handle.db
      .insert(leads)
      .values([
        {
          kind: "booking",
          functionName: "send-demo-confirmation",
          firstName: "Ada",
          lastName: "Lovelace",
          email: "ada@analytical.example",
          phone: "+1 617 555 0100",
          company: "Analytical Engines, Inc.",
          message: "Interested in guardrails,\nand \"red teaming\".",
          details: { role: "CISO" },
          utm: { utm_source: "newsletter" },
          sourcePage: "/book-demo",
          createdAt: new Date("2025-10-06T15:00:00Z"),
        },
        {
          kind: "contact",
          functionName: "send-contact-email",
          firstName: "=HYPERLINK(\"http://evil.example\")",
          lastName: "Hopper",
          email: "grace@navy.example",
          message: "@SUM(A1) please call",
          createdAt: new Date("2025-10-07T15:00:00Z"),
        },
        {
          kind: "datasheet",
          functionName: "send-guardrails-datasheet-email",
          firstName: "Alan",
          lastName: "Turing",
          email: "alan@bletchley.example",
          createdAt: new Date("2025-10-05T15:00:00Z"),
        },
      ])
      .returning();
    bookingLeadId = booking!.id;
    await handle.db.insert(bookings).values({
      leadId: booking!.id,
      meetingType: "demo",
      startsAt: new Date("2025-10-13T15:00:00Z"),
      durationMinutes: 30,
      inviteUid: "demo-ada@lumenguard.example",
    });
    const rows = await handle.db
      .insert(outbox)
      .values([
        {
          leadId: booking!.id,
          template: "visitor-confirmation",
          recipient: "ada@analytical.example",
          subject: "Your demo",
          message: { from: "a@b.example", to: "ada@analytical.example", subject: "Your demo", html: "", text: "" },
          status: "dead",
          attempts: 8,
          lastError: "550 mailbox unavailable",
        },
        {
          leadId: contact!.id,
          template: "sales-notification",
          recipient: "sales@lumenguard.example",
          subject: "New contact",
          message: { from: "a@b.example", to: "sales@lumenguard.example", subject: "New contact", html: "", text: "" },
          status: "sent",
          attempts: 1,
        },
      ])
      .returning();
    deadId = rows[0]!.id;
    sentId = rows[1]!.id;
    void datasheet;
  });
  afterAll(() => handle.close());

  it("lists leads newest first, with their meeting, and filters by kind", async () => {
    const all = await listLeads(handle.db, withDefaults({}), firstPage, 50);
    expect(all.rows.map((l) => l.lastName)).toEqual(["Hopper", "Lovelace", "Turing"]);
    expect(all.rows[1]).toMatchObject({ meetingType: "demo", meetingStartsAt: "2025-10-13T15:00:00.000Z", meetingMinutes: 30 });
    expect(all).toMatchObject({ position: 1, previous: null, next: null });
    const only = await listLeads(handle.db, withDefaults({ kind: "booking" }), firstPage, 50);
    expect(only.rows.map((l) => l.lastName)).toEqual(["Lovelace"]);
    expect((await countLeads(handle.db, {})).byKind).toEqual({ booking: 1, contact: 1, datasheet: 1 });
  });

  it("shows one lead with its invite and its e-mails", async () => {
    const detail = await getLeadDetail(handle.db, bookingLeadId);
    expect(detail?.invite).toEqual({ uid: "demo-ada@lumenguard.example", sequence: 0 });
    expect(detail?.messages.map((m) => m.status)).toEqual(["dead"]);
    expect(await getLeadDetail(handle.db, "nope")).toBeUndefined();
  });

  it("exports a CSV a spreadsheet reads back into the right columns, with formulas defused", async () => {
    const rows = parseCsv(await exportedCsv(handle.db));
    expect(rows[0]).toEqual([...LEADS_CSV_HEADER]);
    expect(rows).toHaveLength(4);
    const record = (row: string[]) => Object.fromEntries(LEADS_CSV_HEADER.map((key, i) => [key, row[i]]));
    const [contact, booking, datasheet] = rows.slice(1).map(record);
    expect(booking).toMatchObject({
      kind: "booking",
      form: "send-demo-confirmation",
      first_name: "Ada",
      email: "ada@analytical.example",
      phone: "'+1 617 555 0100",
      company: "Analytical Engines, Inc.",
      message: 'Interested in guardrails,\nand "red teaming".',
      meeting_type: "demo",
      meeting_starts_at: "2025-10-13T15:00:00.000Z",
      meeting_time_et: "Oct 13, 2025, 11:00 AM ET",
      meeting_minutes: "30",
      meeting_status: "confirmed",
      details: "role=CISO",
      utm: "utm_source=newsletter",
      source_page: "/book-demo",
      lead_id: bookingLeadId,
    });
    expect(contact).toMatchObject({ first_name: "'=HYPERLINK(\"http://evil.example\")", message: "'@SUM(A1) please call" });
    expect(datasheet).toMatchObject({ kind: "datasheet", form: "send-guardrails-datasheet-email", meeting_type: "", meeting_status: "" });
    expect(parseCsv(await exportedCsv(handle.db, { kind: "contact" }))).toHaveLength(2);
  });

  it("retries a dead e-mail only: pending, attempts reset, due now", async () => {
    const now = new Date("2025-10-08T12:00:00Z");
    const retry = (id: string) => retryDeadMessage(handle.db, id, { smtpConfigured: true, now }, STAFF);
    expect(await retry(sentId)).toBe(false);
    expect(await retry("not-a-uuid")).toBe(false);
    expect(await retry(deadId)).toBe(true);
    const { rows: messages } = await listOutbox(handle.db, { request: firstPage, size: 10 });
    expect(messages.find((m) => m.id === deadId)).toMatchObject({
      status: "pending",
      attempts: 0,
      nextAttemptAt: now.toISOString(),
      lastError: "550 mailbox unavailable",
    });
    expect(await countOutboxByStatus(handle.db, { includeSent: true })).toEqual({ pending: 1, sending: 0, sent: 1, held: 0, dead: 0, suppressed: 0, withdrawn: 0 });
    expect(await countOutboxByStatus(handle.db, { includeSent: false })).toEqual({ pending: 1, sending: 0, sent: 0, held: 0, dead: 0, suppressed: 0, withdrawn: 0 });
    expect(await retry(deadId)).toBe(false);
  });

  it("keeps a retried e-mail held while SMTP is not configured", async () => {
    const [row] = await handle.db
      .insert(outbox)
      .values({
        template: "sales-notification",
        recipient: "sales@lumenguard.example",
        subject: "Held",
        message: { from: "a@b.example", to: "sales@lumenguard.example", subject: "Held", html: "", text: "" },
        status: "dead",
        attempts: 3,
      })
      .returning();
    expect(await retryDeadMessage(handle.db, row!.id, { smtpConfigured: false }, STAFF)).toBe(true);
    const { rows: messages } = await listOutbox(handle.db, { status: "held", request: firstPage, size: 10 });
    expect(messages.map((m) => [m.id, m.attempts])).toEqual([[row!.id, 0]]);
  });

  it("the inbox's Retry button re-queues through the admin action and comes back with a notice", async () => {
    const { admin } = await createOrResetAdmin(handle.db, "inbox@lumenguard.example", "a long and careful passphrase");
    const { token, csrfToken } = await createSession(handle.db, admin.id);
    const [row] = await handle.db
      .insert(outbox)
      .values({
        template: "visitor-confirmation",
        recipient: "x@y.example",
        subject: "Dead",
        message: { from: "a@b.example", to: "x@y.example", subject: "Dead", html: "", text: "" },
        status: "dead",
        attempts: 8,
      })
      .returning();
    const response = (await settle(() =>
      leadsAction({
        request: formPost(
          "/admin/leads",
          { intent: "retry", id: row!.id, csrf: csrfToken },
          { Cookie: `${SESSION_COOKIE}=${token}`, Referer: "http://lumenguard.test/admin/leads?view=outbox&status=dead" },
        ),
        context: testContext(handle.db),
        params: {},
      } as never),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/leads?view=outbox&status=dead&notice=held");
    const { rows: messages } = await listOutbox(handle.db, { status: "held", request: firstPage, size: 50 });
    expect(messages.map((m) => m.id)).toContain(row!.id);
  });
});
