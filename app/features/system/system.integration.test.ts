// The System page's database facts and outbox health, on both databases: what waits, the oldest
// message still on its way (a reminder queued ahead waits from its time), dead messages by reason,
// the webhooks failing now, and hosts' calendars whose reads fail.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostCalendars, outbox } from "#db/schema.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { addHost } from "#tests/support/hosts.ts";
import { calendarHealth, databaseFacts, outboxHealth } from "./system.server.ts";

const NOW = new Date("2026-06-01T12:00:00Z");
const minutesAgo = (n: number) => new Date(NOW.getTime() - n * 60_000);

describe.each(testDatabaseTargets())("the System page's figures on $name", ({ name, open }) => {
  let handle: TestDatabaseHandle;

  beforeAll(async () => {
    handle = await open();
    const row = (fields: Partial<typeof outbox.$inferInsert>) => ({
      channel: "email",
      template: "visitor-confirmation",
      recipient: "someone@acme.example",
      subject: "Thanks",
      message: { to: "someone@acme.example", subject: "Thanks" } as never,
      ...fields,
    });
    await handle.db.insert(outbox).values([
      row({ status: "sent", createdAt: minutesAgo(600) }),
      row({ status: "pending", createdAt: minutesAgo(45), attempts: 2, template: "sales-notification" }),
      row({ status: "pending", createdAt: minutesAgo(5) }),
      row({ status: "held", createdAt: minutesAgo(50) }),
      row({ status: "dead", lastError: "EENVELOPE 550 5.1.1 <a@x.example>: Recipient address rejected", createdAt: minutesAgo(90) }),
      row({ status: "dead", lastError: "EENVELOPE 550 5.1.1 <b@x.example>: Recipient address rejected", createdAt: minutesAgo(90) }),
      row({ status: "dead", lastError: "ECONNECTION connect ECONNREFUSED 127.0.0.1:2525", createdAt: minutesAgo(90) }),
      row({ channel: "webhook", template: "lead.created", recipient: "https://hooks.acme.example", status: "pending", lastError: "HTTP 503 Service Unavailable", attempts: 1, createdAt: minutesAgo(2) }),
      row({ channel: "webhook", template: "lead.updated", recipient: "https://hooks.acme.example", status: "sent", lastError: "HTTP 500 Internal Server Error", createdAt: minutesAgo(1) }),
      // Reminders queued two days ago: one due tomorrow, one due 30 minutes ago and failing since.
      row({ template: "booking-reminder", status: "pending", createdAt: minutesAgo(2 * 24 * 60), message: reminder(minutesAgo(-24 * 60)) }),
      row({ template: "host-reminder", status: "pending", attempts: 1, createdAt: minutesAgo(2 * 24 * 60), message: reminder(minutesAgo(30)) }),
      row({ template: "booking-reminder", status: "withdrawn", createdAt: minutesAgo(3 * 24 * 60), message: reminder(minutesAgo(-60)) }),
    ]);
  });
  afterAll(() => handle.close());

  /** A reminder's message: due at `notBefore`. */
  function reminder(notBefore: Date) {
    const schedule = { notBefore: notBefore.toISOString(), notAfter: new Date(notBefore.getTime() + 60 * 60_000).toISOString() };
    return { to: "someone@acme.example", subject: "Reminder", schedule } as never;
  }

  it("counts what waits per status and channel, and what is not due yet; never the sent or withdrawn", async () => {
    const health = await outboxHealth(handle.db, NOW);
    expect(health.waiting).toEqual([
      { status: "dead", channel: "email", count: 3, scheduled: 0 },
      { status: "held", channel: "email", count: 1, scheduled: 0 },
      { status: "pending", channel: "email", count: 4, scheduled: 1 },
      { status: "pending", channel: "webhook", count: 1, scheduled: 0 },
    ]);
  });

  it("names the oldest message still on its way and its age since it was due (held mail waits for SMTP, not the worker)", async () => {
    const { oldest } = await outboxHealth(handle.db, NOW);
    expect(oldest).toMatchObject({ template: "sales-notification", channel: "email", ageSeconds: 45 * 60, attempts: 2 });
    // Queued two days ago, due for half an hour: it has waited 30 minutes, not two days.
    await handle.db.update(outbox).set({ status: "dead" }).where(eq(outbox.template, "sales-notification"));
    try {
      expect((await outboxHealth(handle.db, NOW)).oldest).toMatchObject({ template: "host-reminder", ageSeconds: 30 * 60, waitingSince: minutesAgo(30).toISOString() });
    } finally {
      await handle.db.update(outbox).set({ status: "pending" }).where(eq(outbox.template, "sales-notification"));
    }
  });

  it("tallies dead messages by reason and lists the webhooks failing now", async () => {
    const health = await outboxHealth(handle.db, NOW);
    expect(health.deadByReason).toEqual([
      { channel: "email", reason: "recipient refused (5xx)", count: 2 },
      { channel: "email", reason: "could not reach the mail relay", count: 1 },
    ]);
    // The delivered one's old error is history, not a failure now.
    expect(health.webhookFailures).toEqual([
      expect.objectContaining({ template: "lead.created", status: "pending", lastError: "HTTP 503 Service Unavailable", attempts: 1 }),
    ]);
  });

  it("counts hosts' calendars, how long since the stalest good read, and lists those failing now", async () => {
    expect(await calendarHealth(handle.db, NOW)).toEqual({ total: 0, stalestReadSeconds: null, failing: [] });
    const dana = await addHost(handle.db, { email: `dana-${name}@lumenguard.example` });
    const omar = await addHost(handle.db, { email: `omar-${name}@lumenguard.example` });
    await handle.db.insert(hostCalendars).values([
      { adminId: dana, kind: "ical", url: "https://calendar.example/dana.ics", lastReadAt: minutesAgo(3) },
      {
        adminId: omar,
        kind: "caldav",
        url: "https://dav.example/omar/",
        lastReadAt: minutesAgo(120),
        lastError: "The calendar server answered 401: it did not accept the user name and app password.",
        lastErrorAt: minutesAgo(100),
      },
    ]);
    expect(await calendarHealth(handle.db, NOW)).toEqual({
      total: 2,
      stalestReadSeconds: 120 * 60,
      failing: [
        {
          host: `omar-${name}@lumenguard.example`,
          kind: "caldav",
          lastError: "The calendar server answered 401: it did not accept the user name and app password.",
          failingSince: minutesAgo(100).toISOString(),
          lastReadAt: minutesAgo(120).toISOString(),
        },
      ],
    });
  });

  it("says which database it is and how big", async () => {
    const facts = await databaseFacts(handle.db);
    expect(facts.kind).toBe(name === "pglite" ? "embedded (PGlite)" : "PostgreSQL");
    expect(facts.version).toMatch(/^\d+/);
    expect(facts.sizeBytes).toBeGreaterThan(1_000_000);
    expect(facts.migrations.shipped).toContain("0008_lead_counts");
    expect(facts.migrations.pending).toEqual([]);
  });
});
