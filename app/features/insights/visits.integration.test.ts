import http from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { visitBeacon } from "#app/config/site.ts";
import { createOrResetAdmin } from "#app/features/admin/admins.server.ts";
import { collections } from "#app/features/site-content/collections.ts";
import { createEntry } from "#app/features/site-content/entries.server.ts";
import { startApiServer, testEnv, type ApiServer } from "#tests/integration/support/lead-api-harness.ts";
import { countPageView, forgetPastVisitors, visitDayOf } from "./visit-counter.server.ts";
import { visitsByCampaign, visitsByDay, visitsByPath, visitsBySource } from "./visits.server.ts";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** Noon Eastern on 2026-03-10 (a Tuesday), and the next day. */
const TUESDAY = new Date("2026-03-10T17:00:00Z");
const WEDNESDAY = new Date("2026-03-11T17:00:00Z");

describe.each(testDatabaseTargets())("page views on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  let api: ApiServer;
  let clock = TUESDAY;

  beforeAll(async () => {
    handle = await open();
    api = await startApiServer({ env: testEnv(), db: handle.db, now: () => clock });
  });
  afterAll(async () => {
    await api.close();
    await handle.close();
  });
  beforeEach(async () => {
    clock = TUESDAY;
    // The salts stay: each process keeps the day's salt it read, as it may, since a day's salt is
    // deleted only once the day is over.
    await handle.db.execute(sql`truncate visit_days, visit_pages, visit_sources, visit_campaigns, visit_seen`);
  });

  const beacon = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${api.url}${visitBeacon.endpoint}`, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": FIREFOX, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const view = (path: string, headers: Record<string, string> = {}, referrer = "") => beacon({ path, referrer }, headers);

  const stored = async () => {
    const count = async (table: string) =>
      Number(((await handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    return {
      days: await count("visit_days"),
      pages: await count("visit_pages"),
      sources: await count("visit_sources"),
      campaigns: await count("visit_campaigns"),
      seen: await count("visit_seen"),
    };
  };
  const nothingStored = { days: 0, pages: 0, sources: 0, campaigns: 0, seen: 0 };
  const tuesday = { from: "2026-03-10", to: "2026-03-10" };

  it("counts two views from one address and browser as two views and one visitor; another browser is another visitor", async () => {
    expect((await view("/pricing")).status).toBe(204);
    expect((await view("/pricing")).status).toBe(204);
    expect(await visitsByPath(handle.db, tuesday)).toEqual([{ path: "/pricing", views: 2, visitors: 1 }]);

    await view("/pricing", { "User-Agent": SAFARI });
    await view("/blog/some-post?utm_source=x#top", {}, "news.ycombinator.com");
    expect(await visitsByPath(handle.db, tuesday)).toEqual([
      { path: "/pricing", views: 3, visitors: 2 },
      { path: "/blog/some-post", views: 1, visitors: 1 },
    ]);
    // The site: four views by two visitors (Firefox saw two pages, and is one visitor of the site).
    expect(await visitsByDay(handle.db, { from: "2026-03-09", to: "2026-03-11" })).toEqual([
      { day: "2026-03-09", views: 0, visitors: 0 },
      { day: "2026-03-10", views: 4, visitors: 2 },
      { day: "2026-03-11", views: 0, visitors: 0 },
    ]);
    expect(await visitsBySource(handle.db, tuesday)).toEqual([{ source: "news.ycombinator.com", views: 1 }]);
    expect(await visitsBySource(handle.db, { ...tuesday, path: "/pricing" })).toEqual([]);
  });

  it("counts a campaign's views and visitors as a lead keeps its utm_campaign: trimmed, its case kept", async () => {
    const campaignView = (path: string, campaign: string, headers: Record<string, string> = {}) => beacon({ path, referrer: "", campaign }, headers);
    expect((await campaignView("/pricing", "spring")).status).toBe(204);
    // The same visitor arriving again with the campaign, on another page, with spaces around it.
    expect((await campaignView("/lp/spring", "  spring ")).status).toBe(204);
    await campaignView("/pricing", "spring", { "User-Agent": SAFARI });
    await campaignView("/pricing", "Spring");
    // An empty campaign is none; a view without one is not a campaign's.
    await campaignView("/pricing", "   ");
    await view("/pricing");
    expect(await visitsByCampaign(handle.db, tuesday)).toEqual([
      { campaign: "spring", views: 3, visitors: 2 },
      { campaign: "Spring", views: 1, visitors: 1 },
    ]);
    // Every view is the page's and the site's, with or without a campaign.
    expect(await visitsByDay(handle.db, tuesday)).toEqual([{ day: "2026-03-10", views: 6, visitors: 2 }]);
    // A campaign's visitor is of its day, like a page's.
    clock = WEDNESDAY;
    await campaignView("/pricing", "spring");
    expect(await visitsByCampaign(handle.db, { from: "2026-03-10", to: "2026-03-11" })).toEqual([
      { campaign: "spring", views: 4, visitors: 3 },
      { campaign: "Spring", views: 1, visitors: 1 },
    ]);
    expect(await visitsByCampaign(handle.db, { from: "2026-03-11", to: "2026-03-11" })).toEqual([{ campaign: "spring", views: 1, visitors: 1 }]);
  });

  it("counts a campaign landing page's view under its default utm_campaign when the address has none, as its leads get it", async () => {
    const { admin } = await createOrResetAdmin(handle.db, "marketing@lumenguard.example", "a long and careful passphrase");
    const page = { headline: "Winter", subheading: "Why.", slug: "winter", bullets: "One", proofPoints: "", form: "contact", campaign: "Winter webinar", indexing: "index" };
    const entry = (slug: string, utmCampaign: string) => ({ data: { ...page, slug, utmCampaign }, published: true, showFrom: null, showUntil: null });
    await createEntry(handle.db, collections.landing, entry("winter", "winter-2026"), { adminId: admin.id, email: admin.email });
    await createEntry(handle.db, collections.landing, entry("untagged", ""), { adminId: admin.id, email: admin.email });
    await view("/lp/winter");
    await beacon({ path: "/lp/winter", referrer: "", campaign: "linkedin-q1" });
    await view("/lp/untagged");
    await view("/lp/no-such-page");
    expect(await visitsByCampaign(handle.db, tuesday)).toEqual([
      { campaign: "linkedin-q1", views: 1, visitors: 1 },
      { campaign: "winter-2026", views: 1, visitors: 1 },
    ]);
  });

  it("stores neither the address nor the browser", async () => {
    await view("/about-us", { "X-Forwarded-For": "203.0.113.9" });
    // The rate limit's rows too (on PostgreSQL; the embedded database keeps them in memory).
    const tables = ["visit_seen", "visit_salts", "visit_pages", "visit_days", "rate_limits"];
    const everything = JSON.stringify(await Promise.all(tables.map((table) => handle.db.execute(sql.raw(`select * from ${table}`)))));
    expect(everything).not.toContain("127.0.0.1");
    expect(everything).not.toContain("Firefox");
    expect(everything).toContain("/about-us");
  });

  it("counts at most 60 views a minute from one address", async () => {
    // From an address of its own, so the other tests' views stay under the limit.
    const viewFrom = (localAddress: string) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ path: "/pricing", referrer: "" });
        const request = http.request(`${api.url}${visitBeacon.endpoint}`, { method: "POST", localAddress, headers: { "Content-Type": "text/plain", "User-Agent": FIREFOX } }, (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        });
        request.on("error", reject);
        request.end(body);
      });
    for (let i = 0; i < 65; i++) expect(await viewFrom("127.0.0.61")).toBe(204);
    expect(await visitsByPath(handle.db, tuesday)).toEqual([{ path: "/pricing", views: 60, visitors: 1 }]);
  });

  it("does not count Global Privacy Control, bots, browsers without a user agent, the admin, or pages that are not the site's", async () => {
    for (const response of [
      await view("/pricing", { "Sec-GPC": "1" }),
      await view("/pricing", { "User-Agent": GOOGLEBOT }),
      await view("/pricing", { "User-Agent": "" }),
      await view("/admin"),
      await view("/admin/leads"),
      await view("/bookings/abcdef0123456789"),
      await view("/newsletter/unsubscribe/abcdef"),
      await view("/no-such-page"),
      await view("/Pricing"),
      await view("/blog/a/b/c"),
      await view(`/docs/${"a".repeat(300)}`),
      await view("https://evil.example/pricing"),
    ]) {
      expect(response.status).toBe(204);
    }
    expect(await stored()).toEqual(nothingStored);
  });

  it("refuses what is not a beacon, and stores nothing from it", async () => {
    const post = (init: RequestInit) => fetch(`${api.url}${visitBeacon.endpoint}`, { method: "POST", ...init });
    expect((await fetch(`${api.url}${visitBeacon.endpoint}`)).status).toBe(405);
    const wrongType = await post({ headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "path=/pricing" });
    expect(wrongType.status).toBe(415);
    // As every refusal under /api/ answers, the request guard's included (server/refusal.ts).
    expect(await wrongType.json()).toEqual({ data: null, error: { message: "Send the report as text/plain or application/json.", fields: {} } });
    expect((await post({ headers: { "Content-Type": "text/plain" }, body: "not json" })).status).toBe(400);
    // An empty report is malformed whatever its type says (a request without a body has no type).
    expect((await post({ headers: { "Content-Type": "text/plain" }, body: "" })).status).toBe(400);
    expect((await post({})).status).toBe(400);
    expect((await post({ headers: { "Content-Type": "text/plain" }, body: JSON.stringify({ path: 7, referrer: "" }) })).status).toBe(400);
    expect((await post({ headers: { "Content-Type": "application/json" }, body: JSON.stringify({ path: "/pricing" }) })).status).toBe(400);
    expect((await post({ headers: { "Content-Type": "text/plain" }, body: JSON.stringify({ path: "/pricing", referrer: "x".repeat(3000) }) })).status).toBe(413);
    // A campaign no lead form would keep (longer than 200 characters, a control character), one that is not text, a key no beacon sends.
    for (const body of [
      { path: "/pricing", referrer: "", campaign: "c".repeat(201) },
      { path: "/pricing", referrer: "", campaign: "spring\nsummer" },
      { path: "/pricing", referrer: "", campaign: "spring\u0000" },
      { path: "/pricing", referrer: "", campaign: "\ud800" },
      { path: "/pricing", referrer: "", campaign: 7 },
      { path: "/pricing", referrer: "", campaign: null },
      { path: "/pricing", referrer: "", utm_source: "x" },
    ]) {
      expect((await beacon(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await view("/pricing", { Origin: "https://evil.example" })).status).toBe(403);
    expect(await stored()).toEqual(nothingStored);
    // The site's own origin is a beacon like any other.
    expect((await view("/pricing", { Origin: "https://www.lumenguard.example" })).status).toBe(204);
    expect((await stored()).pages).toBe(1);
    // The longest campaign a lead keeps is counted.
    expect((await beacon({ path: "/pricing", referrer: "", campaign: "c".repeat(200) })).status).toBe(204);
    expect((await stored()).campaigns).toBe(1);
  });

  it("does not count this site, or what is not a host name, as a source", async () => {
    await view("/pricing", {}, "www.lumenguard.example");
    await view("/pricing", {}, "not a host");
    await view("/pricing", {}, "LinkedIn.com");
    expect(await visitsBySource(handle.db, tuesday)).toEqual([{ source: "linkedin.com", views: 1 }]);
  });

  it("rotates the salt each day and deletes past days' salts and hashes", async () => {
    await view("/pricing");
    clock = WEDNESDAY;
    await view("/pricing");
    // The same browser the next day is a visitor of that day.
    expect(await visitsByDay(handle.db, { from: "2026-03-10", to: "2026-03-11" })).toEqual([
      { day: "2026-03-10", views: 1, visitors: 1 },
      { day: "2026-03-11", views: 1, visitors: 1 },
    ]);
    const salts = async () =>
      ((await handle.db.execute(sql`select day::text as day, salt from visit_salts order by day`)) as unknown as { rows: { day: string; salt: string }[] }).rows;
    const [first, second] = await salts();
    expect(first!.salt).not.toBe(second!.salt);

    expect(await forgetPastVisitors(handle.db, WEDNESDAY)).toBe(2);
    expect((await salts()).map((row) => row.day)).toEqual(["2026-03-11"]);
    expect((await stored()).seen).toBe(2);
    // The counts stay.
    expect(await visitsByPath(handle.db, { from: "2026-03-10", to: "2026-03-11" })).toEqual([{ path: "/pricing", views: 2, visitors: 2 }]);
    // Wednesday's visitor is still known on Wednesday.
    await view("/pricing");
    expect(await visitsByDay(handle.db, { from: "2026-03-11", to: "2026-03-11" })).toEqual([{ day: "2026-03-11", views: 2, visitors: 1 }]);
  });

  it("counts one visitor once when processes count at the same moment", async () => {
    // A day no other test counts: both processes read its salt afresh.
    const aprilFirst = new Date("2026-04-01T16:00:00Z");
    const other = handle.reopen ? await handle.reopen() : handle;
    try {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          countPageView(i % 2 ? other.db : handle.db, { path: "/", source: "", campaign: "spring", siteHost: "x", address: "198.51.100.4", userAgent: FIREFOX }, aprilFirst),
        ),
      );
    } finally {
      if (other !== handle) await other.close();
    }
    expect(await visitsByDay(handle.db, { from: "2026-04-01", to: "2026-04-01" })).toEqual([{ day: "2026-04-01", views: 10, visitors: 1 }]);
    expect(await visitsByCampaign(handle.db, { from: "2026-04-01", to: "2026-04-01" })).toEqual([{ campaign: "spring", views: 10, visitors: 1 }]);
  });

  it("reads every day of a range, across a month's end and a leap day, and refuses a day that does not exist or a range over ten years", async () => {
    const days = (await visitsByDay(handle.db, { from: "2028-02-27", to: "2028-03-01" })).map((row) => row.day);
    expect(days).toEqual(["2028-02-27", "2028-02-28", "2028-02-29", "2028-03-01"]);
    for (const range of [{ from: "2026-02-31", to: "2026-03-02" }, { from: "2026-03-01", to: "2026-3-2" }, { from: "2010-01-01", to: "2026-01-01" }]) {
      await expect(visitsByPath(handle.db, range), JSON.stringify(range)).rejects.toThrow(RangeError);
    }
  });

  it("reads the reporting day in Eastern time", () => {
    expect(visitDayOf(new Date("2026-03-11T03:30:00Z"))).toBe("2026-03-10");
    expect(visitDayOf(new Date("2026-03-11T05:30:00Z"))).toBe("2026-03-11");
  });
});
