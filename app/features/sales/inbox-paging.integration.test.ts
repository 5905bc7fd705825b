// The inbox at more than a page: every order pages by keyset through all the leads exactly once,
// forwards and backwards, with ties on every key; the search finds what the indexes hold; the CSV
// export reads the same rows batch by batch.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "#db/schema.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { readPageRequest, type PageRequest } from "#app/lib/keyset.server.ts";
import { countLeads, exportLeadBatches, leadKeyset, listLeads } from "./inbox.server.ts";
import { LEAD_SORTS, readLeadFilters, type LeadFilters } from "./lead-pipeline.ts";

const PAGE = 7;
const FIRST_NAMES = ["Ana", "Íñigo", "Zoë", "Łukasz", "ana", "Bo"];
const LAST_NAMES = ["Ávila", "avila", "Nguyen", "Li", "Østergaard", "Lindqvist", "Kowalski"];
const COMPANIES = ["Quartz Labs", "quartz labs", null, "Álamo Bank", "", "Northwind"];
const STATUSES = ["new", "contacted", "qualified", "won", "lost"];

describe.each(testDatabaseTargets())("inbox paging and search on $name", ({ open }) => {
  let handle: TestDatabaseHandle;

  beforeAll(async () => {
    handle = await open();
    // 60 leads, arriving in groups of three within one microsecond-precise instant: ties on the time too.
    const base = Date.parse("2026-03-02T14:00:00Z");
    await handle.db.insert(leads).values(
      Array.from({ length: 60 }, (_, i) => ({
        kind: ["booking", "contact", "datasheet"][i % 3]!,
        functionName: "send-contact-email",
        firstName: FIRST_NAMES[i % FIRST_NAMES.length]!,
        lastName: LAST_NAMES[i % LAST_NAMES.length]!,
        email: `person${i}@${i % 2 ? "quartz" : "northwind"}.example`,
        phone: i % 4 === 0 ? `+44 (20) 7946-${String(1000 + i)}` : null,
        company: COMPANIES[i % COMPANIES.length],
        message: i === 13 ? "Asking about SOC 2 reports for the board" : "Hello",
        status: STATUSES[i % STATUSES.length]!,
        createdAt: new Date(base + Math.floor(i / 3) * 1000),
      })),
    );
    // Microseconds the JavaScript clock cannot hold: a cursor must keep them to page exactly.
    await handle.db.execute(sql`update ${leads} set created_at = created_at + make_interval(secs => (random() * 0.000999)::numeric(9,6)::float8)`);
  });
  afterAll(() => handle.close());

  const filtersOf = (query: string): LeadFilters => readLeadFilters(new URLSearchParams(query));
  const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);

  /** Every id, following the Next links from the first page. */
  async function forwards(filters: LeadFilters) {
    const seen: string[] = [];
    let request: PageRequest = { from: "start" };
    for (let guard = 0; guard < 100; guard++) {
      const page = await listLeads(handle.db, filters, request, PAGE);
      expect(page.position).toBe(seen.length + 1);
      seen.push(...ids(page.rows));
      if (!page.next) return seen;
      request = readPageRequest(new URLSearchParams({ after: page.next }), leadKeyset(filters));
    }
    throw new Error("paging did not end");
  }

  /** Every id, following the Previous links from the last page. */
  async function backwards(filters: LeadFilters, total: number) {
    const pages: string[][] = [];
    let request: PageRequest = { from: "end" };
    for (let guard = 0; guard < 100; guard++) {
      const page = await listLeads(handle.db, filters, request, PAGE, total);
      pages.unshift(ids(page.rows));
      if (!page.previous) {
        expect(page.position).toBe(1);
        return pages.flat();
      }
      request = readPageRequest(new URLSearchParams({ before: page.previous }), leadKeyset(filters));
    }
    throw new Error("paging did not end");
  }

  it.each(LEAD_SORTS.filter((sort) => sort !== "relevance"))("pages through every lead once in the %s order, both ways", async (sort) => {
    const filters = filtersOf(`sort=${sort}`);
    const all = await listLeads(handle.db, filters, { from: "start" }, 1000);
    expect(all.rows).toHaveLength(60);
    const seen = await forwards(filters);
    expect(seen).toEqual(ids(all.rows));
    expect(await backwards(filters, 60)).toEqual(ids(all.rows));
  });

  it("sorts by name with accents and case folded, and leads without a company last", async () => {
    const byName = (await listLeads(handle.db, filtersOf("sort=name"), { from: "start" }, 1000)).rows;
    const lastNames = byName.map((lead) => lead.lastName);
    expect(lastNames.slice(0, 18).every((name) => /^[ÁA]vila$/i.test(name))).toBe(true);
    const byCompany = (await listLeads(handle.db, filtersOf("sort=company"), { from: "start" }, 1000)).rows;
    expect(byCompany[0]!.company).toBe("Álamo Bank");
    expect(byCompany.slice(-20).every((lead) => !lead.company)).toBe(true);
  });

  it("places the last page by the total, and reads a tampered or foreign cursor as the first page", async () => {
    const filters = filtersOf("");
    const last = await listLeads(handle.db, filters, { from: "end" }, PAGE, 60);
    expect(last).toMatchObject({ position: 60 - PAGE + 1, next: null });
    // A total to find is asked for by the last page only (a loader's count is never left unawaited).
    expect(await listLeads(handle.db, filters, { from: "end" }, PAGE, async () => 60)).toMatchObject({ position: 60 - PAGE + 1 });
    const notAsked = () => Promise.reject(new Error("only the last page needs the total"));
    expect(await listLeads(handle.db, filters, { from: "start" }, PAGE, notAsked)).toMatchObject({ position: 1 });
    const keyset = leadKeyset(filters);
    for (const token of ["junk", Buffer.from("[1,\"x\"]").toString("base64url"), Buffer.from('[1,"2026-02-30T00:00:00.000000Z","6f1c0e4e-8b7a-4d8e-9c1a-1d2b3c4d5e6f"]').toString("base64url")]) {
      expect(readPageRequest(new URLSearchParams({ after: token }), keyset)).toEqual({ from: "start" });
    }
    // A cursor of the name order has other keys: read as the first page of the default order.
    const named = await listLeads(handle.db, filtersOf("sort=name"), { from: "start" }, PAGE);
    expect(readPageRequest(new URLSearchParams({ after: named.next! }), keyset)).toEqual({ from: "start" });
  });

  it("searches with accents and case folded, by substring from three letters, by word start below", async () => {
    const search = async (q: string) => (await listLeads(handle.db, filtersOf(`q=${encodeURIComponent(q)}`), { from: "start" }, 1000)).rows;
    expect(await search("AVILA")).toHaveLength(18);
    expect(await search("vila")).toHaveLength(18);
    expect(await search("ostergaard")).toHaveLength(8);
    expect(await search("soc 2 report")).toHaveLength(1);
    expect(await search("7946 1012")).toHaveLength(1);
    // One or two letters: the start of a first or last name, e-mail or company, not any substring.
    const li = await search("Li");
    expect(new Set(li.map((lead) => lead.lastName))).toEqual(new Set(["Li", "Lindqvist"]));
    expect((await search("no")).every((lead) => lead.company === "Northwind" || lead.email.startsWith("no"))).toBe(true);
  });

  it("ranks the best matches first: a whole name, then a name's start, then inside a name, then the message", async () => {
    const ranked = (await listLeads(handle.db, filtersOf("q=li"), { from: "start" }, 1000)).rows;
    expect(ranked[0]!.lastName).toBe("Li");
    expect(ranked.at(-1)!.lastName).toBe("Lindqvist");
    const quartz = (await listLeads(handle.db, filtersOf("q=quartz"), { from: "start" }, 1000)).rows;
    // The company's start ranks above an e-mail that only contains the word.
    expect(quartz[0]!.company?.toLowerCase()).toBe("quartz labs");
    const seen = await forwards(filtersOf("q=quartz"));
    expect(seen).toEqual(ids(quartz));
  });

  it("counts per kind over every lead, and per status among what the other filters match, one pass or filtered alike", async () => {
    const everything = (await listLeads(handle.db, filtersOf(""), { from: "start" }, 1000)).rows;
    const tally = (rows: typeof everything, key: "kind" | "status") =>
      rows.reduce<Record<string, number>>((counts, lead) => ({ ...counts, [lead[key]]: (counts[lead[key]] ?? 0) + 1 }), {});
    for (const query of ["", "kind=contact", "kind=contact&status=won", "q=quartz", "q=quartz&kind=booking&status=new", "from=2026-03-02&to=2026-03-02&kind=datasheet"]) {
      const filters = filtersOf(query);
      const counts = await countLeads(handle.db, filters);
      expect(counts.byKind).toEqual(tally(everything, "kind"));
      const matching = (await listLeads(handle.db, { ...filters, status: null }, { from: "start" }, 1000)).rows;
      expect(counts.byStatus, query).toEqual(tally(matching, "status"));
    }
  });

  it("exports every matching lead in the list's order, a batch at a time", async () => {
    const filters = filtersOf("sort=name&kind=contact");
    const exported: string[] = [];
    const sizes: number[] = [];
    for await (const batch of exportLeadBatches(handle.db, filters, 6)) {
      exported.push(...ids(batch));
      sizes.push(batch.length);
    }
    expect(exported).toEqual(ids((await listLeads(handle.db, filters, { from: "start" }, 1000)).rows));
    expect(exported).toHaveLength(20);
    expect(sizes).toEqual([6, 6, 6, 2]);
  });

  // Last: it changes the rows the tests above read.
  it("keeps the kind and status counts through changes, deletions and a rolled-back transaction", async () => {
    const grouped = async () => {
      const rows = (await handle.db.execute(sql`select kind, status, count(*)::int as n from ${leads} group by kind, status`)) as unknown as {
        rows: Array<{ kind: string; status: string; n: number }>;
      };
      const byKind: Record<string, number> = {};
      for (const row of rows.rows) byKind[row.kind] = (byKind[row.kind] ?? 0) + Number(row.n);
      return byKind;
    };
    const [first, second] = (await listLeads(handle.db, filtersOf("sort=oldest"), { from: "start" }, 2)).rows;
    await handle.db.update(leads).set({ status: "won", kind: "contact" }).where(sql`${leads.id} = ${first!.id}`);
    await handle.db.update(leads).set({ status: "won" }).where(sql`${leads.id} = ${first!.id}`);
    await handle.db.delete(leads).where(sql`${leads.id} = ${second!.id}`);
    await handle.db
      .transaction(async (tx) => {
        await tx.insert(leads).values({ kind: "booking", functionName: "send-demo-confirmation", firstName: "Rolled", lastName: "Back", email: "rolled@back.example" });
        tx.rollback();
      })
      .catch(() => undefined);
    const counts = await countLeads(handle.db, {});
    expect(counts.byKind).toEqual(await grouped());
    expect(Object.values(counts.byKind).reduce((sum, n) => sum + n, 0)).toBe(59);
    expect((await countLeads(handle.db, filtersOf("kind=contact"))).byStatus.won).toBe(
      (await listLeads(handle.db, filtersOf("kind=contact&status=won"), { from: "start" }, 1000)).rows.length,
    );
  });
});
