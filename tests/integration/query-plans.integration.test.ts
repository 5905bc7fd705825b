// The query plans of every list a request reads, held on PostgreSQL at a few thousand rows of the
// scale generator: none may read most of the leads, the outbox or the bookings. Those tables grow
// with the years; a query no index can serve is fast in tests and slow in production (issue 32
// measured 7-13 s searches at 100,000 leads). Each read is run under EXPLAIN ANALYZE: a scan of a
// watched table either has an index condition (a range, a search's trigrams, a filter's value) or
// visits few rows (a page in index order). At this size the planner may prefer a sequential scan
// where an index exists, so sequential scans are priced out (enable_seqscan = off): one that remains
// is one no index could serve, and a whole index read without a condition is caught by its rows.
import { drizzle } from "drizzle-orm/node-postgres";
import type { Pool } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "#db/schema.ts";
import type { Database } from "#db/index.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { toIsoDate } from "#app/features/scheduling/calendar-date.ts";
import { listLeads } from "#app/features/sales/inbox.server.ts";
import { readLeadFilters } from "#app/features/sales/lead-pipeline.ts";
import { submitLead } from "#app/features/leads/lead-submission.server.ts";
import { reportsForRole } from "#app/features/insights/insights.server.ts";
import { readInsightRange } from "#app/features/insights/range.ts";
import { INBOX_QUERIES, readInbox, readOtherViews } from "#scripts/lib/admin-reads.ts";
import { fillScaleData } from "#scripts/lib/scale-data.ts";
import { futureWeekday, silentLogger, testEnv } from "#tests/integration/support/lead-api-harness.ts";

/** The tables that grow with the years, and the Insights page's daily counts of them (migration 0019). */
const WATCHED = ["leads", "outbox", "bookings", "lead_days", "meeting_days", "meeting_waits"];
/** A scan without an index condition may visit at most this share of its table (an export batch of 250 is 8% of 3,000 leads). */
const MOST_OF_A_TABLE = 0.25;
const postgres = testDatabaseTargets().find((target) => target.name === "postgres");
const start = { from: "start" } as const;

type Captured = { query: string; params: unknown[] };
type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Index Cond"?: string;
  "Recheck Cond"?: string;
  "Actual Rows": number;
  "Actual Loops": number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  Plans?: PlanNode[];
};

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
const visited = (node: PlanNode) => node["Actual Rows"] * node["Actual Loops"] + (node["Rows Removed by Filter"] ?? 0) + (node["Rows Removed by Index Recheck"] ?? 0);

describe.skipIf(!postgres)("query plans at scale (PostgreSQL)", () => {
  let handle: TestDatabaseHandle;
  let pool: Pool;
  let recording: Database;
  const captured: Captured[] = [];

  beforeAll(async () => {
    handle = await postgres!.open();
    await fillScaleData(handle.db, { leads: 3000 });
    pool = (handle.db as unknown as { $client: Pool }).$client;
    await pool.query("vacuum analyze");
    expect((await pool.query("select count(*)::int as n from leads")).rows[0].n).toBe(3000);
    recording = drizzle(pool, { schema, casing: "snake_case", logger: { logQuery: (query, params) => captured.push({ query, params }) } }) as unknown as Database;
  }, 120_000);
  afterAll(() => handle?.close());

  /** The reads a view makes that scan a watched table sequentially, or read most of it without an index condition. */
  async function wideScans(view: (db: Database) => Promise<unknown>) {
    captured.length = 0;
    await view(recording);
    const reads = captured.filter(({ query }) => /^\s*select\b/i.test(query));
    expect(reads.length).toBeGreaterThan(0);
    const client = await pool.connect();
    try {
      const { rows: sizes } = await client.query<{ relname: string; n: string }>("select relname, n_live_tup as n from pg_stat_user_tables where relname = any($1)", [WATCHED]);
      const rowsOf = Object.fromEntries(sizes.map((row) => [row.relname, Number(row.n)]));
      await client.query("set enable_seqscan = off");
      const found: Array<{ query: string; scans: string[] }> = [];
      for (const { query, params } of reads) {
        const { rows } = await client.query(`explain (analyze, format json) ${query}`, params);
        const plan = (rows[0] as { "QUERY PLAN": Array<{ Plan: PlanNode }> })["QUERY PLAN"][0]!.Plan;
        const wide = nodes(plan)
          .filter((node) => WATCHED.includes(node["Relation Name"] ?? ""))
          .filter(
            (node) =>
              node["Node Type"] === "Seq Scan" ||
              (!node["Index Cond"] && !node["Recheck Cond"] && visited(node) > MOST_OF_A_TABLE * rowsOf[node["Relation Name"]!]!),
          )
          .map((node) => `${node["Node Type"]} on ${node["Relation Name"]}${node["Index Name"] ? ` using ${node["Index Name"]}` : ""}: ${visited(node)} rows`);
        if (wide.length > 0) found.push({ query: query.slice(0, 300), scans: wide });
      }
      return found;
    } finally {
      await client.query("reset enable_seqscan");
      client.release();
    }
  }

  it.each(INBOX_QUERIES)("the inbox list, its counts, its next and last pages: %j", async (query) => {
    expect(await wideScans((db) => readInbox(db, query))).toEqual([]);
  });

  it("a lead's detail, upcoming meetings, the outbox, subscribers, the audit log, the blog admin and the CSV export", async () => {
    const [lead] = (await listLeads(handle.db, readLeadFilters(new URLSearchParams("kind=booking")), start, 1)).rows;
    expect(await wideScans((db) => readOtherViews(db, lead!.id))).toEqual([]);
  });

  it.each(["range=30d", "range=90d", "range=year", "from=2025-01-01&to=2026-12-31"])("the Insights page's reports: %s", async (query) => {
    expect(await wideScans((db) => reportsForRole(db, "admin", readInsightRange(new URLSearchParams(query))))).toEqual([]);
  });

  it("a booking's checks: the slot's seats and the address's meetings to come", async () => {
    const env = testEnv({ BOOKINGS_PER_EMAIL: "3" });
    const found = await wideScans(async (db) => {
      const outcome = await submitLead({ env, db, logger: silentLogger, clientIp: "203.0.113.50" }, "send-discovery-confirmation", {
        firstName: "Plan",
        lastName: "Check",
        email: "plan.check@quartz.example",
        date: toIsoDate(futureWeekday(3)),
        time: "2:00 PM",
      });
      expect(outcome.status).toBe(200);
    });
    expect(found).toEqual([]);
  });
});
