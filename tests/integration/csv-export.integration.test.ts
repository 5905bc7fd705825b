// The CSV exports (leads, subscribers, the audit log) write the same bytes on both databases: PostgreSQL's COPY (the cells' text and
// formula guard in SQL) and the embedded database's batches formatted by csvCell, for the same
// hostile rows, under every order and filter of the inbox. And a download the visitor closes half
// way gives its PostgreSQL connection back (closed, with the COPY stopped), where one read to the
// end goes back to the pool for the next query; and a few downloads at most hold a connection.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { writeReadableStreamToWritable } from "@react-router/node";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "#db/index.ts";
import { admins, auditLog, bookings, leads, newsletterSubscribers } from "#db/schema.ts";
import { testDatabaseTargets } from "#db/test-databases.ts";
import { exportLeadsCsv } from "#app/features/sales/inbox.server.ts";
import { LEAD_SORTS, readLeadFilters, UNASSIGNED, type LeadFilters } from "#app/features/sales/lead-pipeline.ts";
import { exportSubscribersCsv } from "#app/features/newsletter/subscribers.server.ts";
import { exportAuditCsv } from "#app/features/audit/audit.server.ts";
import { MAX_COPY_EXPORTS } from "#app/lib/csv-export.server.ts";
import { parseCsv } from "#tests/support/parse-csv.ts";

const postgres = testDatabaseTargets().find((target) => target.name === "postgres");

/** Text a spreadsheet would run, or a CSV writer could get wrong. */
const HOSTILE = [
  "=HYPERLINK(\"http://evil.example\",\"x\")",
  "+1 617 555 0100",
  "-2+3",
  "@SUM(A1:A9)",
  "\tTabbed",
  "\rCarriage",
  'She said "hi", then left',
  "line one\nline two\r\nline three\rfour",
  "Ávila, İnci, Łukasz Østergaard, Zoë ß 😀",
  "",
  " ",
  '"',
  "'already quoted",
  "C:\\path\\to\\file \\. \\N",
  "a,b,c",
  "O'Brien \\ $1 \\' --",
  "x".repeat(20_000) + "\n=end",
];
const at = (i: number) => HOSTILE[i % HOSTILE.length]!;
const none: Record<string, string> = {};

/** Instants with microseconds a JavaScript Date cuts to the millisecond, and Eastern time's edges. */
const INSTANTS = [
  "2025-10-06 15:00:00.999999+00",
  "2025-01-01 04:59:59.000500+00",
  "2026-03-08 06:59:00+00", // 1:59 AM EST, before the spring change
  "2026-03-08 07:00:00.1+00", // 3:00 AM EDT
  "2026-11-01 05:30:00+00", // 1:30 AM EDT, the first of two
  "2026-11-01 06:30:00+00", // 1:30 AM EST, the second
  "2025-09-09 04:00:00+00", // midnight, September
  "2025-12-31 17:05:00.123456+00", // noon
  "2000-02-29 23:59:59.999+00",
];
const instant = (i: number) => INSTANTS[i % INSTANTS.length]!;

async function fill(db: Database) {
  const [owner] = await db.insert(admins).values({ email: "=owner@lumenguard.example", passwordHash: "x", role: "sales" }).returning();
  const rows = Array.from({ length: 40 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    kind: ["booking", "contact", "datasheet"][i % 3]!,
    functionName: i % 5 === 0 ? "-send-contact-email" : "send-demo-confirmation",
    firstName: at(i),
    lastName: at(i + 3),
    email: i % 7 === 0 ? `=cmd|' /C calc'!A0@evil.example` : `person${i}+tag@Example.COM`,
    phone: i % 4 === 0 ? null : at(i + 1),
    company: i % 6 === 0 ? null : at(i + 5),
    message: i % 3 === 0 ? null : at(i + 7),
    details: i % 2 ? { form: at(i), role: "CISO; CTO=both", "=key": at(i + 2) } : none,
    sourcePage: i % 4 === 1 ? null : `/@${at(i + 9).slice(0, 40)}`,
    utm: i % 3 === 1 ? { utm_source: at(i + 4), utm_campaign: "spring, \"launch\"" } : none,
    referrer: i % 5 === 2 ? at(i + 11) : null,
    status: ["new", "contacted", "qualified", "won", "lost"][i % 5]!,
    ownerId: i % 3 === 2 ? owner!.id : null,
  }));
  await db.insert(leads).values(rows);
  // Times as the database keeps them (microseconds), written as text so both databases get the same.
  for (const [i, row] of rows.entries()) await db.execute(sql`update ${leads} set created_at = ${instant(i)}::timestamptz where id = ${row.id}`);
  for (const [i, row] of rows.entries()) {
    if (row.kind !== "booking") continue;
    await db.insert(bookings).values({
      leadId: row.id,
      meetingType: i % 2 ? "demo" : "discovery",
      startsAt: new Date(0),
      durationMinutes: i % 4 === 0 ? 45 : 30,
      status: i % 5 === 0 ? "cancelled" : "confirmed",
      // Marked after the meeting: held, a no-show, or not yet.
      outcome: [null, "held", "no-show"][(i / 3) % 3],
      visitorTimeZone: i % 2 ? "Europe/Berlin" : null,
      inviteUid: `invite-${i}@lumenguard.example`,
    });
    await db.execute(sql`update ${bookings} set starts_at = ${instant(i / 3)}::timestamptz where lead_id = ${row.id}`);
  }
  await db.insert(newsletterSubscribers).values(
    Array.from({ length: 12 }, (_, i) => ({
      id: `00000000-0000-4000-9000-${String(11 - i).padStart(12, "0")}`,
      email: i % 3 === 0 ? `=sub${i}@evil.example` : `Sub${i}+news@example.com`,
      mailbox: `sub${i}@example.com`,
      status: ["pending", "active", "unsubscribed", "legacy"][i % 4]!,
      sourcePage: i % 2 ? at(i) : null,
      requestedAt: new Date(Date.UTC(2026, 0, 1 + i)),
      createdAt: new Date(Date.UTC(2025, 5, 1 + (i % 5))),
      confirmedAt: i % 4 === 1 ? new Date(Date.UTC(2026, 1, 1 + i, 12, 0, 0, 7)) : null,
      unsubscribedAt: i % 4 === 2 ? new Date(Date.UTC(2026, 2, 1 + i)) : null,
    })),
  );
  await db.execute(sql`update ${newsletterSubscribers} set created_at = created_at + make_interval(secs => 0.000999)`);
  await db.insert(auditLog).values(
    Array.from({ length: 15 }, (_, i) => ({
      id: `00000000-0000-4000-a000-${String(i).padStart(12, "0")}`,
      actorId: i % 3 === 0 ? AUDIT_MEMBER : null,
      actorEmail: i % 4 === 0 ? "=admin@evil.example" : `staff${i}@lumenguard.example`,
      action: ["lead.erased", "leads.exported", "post.created"][i % 3]!,
      subjectType: "lead",
      subjectId: i % 2 ? `00000000-0000-4000-8000-${String(i).padStart(12, "0")}` : null,
      details: (i % 2 ? { search: true, rows: i, kind: at(i) } : {}) as Record<string, string | number | boolean>,
    })),
  );
  await db.execute(sql`update ${auditLog} set created_at = '2026-04-01T10:00:00.123456Z'::timestamptz + make_interval(mins => right(id::text, 2)::int)`);
  return owner!.id;
}

/** The account some audit entries name (no row needed: the log outlives accounts). */
const AUDIT_MEMBER = "00000000-0000-4000-b000-000000000001";

const bytes = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());

describe.skipIf(!postgres)("CSV exports on PostgreSQL (COPY) and the embedded database (batches)", () => {
  let embedded: DatabaseHandle;
  let server: DatabaseHandle;
  let ownerId: string;

  beforeAll(async () => {
    [embedded, server] = await Promise.all([openDatabase({}), postgres!.open()]);
    [ownerId] = await Promise.all([fill(embedded.db), fill(server.db)]);
  });

  afterAll(async () => {
    await embedded?.close();
    await server?.close();
  });

  const filterSets = (): Array<Partial<LeadFilters>> => [
    {},
    ...LEAD_SORTS.map((sort) => ({ sort })),
    { kind: "booking" },
    { status: "won" },
    { owner: UNASSIGNED },
    { from: "2025-10-06", to: "2026-03-08" },
    { q: "avila" },
    { q: "avila", sort: "relevance" },
    { q: "Li" },
    { q: "617 555" },
    { q: "\"hi\"", sort: "name" },
    // Written into the COPY as literals: quotes, backslashes and placeholders stay text.
    { q: "O'Brien \\ $1" },
    { q: "Ávila', 'x" },
  ];

  it("writes the leads CSV byte for byte alike, under every order and filter", async () => {
    for (const filters of filterSets()) {
      const all = { ...readLeadFilters(new URLSearchParams()), ...filters };
      const [mine, theirs] = await Promise.all([bytes(exportLeadsCsv(embedded.db, all)), bytes(exportLeadsCsv(server.db, all))]);
      expect(theirs.toString("utf8"), JSON.stringify(filters)).toBe(mine.toString("utf8"));
      expect(theirs.equals(mine)).toBe(true);
    }
    // Each meeting's outcome in its own column: held, no-show, or empty until marked (and without a meeting).
    const all = parseCsv((await bytes(exportLeadsCsv(server.db, readLeadFilters(new URLSearchParams())))).toString("utf8"));
    const outcomeColumn = all[0]!.indexOf("meeting_outcome");
    expect(new Set(all.slice(1).map((row) => row[outcomeColumn]))).toEqual(new Set(["", "held", "no-show"]));
    const quoted = await bytes(exportLeadsCsv(server.db, { ...readLeadFilters(new URLSearchParams()), q: "O'Brien \\ $1" }));
    expect(parseCsv(quoted.toString("utf8")).length).toBeGreaterThan(2);
    // The owner filter names the owner each database made: the same leads either way.
    const byOwner = (db: Database, owner: string) => bytes(exportLeadsCsv(db, { ...readLeadFilters(new URLSearchParams()), owner }));
    const [serverOwner] = await server.db.select({ id: admins.id }).from(admins);
    expect((await byOwner(server.db, serverOwner!.id)).equals(await byOwner(embedded.db, ownerId))).toBe(true);
  });

  it("writes what a spreadsheet reads back safely: formulas defused, every row, CRLF row ends", async () => {
    let logged = 0;
    const text = (await bytes(exportLeadsCsv(server.db, readLeadFilters(new URLSearchParams()), { onEnd: (rows) => (logged = rows) }))).toString("utf8");
    expect(logged).toBe(40);
    expect(text.startsWith("\uFEFFreceived_at,")).toBe(true);
    const rows = parseCsv(text);
    expect(rows).toHaveLength(41);
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    const lead = rows.find((row) => row.at(-1) === "00000000-0000-4000-8000-000000000000")!;
    expect(lead[0]).toBe("2025-10-06T15:00:00.999Z");
    expect(rows.flat()).toContain("Sep 9, 2025, 12:00 AM ET");
    expect(rows.flat()).toContain("Nov 1, 2026, 1:30 AM ET");
  });

  it("writes the subscribers CSV byte for byte alike, all of them or one status", async () => {
    for (const status of [undefined, "pending", "active", "unsubscribed"] as const) {
      const [mine, theirs] = await Promise.all([bytes(exportSubscribersCsv(embedded.db, status)), bytes(exportSubscribersCsv(server.db, status))]);
      expect(theirs.toString("utf8"), status).toBe(mine.toString("utf8"));
      expect(theirs.equals(mine)).toBe(true);
    }
  });

  it("writes the audit log's CSV byte for byte alike, all of it, by action and by member", async () => {
    for (const filter of [{}, { action: "leads.exported" as const }, { actorId: AUDIT_MEMBER }, { action: "lead.erased" as const, actorId: AUDIT_MEMBER }]) {
      const [mine, theirs] = await Promise.all([bytes(exportAuditCsv(embedded.db, filter)), bytes(exportAuditCsv(server.db, filter))]);
      expect(theirs.toString("utf8"), JSON.stringify(filter)).toBe(mine.toString("utf8"));
      expect(theirs.equals(mine)).toBe(true);
    }
    const rows = parseCsv((await bytes(exportAuditCsv(server.db, { actorId: AUDIT_MEMBER }))).toString("utf8"));
    expect(rows).toHaveLength(1 + 5);
    expect(rows[1]!.slice(0, 3)).toEqual(["2026-04-01T10:12:00.123Z", "'=admin@evil.example", "lead.erased"]);
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});

describe.skipIf(!postgres)("a PostgreSQL export's connection", () => {
  let handle: DatabaseHandle;
  let pool: pg.Pool;
  let http: Server;
  let url: string;

  beforeAll(async () => {
    handle = await postgres!.open();
    pool = (handle.db as unknown as { $client: pg.Pool }).$client;
    // The contact leads: 80 MB of CSV, read whole by the tests below. The demo leads: 400 MB, far more
    // than the sockets between the database, the server and the client can hold (Linux grows a
    // loopback socket's receive buffer up to tcp_rmem's 32 MB under a fast reader), so a reader that
    // stops holds the database back. The bulk is in the referrer, which no search index reads, and
    // compresses in the table to almost nothing.
    await handle.db.execute(sql`
      insert into leads (kind, function_name, first_name, last_name, email, referrer)
      select case when n <= 1000 then 'contact' else 'demo' end, 'send-contact-email', 'Ada', 'Lovelace', 'ada' || n || '@example.com',
        'https://example.com/' || repeat('long-path/', 8000)
      from generate_series(1, 6000) as n`);
    // As the production server sends a loader's stream (React Router's writer), filtered by its address.
    http = createServer((request, response) => {
      const filters = readLeadFilters(new URL(request.url ?? "/", "http://localhost").searchParams);
      void writeReadableStreamToWritable(exportLeadsCsv(handle.db, filters), response).catch(() => {});
    });
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/?kind=contact`;
  });

  afterAll(async () => {
    http?.close();
    await handle?.close();
  });

  const copies = async () => {
    const { rows } = await pool.query<{ wait_event: string | null }>(
      "select wait_event from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query like 'copy (%'",
    );
    return rows;
  };
  const until = async (check: () => Promise<boolean>, seconds = 15) => {
    const deadline = Date.now() + seconds * 1000;
    while (Date.now() < deadline && !(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
    return check();
  };
  // Downloads a test leaves open are ended after it, so one failure does not hold connections for the next.
  const open = new Set<AbortController>();
  const startDownload = async (from = url) => {
    const abort = new AbortController();
    open.add(abort);
    const reader = (await fetch(from, { signal: abort.signal })).body!.getReader();
    await reader.read();
    return abort;
  };
  afterEach(async () => {
    for (const abort of open) abort.abort();
    open.clear();
    await until(async () => (await copies()).length === 0 && pool.totalCount === pool.idleCount);
  });

  it("waits for a slow reader, and is closed with its COPY when the visitor goes away", { timeout: 120_000 }, async () => {
    const abort = await startDownload(url.replace("kind=contact", "kind=demo"));
    // Back-pressure: the database waits on the client instead of sending the file into memory.
    // Filling the sockets' buffers with 400 MB of rows takes seconds, and on a busy machine (CI) more than 15.
    const waiting = await until(async () => (await copies()).some((row) => row.wait_event === "ClientWrite"), 60);
    expect(waiting, JSON.stringify(await copies())).toBe(true);
    expect(pool.totalCount - pool.idleCount).toBe(1);
    abort.abort();
    expect(await until(async () => (await copies()).length === 0 && pool.totalCount === pool.idleCount)).toBe(true);
    expect(pool.waitingCount).toBe(0);
    const { rows } = await pool.query<{ n: number }>("select count(*)::int as n from leads");
    expect(rows[0]!.n).toBe(6000);
  });

  it("holds a connection for at most a few downloads at once; more are read in batches, to the same bytes", async () => {
    const held = await Promise.all(Array.from({ length: MAX_COPY_EXPORTS }, () => startDownload()));
    expect(await until(async () => (await copies()).length === MAX_COPY_EXPORTS)).toBe(true);
    const third = (await fetch(url)).body!.getReader();
    const parts: Uint8Array[] = [(await third.read()).value!];
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await copies()).length).toBe(MAX_COPY_EXPORTS);
    for (let part = await third.read(); !part.done; part = await third.read()) parts.push(part.value);
    const batched = Buffer.concat(parts);
    for (const abort of held) abort.abort();
    expect(await until(async () => (await copies()).length === 0 && pool.totalCount === pool.idleCount)).toBe(true);
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(batched)).toBe(true);
  });

  it("takes no COPY slot for a body that is never read (React Router's answer to HEAD drops it)", async () => {
    for (let i = 0; i <= MAX_COPY_EXPORTS; i++) exportLeadsCsv(handle.db, readLeadFilters(new URLSearchParams()));
    const abort = await startDownload();
    expect(await until(async () => (await copies()).length === 1)).toBe(true);
    abort.abort();
    expect(await until(async () => (await copies()).length === 0 && pool.totalCount === pool.idleCount)).toBe(true);
  });

  it("goes back to the pool, ready, when the file is read to the end", async () => {
    const before = pool.totalCount;
    const text = await (await fetch(url)).text();
    // A header and a thousand rows, each ended by CRLF (no cell here holds a line break).
    expect(text.split("\r\n")).toHaveLength(1002);
    expect(await until(async () => pool.totalCount === pool.idleCount)).toBe(true);
    expect(pool.totalCount).toBeLessThanOrEqual(Math.max(before, 1));
    expect((await pool.query<{ ok: number }>("select 1 as ok")).rows[0]!.ok).toBe(1);
  });
});
