// The Insights page's daily counts (lead_days, meeting_days, meeting_waits; migration 0019) on both
// databases: after the scale generator's rows, and after staff change statuses and owners, edit a
// lead's origins, erase leads, remove an account, cancel, mark, move and reassign meetings, each
// table holds exactly what counting the rows again gives. A rolled-back change counts nothing.
// Migration 0021's backfill of the posts leads came from gives the same as its trigger.
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/index.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { assignLeadOwner, changeLeadStatus } from "#app/features/sales/lead-pipeline.server.ts";
import { fillScaleData } from "#scripts/lib/scale-data.ts";
import { testEnv } from "#tests/integration/support/lead-api-harness.ts";

const rows = async (db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;

/** Each table as kept, and as counted again from the rows (zero counts left out). */
async function keptAndRecounted(db: Database) {
  const kept = {
    leadDays: await rows(db, sql`select dimension, day::text, value, n from lead_days where n <> 0 order by 1, 2, 3`),
    meetingDays: await rows(db, sql`select measure, day::text, host, n from meeting_days where n <> 0 order by 1, 2, 3`),
    waits: await rows(db, sql`select booking_id, booked_at, round(hours::numeric, 6) as hours from meeting_waits order by 1`),
  };
  const recounted = {
    leadDays: await rows(
      db,
      sql`select dimension, day::text, value, n from (
            select v.dimension, v.day, v.value, count(*)::int as n from leads cross join lateral lead_day_values(leads) as v group by 1, 2, 3
            union all
            select 'status_change', (created_at at time zone 'America/New_York')::date, coalesce(details ->> 'to', ''), count(*)::int
            from audit_log where action = 'lead.status_changed' group by 2, 3
          ) as counts order by 1, 2, 3`,
    ),
    meetingDays: await rows(db, sql`select v.measure, v.day::text, v.host, count(*)::int as n from bookings cross join lateral meeting_day_values(bookings) as v group by 1, 2, 3 order by 1, 2, 3`),
    waits: await rows(
      db,
      sql`select b.id as booking_id, b.created_at as booked_at, round((extract(epoch from (b.starts_at - l.created_at)) / 3600)::numeric, 6) as hours
          from bookings b join leads l on l.id = b.lead_id where b.status = 'confirmed' order by 1`,
    ),
  };
  return { kept, recounted };
}

describe.each(testDatabaseTargets())("the Insights daily counts on $name", ({ open }) => {
  let handle: TestDatabaseHandle;

  beforeAll(async () => {
    handle = await open();
    await fillScaleData(handle.db, { leads: 300, posts: 10 });
  }, 120_000);
  afterAll(() => handle?.close());

  const pick = async (query: ReturnType<typeof sql>) => (await rows(handle.db, query)) as Array<{ id: string }>;

  it("hold what counting the generated rows gives", async () => {
    const { kept, recounted } = await keptAndRecounted(handle.db);
    expect(kept.leadDays.length).toBeGreaterThan(100);
    expect(kept.meetingDays.length).toBeGreaterThan(50);
    expect(kept.waits.length).toBeGreaterThan(50);
    expect(kept).toEqual(recounted);
  });

  it("follow staff's changes to leads and meetings, and ignore a rolled-back one", async () => {
    const db = handle.db;
    const env = testEnv();
    const [admin] = await pick(sql`select id from admins where role = 'admin' limit 1`);
    const actor = { adminId: admin!.id, email: "owner@lumenguard.example" };
    const someLeads = await pick(sql`select id from leads where status <> 'won' and owner_id is distinct from ${admin!.id} order by created_at limit 6`);
    for (const { id } of someLeads.slice(0, 3)) expect(await changeLeadStatus({ db, env }, actor, id, "won")).toEqual({ ok: true });
    expect(await assignLeadOwner(db, actor, someLeads[3]!.id, admin!.id)).toEqual({ ok: true });
    const [owned] = await pick(sql`select id from leads where owner_id is not null and owner_id <> ${admin!.id} order by created_at limit 1`);
    expect(await assignLeadOwner(db, actor, owned!.id, null)).toEqual({ ok: true });
    await db.execute(sql`update leads set utm = '{"utm_source":"spring-fair"}'::jsonb, referrer = 'https://www.Example.org/x', source_page = '/pricing' where id = ${someLeads[5]!.id}`);
    await db.execute(sql`delete from leads where id in (select id from leads where kind = 'booking' order by created_at desc limit 2)`);
    await db.execute(sql`delete from admins where email = 'kenji.tanaka@lumenguard.example'`);

    const someBookings = await pick(sql`select id from bookings where status = 'confirmed' order by created_at limit 4`);
    await db.execute(sql`update bookings set host_id = ${admin!.id} where id = ${someBookings[0]!.id}`);
    await db.execute(sql`update bookings set outcome = 'held', outcome_at = starts_at where id = ${someBookings[1]!.id}`);
    await db.execute(sql`update bookings set status = 'cancelled', cancelled_at = now() where id = ${someBookings[2]!.id}`);
    await db.execute(sql`update bookings set starts_at = starts_at + interval '9 days', host_id = ${admin!.id} where id = ${someBookings[3]!.id}`);

    const before = await keptAndRecounted(db);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update leads set status = 'lost' where id = ${someLeads[0]!.id}`);
        await tx.execute(sql`update bookings set status = 'cancelled', cancelled_at = now() where id = ${someBookings[0]!.id}`);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");

    const { kept, recounted } = await keptAndRecounted(db);
    expect(kept).toEqual(recounted);
    expect(kept).toEqual(before.kept);
    // What an erased or changed lead's values counted is gone, not kept at nothing.
    expect(await rows(db, sql`select count(*)::int as zero from lead_days where n = 0`)).toEqual([{ zero: 0 }]);
  });

  it("fill in the posts the leads before migration 0021 came from, as its trigger counts new ones", async () => {
    for (const [email, page, referrer] of [
      ["on-post@example.com", "/blog/prompt-injection/", null],
      ["after-post@example.com", "/contact-us", "https://lumenguard.example/blog/zero-trust-agents?ref=nav#top"],
      ["tag-page@example.com", "/blog/tags/governance", "https://lumenguard.example/blog"],
    ]) {
      await handle.db.execute(sql`insert into leads (kind, function_name, first_name, last_name, email, source_page, referrer) values ('contact', 'send-contact-email', 'Ada', 'Lovelace', ${email}, ${page}, ${referrer})`);
    }
    const posts = sql`select value, sum(n)::int as n from lead_days where dimension = 'post' and value in ('/blog/prompt-injection', '/blog/zero-trust-agents', '/blog/tags') group by 1 order by 1`;
    const counted = await rows(handle.db, posts);
    expect(counted.map((row) => (row as { value: string }).value)).toEqual(["/blog/prompt-injection", "/blog/zero-trust-agents"]);
    const migration = readFileSync(new URL("../../../db/migrations/0021_lead_days_posts.sql", import.meta.url), "utf8");
    const backfill = migration.split("--> statement-breakpoint").find((statement) => statement.trim().startsWith("INSERT INTO"))!;
    await handle.db.execute(sql`delete from lead_days where dimension = 'post'`);
    await handle.db.execute(sql.raw(backfill));
    expect(await rows(handle.db, posts)).toEqual(counted);
    const { kept, recounted } = await keptAndRecounted(handle.db);
    expect(kept).toEqual(recounted);
  });

  it("count a lead whose referrer's host is no host name (a crafted one longer than an index row) without its domain", async () => {
    // 2,000 characters of three bytes each: as a key of lead_days it would not fit the index, and the commit would lose the lead.
    const crafted = `http://${"漢".repeat(1990)}/page`;
    for (const [email, referrer] of [["crafted@example.com", crafted], ["punycode@example.com", "https://www.xn--bcher-kva.example/list"]]) {
      await handle.db.execute(sql`insert into leads (kind, function_name, first_name, last_name, email, referrer) values ('contact', 'send-contact-email', 'Ada', 'Lovelace', ${email}, ${referrer})`);
    }
    const domains = await rows(handle.db, sql`select distinct value from lead_days where dimension = 'referrer' and value like '%bcher%' or (dimension = 'referrer' and value like '%漢%')`);
    expect(domains).toEqual([{ value: "xn--bcher-kva.example" }]);
    const { kept, recounted } = await keptAndRecounted(handle.db);
    expect(kept).toEqual(recounted);
  });
});
