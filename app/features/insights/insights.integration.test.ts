// The Insights reports on both databases: a fixed set of leads, bookings with outcomes, reschedules
// and cancellations, status changes and newsletter rows, each placed on purpose (a lead at 23:30
// Eastern, which is the next day in UTC; the range's first and last instants; a meeting across
// the start of daylight saving time), and every report's numbers checked against the answers
// worked out by hand below. A report row's inbox link, read by the inbox, finds exactly its leads.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "#db/index.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { instantAt } from "#app/lib/dates.ts";
import { parseCalendarDate } from "#app/features/scheduling/calendar-date.ts";
import { listLeads } from "#app/features/sales/inbox.server.ts";
import { readLeadFilters } from "#app/features/sales/lead-pipeline.ts";
import { buildReport } from "./insights.server.ts";
import { countPageView } from "./visit-counter.server.ts";
import { readInsightRange } from "./range.ts";
import { reportCsvRows, reportsFor, type InsightReport, type ReportTable } from "./report.ts";

const { admins, auditLog, bookingEvents, bookings, leads, newsletterSubscribers, visitCampaigns, visitDays, visitPages } = schema;

/** An instant by its Eastern wall clock: "2026-03-02 23:30". */
const et = (text: string) => {
  const [date, time] = text.split(" ") as [string, string];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return instantAt(parseCalendarDate(date)!, hours * 60 + minutes);
};

/** This range: 14 days, so a row per day; the previous range is February 16 to March 1. */
const DAILY = readInsightRange(new URLSearchParams("from=2026-03-02&to=2026-03-15"));
/** Ten weeks, so a row per week from Monday. */
const WEEKLY = readInsightRange(new URLSearchParams("from=2026-01-05&to=2026-03-15"));

const totalsOf = (report: InsightReport) => Object.fromEntries(report.totals.map((total) => [total.label, [total.current, total.previous]]));
const tableOf = (report: InsightReport, caption: string): ReportTable => {
  const table = report.tables.find((candidate) => candidate.caption === caption);
  if (!table) throw new Error(`no table "${caption}" in ${report.tables.map((t) => t.caption).join(", ")}`);
  return table;
};
/** A table's rows that have a number, as label → numbers. */
const rowsOf = (report: InsightReport, caption: string) =>
  Object.fromEntries(tableOf(report, caption).rows.filter((row) => row.values.some(Boolean)).map((row) => [row.label, row.values]));

describe.each(testDatabaseTargets())("insights reports on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  const ids: Record<string, string> = {};
  const staff: Record<"ann" | "bo", string> = { ann: "", bo: "" };

  async function lead(name: string, values: { kind: string; form: string; at: string; utm?: Record<string, string>; referrer?: string; page?: string; status?: string; owner?: string }) {
    const id = randomUUID();
    ids[name] = id;
    await handle.db.insert(leads).values({
      id,
      kind: values.kind,
      functionName: values.form,
      firstName: name,
      lastName: "Fixture",
      email: `${name}@acme.example`,
      createdAt: et(values.at),
      utm: values.utm ?? {},
      referrer: values.referrer ?? null,
      sourcePage: values.page ?? null,
      status: values.status ?? "new",
      ownerId: values.owner ?? null,
    });
    return id;
  }

  async function booking(leadName: string, values: { at: string; startsAt: string; host: string | null; outcome?: string; cancelledAt?: string }) {
    const [row] = await handle.db
      .insert(bookings)
      .values({
        leadId: ids[leadName]!,
        meetingType: "demo",
        startsAt: et(values.startsAt),
        durationMinutes: 30,
        status: values.cancelledAt ? "cancelled" : "confirmed",
        cancelledAt: values.cancelledAt ? et(values.cancelledAt) : null,
        inviteUid: `${randomUUID()}@lumenguard.example`,
        hostId: values.host,
        outcome: values.outcome ?? null,
        outcomeAt: values.outcome ? et(values.startsAt) : null,
        createdAt: et(values.at),
      })
      .returning({ id: bookings.id });
    return row!.id;
  }

  const reschedule = (bookingId: string, at: string) =>
    handle.db.insert(bookingEvents).values({ bookingId, action: "rescheduled", actor: "visitor", previousStartsAt: et(at), startsAt: et(at), inviteSequence: 1, createdAt: et(at) });

  const audit = (action: string, at: string, details: Record<string, string>) =>
    handle.db.insert(auditLog).values({ actorEmail: "ann@lumenguard.example", action, subjectType: "lead", subjectId: ids.one!, details, createdAt: et(at) });

  const subscriber = (mailbox: string, status: string, confirmedAt: string | null, unsubscribedAt: string | null) =>
    handle.db.insert(newsletterSubscribers).values({
      email: mailbox,
      mailbox,
      status,
      confirmedAt: confirmedAt ? et(confirmedAt) : null,
      unsubscribedAt: unsubscribedAt ? et(unsubscribedAt) : null,
    });

  beforeAll(async () => {
    handle = await open();
    for (const name of ["ann", "bo"] as const) {
      const [row] = await handle.db.insert(admins).values({ email: `${name}@lumenguard.example`, passwordHash: "x", role: "sales" }).returning({ id: admins.id });
      staff[name] = row!.id;
    }
    // This range.
    await lead("one", { kind: "booking", form: "send-demo-confirmation", at: "2026-03-02 00:00", utm: { utm_source: "linkedin", utm_medium: "social", utm_campaign: "spring" }, referrer: "https://www.LinkedIn.com/feed/", page: "/pricing", status: "won", owner: staff.ann });
    await lead("two", { kind: "booking", form: "send-discovery-confirmation", at: "2026-03-02 23:30", utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring" }, referrer: "https://google.com/search?q=ai+trust", page: "/solutions/red-teaming", status: "qualified", owner: staff.bo });
    await lead("three", { kind: "contact", form: "send-contact-message", at: "2026-03-05 12:00", referrer: "https://news.ycombinator.com/item?id=1", page: "/contact-us" });
    await lead("four", { kind: "datasheet", form: "send-datasheet", at: "2026-03-15 23:59", utm: { utm_source: "newsletter" }, page: "/pricing", status: "lost", owner: staff.ann });
    // The previous range.
    await lead("six", { kind: "contact", form: "send-contact-message", at: "2026-03-01 23:00", utm: { utm_source: "google", utm_campaign: "winter" }, referrer: "https://google.com/", page: "/pricing" });
    await lead("seven", { kind: "booking", form: "send-demo-confirmation", at: "2026-02-16 00:00", status: "won", owner: staff.ann });
    // Just outside both.
    await lead("after", { kind: "contact", form: "send-contact-message", at: "2026-03-16 00:00", utm: { utm_campaign: "spring" } });
    await lead("before", { kind: "contact", form: "send-contact-message", at: "2026-02-15 23:59" });

    const one = await booking("one", { at: "2026-03-02 00:00", startsAt: "2026-03-04 10:00", host: staff.ann, outcome: "held" });
    // Booked in EST, held in EDT (daylight saving time starts on March 8, 2026): 153.5 hours, not 154.5.
    await booking("two", { at: "2026-03-02 23:30", startsAt: "2026-03-09 10:00", host: staff.bo, outcome: "no-show" });
    const seven = await booking("seven", { at: "2026-02-16 00:00", startsAt: "2026-02-18 10:00", host: staff.ann, cancelledAt: "2026-03-03 10:00" });
    await reschedule(one, "2026-03-03 08:00");
    await reschedule(seven, "2026-02-17 12:00");

    await audit("lead.status_changed", "2026-03-03 10:00", { from: "new", to: "contacted" });
    await audit("lead.status_changed", "2026-03-03 11:00", { from: "contacted", to: "won" });
    await audit("lead.status_changed", "2026-03-10 09:00", { from: "new", to: "lost" });
    await audit("lead.status_changed", "2026-02-20 09:00", { from: "new", to: "won" });
    await audit("lead.owner_changed", "2026-03-03 10:00", { from: "", to: staff.ann });
    await audit("lead.status_changed", "2026-03-16 00:00", { from: "new", to: "won" });

    await subscriber("s1@acme.example", "active", "2026-03-03 09:00", null);
    await subscriber("s2@acme.example", "unsubscribed", "2026-03-03 10:00", "2026-03-12 10:00");
    await subscriber("s3@acme.example", "unsubscribed", "2026-02-20 10:00", "2026-03-01 23:59");
    await subscriber("s4@acme.example", "pending", null, null);
  }, 60_000);
  afterAll(async () => handle.close());

  it("reads the range and the previous one of equal length", () => {
    expect(DAILY).toMatchObject({ from: "2026-03-02", to: "2026-03-15", days: 14, bucket: "day", previous: { from: "2026-02-16", to: "2026-03-01" } });
    expect(WEEKLY).toMatchObject({ days: 70, bucket: "week" });
  });

  it("counts leads per day, kind and form in Eastern time", async () => {
    const report = await buildReport.leads(handle.db, DAILY);
    expect(totalsOf(report)).toEqual({ Leads: [4, 2], Bookings: [2, 1], "Contact messages": [1, 1], "Datasheet requests": [1, 0] });
    expect(rowsOf(report, "Leads per day by kind")).toEqual({ "2026-03-02": [2, 0, 0], "2026-03-05": [0, 1, 0], "2026-03-15": [0, 0, 1] });
    expect(tableOf(report, "Leads per day by kind").rows).toHaveLength(14);
    expect(rowsOf(report, "Leads by form")).toEqual({
      "send-demo-confirmation": [1, 1],
      "send-discovery-confirmation": [1, 0],
      "send-contact-message": [1, 1],
      "send-datasheet": [1, 0],
    });
    const csv = reportCsvRows(report);
    expect(csv).toContainEqual(["Totals", "Leads", "Previous range", 2]);
    expect(csv).toContainEqual(["Leads by form", "send-datasheet", "This range", 1]);
  });

  it("counts per week from Monday over a long range", async () => {
    const report = await buildReport.leads(handle.db, WEEKLY);
    // "before" (Sunday, February 15, 23:59) is inside this long range, in the week from Monday the 9th.
    expect(rowsOf(report, "Leads per week by kind")).toEqual({
      "Week of 2026-02-09": [0, 1, 0],
      "Week of 2026-02-16": [1, 0, 0],
      "Week of 2026-02-23": [0, 1, 0],
      "Week of 2026-03-02": [2, 1, 0],
      "Week of 2026-03-09": [0, 0, 1],
    });
  });

  it("counts the leads' sources, with the referrer's domain", async () => {
    const report = await buildReport.sources(handle.db, DAILY);
    expect(totalsOf(report)).toEqual({ "Leads with UTM values": [3, 1], "Leads referred by a site": [3, 1] });
    expect(rowsOf(report, "Leads by UTM source")).toEqual({ linkedin: [1, 0], google: [1, 1], newsletter: [1, 0] });
    expect(rowsOf(report, "Leads by UTM medium")).toEqual({ social: [1, 0], cpc: [1, 0] });
    expect(rowsOf(report, "Leads by UTM campaign")).toEqual({ spring: [2, 0], winter: [0, 1] });
    expect(rowsOf(report, "Leads by referrer domain")).toEqual({ "linkedin.com": [1, 0], "google.com": [1, 1], "news.ycombinator.com": [1, 0] });
    expect(rowsOf(report, "Leads by landing page")).toEqual({ "/pricing": [2, 1], "/solutions/red-teaming": [1, 0], "/contact-us": [1, 0] });
  });

  it("links each row to the inbox filtered to exactly its leads", async () => {
    const inboxIds = async (href: string) => {
      const filters = readLeadFilters(new URL(href, "http://admin.invalid").searchParams);
      return (await listLeads(handle.db, filters, { from: "start" }, 50)).rows.map((row) => row.firstName).sort();
    };
    const sources = await buildReport.sources(handle.db, DAILY);
    const hrefOf = (report: InsightReport, caption: string, label: string) => tableOf(report, caption).rows.find((row) => row.label === label)!.href!;
    expect(await inboxIds(hrefOf(sources, "Leads by UTM campaign", "spring"))).toEqual(["one", "two"]);
    expect(await inboxIds(hrefOf(sources, "Leads by referrer domain", "google.com"))).toEqual(["two"]);
    expect(await inboxIds(hrefOf(sources, "Leads by landing page", "/pricing"))).toEqual(["four", "one"]);
    const leadsReport = await buildReport.leads(handle.db, DAILY);
    expect(await inboxIds(hrefOf(leadsReport, "Leads per day by kind", "2026-03-02"))).toEqual(["one", "two"]);
    expect(await inboxIds(hrefOf(leadsReport, "Leads by form", "send-contact-message"))).toEqual(["three"]);
    const pipeline = await buildReport.pipeline(handle.db, DAILY);
    expect(await inboxIds(hrefOf(pipeline, "Leads received, by owner today", "Nobody (unassigned)"))).toEqual(["three"]);
    expect(await inboxIds(hrefOf(pipeline, "Leads received, by status today", "Won"))).toEqual(["one"]);
  });

  it("counts meetings when each thing happened, per host, and the median time from lead to meeting", async () => {
    const report = await buildReport.meetings(handle.db, DAILY);
    // one: 58 h (March 2 00:00 to March 4 10:00); two: 153.5 h across the clock change; the median 105.75.
    const hours = [et("2026-03-04 10:00").getTime() - et("2026-03-02 00:00").getTime(), et("2026-03-09 10:00").getTime() - et("2026-03-02 23:30").getTime()].map((ms) => ms / 3_600_000);
    expect(hours).toEqual([58, 153.5]);
    expect(totalsOf(report)).toEqual({
      Booked: [2, 1],
      Held: [1, 0],
      "No-show": [1, 0],
      Cancelled: [1, 0],
      Rescheduled: [1, 1],
      "Median time from lead to meeting": [105.8, null],
    });
    expect(rowsOf(report, "Meetings per day")).toEqual({
      "2026-03-02": [2, 0, 0, 0, 0],
      "2026-03-03": [0, 0, 0, 1, 1],
      "2026-03-04": [0, 1, 0, 0, 0],
      "2026-03-09": [0, 0, 1, 0, 0],
    });
    expect(rowsOf(report, "Meetings per host")).toEqual({ "ann@lumenguard.example": [1, 1, 0, 1, 1], "bo@lumenguard.example": [1, 0, 1, 0, 0] });
  });

  it("counts leads by status and owner, and the status changes per day", async () => {
    const report = await buildReport.pipeline(handle.db, DAILY);
    expect(totalsOf(report)).toEqual({ "Leads received": [4, 2], "Of them won": [1, 1], "Status changes": [3, 1] });
    expect(rowsOf(report, "Leads received, by status today")).toEqual({ New: [1, 1], Qualified: [1, 0], Won: [1, 1], Lost: [1, 0] });
    expect(rowsOf(report, "Leads received, by owner today")).toEqual({ "ann@lumenguard.example": [2, 1], "bo@lumenguard.example": [1, 0], "Nobody (unassigned)": [1, 1] });
    expect(rowsOf(report, "Status changes per day, by new status")).toEqual({ "2026-03-03": [0, 1, 0, 1, 0], "2026-03-10": [0, 0, 0, 0, 1] });
  });

  it("counts the newsletter's confirmations and unsubscribes", async () => {
    const report = await buildReport.newsletter(handle.db, DAILY);
    expect(totalsOf(report)).toEqual({ Confirmations: [2, 1], Unsubscribes: [1, 1] });
    expect(rowsOf(report, "Confirmations and unsubscribes per day")).toEqual({ "2026-03-03": [2, 0], "2026-03-12": [0, 1] });
  });

  it("shows editors the content and newsletter reports only, sales and admins every report", () => {
    expect(reportsFor("editor")).toEqual(["content", "newsletter"]);
    expect(reportsFor("sales")).toEqual(["leads", "sources", "conversion", "meetings", "pipeline", "content", "newsletter"]);
    expect(reportsFor("admin")).toEqual(reportsFor("sales"));
  });

  // Last: it adds a meeting.
  it("leaves out a host whose count went back to nothing: a meeting booked without a host, then handed to one", async () => {
    const seat = await booking("three", { at: "2026-03-05 10:00", startsAt: "2026-03-06 10:00", host: null });
    const before = await buildReport.meetings(handle.db, DAILY);
    expect(rowsOf(before, "Meetings per host")["No host"]).toEqual([1, 0, 0, 0, 0]);
    await handle.db.update(bookings).set({ hostId: staff.ann }).where(eq(bookings.id, seat));
    const after = await buildReport.meetings(handle.db, DAILY);
    expect(tableOf(after, "Meetings per host").rows.map((row) => row.label)).toEqual(["ann@lumenguard.example", "bo@lumenguard.example"]);
    expect(rowsOf(after, "Meetings per host")["ann@lumenguard.example"]).toEqual([2, 1, 0, 1, 1]);
  });
});

// The reports on page views, on their own database: the page-view counts of both ranges (most
// written as the daily rows the counter keeps, one day through the counter itself) and leads sent
// from posts, from pages reached from a post, and from campaign landing pages.
describe.each(testDatabaseTargets())("content and conversion reports on $name", ({ open }) => {
  let handle: TestDatabaseHandle;

  const lead = (firstName: string, at: string, page: string, referrer?: string, campaign?: string) =>
    handle.db.insert(leads).values({
      kind: "contact",
      functionName: "send-contact-message",
      firstName,
      lastName: "Reader",
      email: `${firstName}@acme.example`,
      createdAt: et(at),
      sourcePage: page,
      referrer: referrer ?? null,
      utm: campaign ? { utm_source: "newsletter", utm_campaign: campaign } : {},
    });

  /** Day → [views, visitors] of the whole site, and day → path → [views, visitors]. */
  const SITE: Record<string, [number, number]> = {
    "2026-02-15": [100, 50],
    "2026-02-16": [4, 4],
    "2026-02-20": [5, 4],
    "2026-03-01": [6, 4],
    "2026-03-02": [18, 9],
    "2026-03-05": [27, 15],
    "2026-03-15": [2, 2],
    "2026-03-16": [100, 50],
  };
  const PAGES: Record<string, Record<string, [number, number]>> = {
    "2026-02-15": { "/pricing": [100, 50] },
    "2026-02-16": { "/lp/spring": [4, 4] },
    "2026-02-20": { "/pricing": [5, 4] },
    "2026-03-01": { "/blog/zero-trust-agents": [6, 4] },
    "2026-03-02": { "/pricing": [10, 6], "/blog/zero-trust-agents": [8, 5] },
    "2026-03-05": { "/blog/zero-trust-agents": [4, 3], "/lp/spring": [20, 12], "/solutions/red-teaming": [3, 2] },
    "2026-03-15": { "/blog/prompt-injection": [2, 2] },
    "2026-03-16": { "/pricing": [100, 50] },
  };
  /** Day → UTM campaign → [views, visitors]: before, in and after the range; "Spring" is another campaign than "spring", as for leads. */
  const CAMPAIGNS: Record<string, Record<string, [number, number]>> = {
    "2026-03-01": { spring: [9, 9] },
    "2026-03-02": { winter: [7, 6] },
    "2026-03-05": { spring: [25, 10], Spring: [2, 1] },
    "2026-03-15": { spring: [3, 2], launch: [5, 4] },
    "2026-03-16": { spring: [100, 50] },
  };

  beforeAll(async () => {
    handle = await open();
    for (const [day, [views, visitors]] of Object.entries(SITE)) await handle.db.insert(visitDays).values({ day, views, visitors });
    for (const [day, pages] of Object.entries(PAGES)) {
      for (const [path, [views, visitors]] of Object.entries(pages)) await handle.db.insert(visitPages).values({ day, path, views, visitors });
    }
    for (const [day, campaigns] of Object.entries(CAMPAIGNS)) {
      for (const [campaign, [views, visitors]] of Object.entries(campaigns)) await handle.db.insert(visitCampaigns).values({ day, campaign, views, visitors });
    }
    // March 10 through the counter: two views by one reader and one by another: 3 views, 2 visitors.
    const view = { path: "/blog/prompt-injection", source: "", campaign: "", siteHost: "www.lumenguard.example", userAgent: "Firefox" };
    await countPageView(handle.db, { ...view, address: "192.0.2.1" }, et("2026-03-10 09:00"));
    await countPageView(handle.db, { ...view, address: "192.0.2.1" }, et("2026-03-10 09:05"));
    await countPageView(handle.db, { ...view, address: "192.0.2.2" }, et("2026-03-10 18:00"));

    // This range.
    await lead("reader", "2026-03-06 10:00", "/contact-us", "https://www.lumenguard.example/blog/zero-trust-agents/?utm_source=x", "Spring");
    await lead("postform", "2026-03-05 12:00", "/blog/prompt-injection");
    await lead("spring1", "2026-03-05 13:00", "/lp/spring", undefined, "spring");
    await lead("spring2", "2026-03-15 23:30", "/lp/spring", undefined, "spring");
    await lead("pricing", "2026-03-02 00:00", "/pricing", "https://news.ycombinator.com/item?id=1", "launch");
    // A campaign's lead whose visits were not counted: no visitors, so no row.
    await lead("tagreader", "2026-03-07 10:00", "/blog", "https://www.lumenguard.example/blog/tag/ai", "autumn");
    // The previous range.
    await lead("prevspring", "2026-02-20 09:00", "/lp/spring", undefined, "spring");
    await lead("prevreader", "2026-03-01 23:30", "/contact-us", "https://www.lumenguard.example/blog/zero-trust-agents");
    // After both.
    await lead("late", "2026-03-16 00:00", "/lp/spring", "https://www.lumenguard.example/blog/prompt-injection", "spring");
  }, 60_000);
  afterAll(async () => handle.close());

  it("counts views and visitors per day, the most read pages and posts, and the leads from posts", async () => {
    const report = await buildReport.content(handle.db, DAILY);
    // Views 18 + 27 + 3 + 2, visitors 9 + 15 + 2 + 2; before: 4 + 5 + 6 and 4 + 4 + 4. Posts: 8 + 4 + 3 + 2, before 6.
    expect(totalsOf(report)).toEqual({ "Page views": [50, 15], Visitors: [28, 12], "Post views": [17, 6], "Leads from posts": [2, 1] });
    expect(rowsOf(report, "Page views and visitors per day")).toEqual({ "2026-03-02": [18, 9], "2026-03-05": [27, 15], "2026-03-10": [3, 2], "2026-03-15": [2, 2] });
    const mostRead = tableOf(report, "Most read pages").rows.map((row) => [row.label, row.values]);
    expect(mostRead).toEqual([
      ["/lp/spring", [20, 12, 4, 4]],
      ["/blog/zero-trust-agents", [12, 8, 6, 4]],
      ["/pricing", [10, 6, 5, 4]],
      ["/blog/prompt-injection", [5, 4, 0, 0]],
      ["/solutions/red-teaming", [3, 2, 0, 0]],
    ]);
    expect(rowsOf(report, "Most read posts")).toEqual({ "/blog/zero-trust-agents": [12, 8, 6, 4], "/blog/prompt-injection": [5, 4, 0, 0] });
    // reader (referred by the post, with a query and a trailing slash) and prevreader; postform (its form on the post). Not a tag page's reader, not "late".
    expect(rowsOf(report, "Leads from posts")).toEqual({ "/blog/zero-trust-agents": [1, 1], "/blog/prompt-injection": [1, 0] });
    expect(reportCsvRows(report)).toContainEqual(["Most read posts", "/blog/prompt-injection", "Visitors", 4]);
  });

  it("adds up views per week from Monday over a long range", async () => {
    const report = await buildReport.content(handle.db, WEEKLY);
    expect(rowsOf(report, "Page views and visitors per week")).toEqual({
      "Week of 2026-02-09": [100, 50],
      "Week of 2026-02-16": [9, 8],
      "Week of 2026-02-23": [6, 4],
      "Week of 2026-03-02": [45, 24],
      "Week of 2026-03-09": [5, 4],
    });
  });

  it("divides each page's leads by its visitors, and links to those leads", async () => {
    const report = await buildReport.conversion(handle.db, DAILY);
    // Leads with a landing page: 6 in this range, 2 before; per 100 visitors 6 / 28 and 2 / 12.
    expect(totalsOf(report)).toEqual({ Visitors: [28, 12], "Leads with a landing page": [6, 2], "Leads per 100 visitors": [21.4, 16.7] });
    // Pages with visitors only (/contact-us and /blog had none counted), most leads first.
    expect(tableOf(report, "Visitors and leads by page").rows.map((row) => [row.label, row.values])).toEqual([
      ["/lp/spring", [12, 2, 16.7]],
      ["/blog/prompt-injection", [4, 1, 25]],
      ["/pricing", [6, 1, 16.7]],
      ["/blog/zero-trust-agents", [8, 0, 0]],
      ["/solutions/red-teaming", [2, 0, 0]],
    ]);
    expect(rowsOf(report, "Campaign landing pages")).toEqual({ "/lp/spring": [12, 2, 16.7] });
    expect(rowsOf(report, "Visitors and leads by page, previous range")).toEqual({ "/lp/spring": [4, 1, 25], "/pricing": [4, 0, 0], "/blog/zero-trust-agents": [4, 0, 0] });

    const inboxNames = async (caption: string, label: string) => {
      const href = tableOf(report, caption).rows.find((row) => row.label === label)!.href!;
      const filters = readLeadFilters(new URL(href, "http://admin.invalid").searchParams);
      return (await listLeads(handle.db, filters, { from: "start" }, 50)).rows.map((row) => row.firstName).sort();
    };
    expect(await inboxNames("Campaign landing pages", "/lp/spring")).toEqual(["spring1", "spring2"]);
    expect(await inboxNames("Visitors and leads by page, previous range", "/lp/spring")).toEqual(["prevspring"]);
    expect(await inboxNames("Visitors and leads by page", "/blog/prompt-injection")).toEqual(["postform"]);

    // Campaigns with visitors in the range: spring 10 + 2 visitors and leads spring1, spring2 (not
    // prevspring, not late); Spring 1 and reader; launch 4 and pricing; winter 6 and none. Most leads first.
    expect(tableOf(report, "Visitors and leads by campaign").rows.map((row) => [row.label, row.values])).toEqual([
      ["spring", [12, 2, 16.7]],
      ["Spring", [1, 1, 100]],
      ["launch", [4, 1, 25]],
      ["winter", [6, 0, 0]],
    ]);
    expect(await inboxNames("Visitors and leads by campaign", "spring")).toEqual(["spring1", "spring2"]);
    expect(await inboxNames("Visitors and leads by campaign", "Spring")).toEqual(["reader"]);
    expect(await inboxNames("Visitors and leads by campaign", "launch")).toEqual(["pricing"]);
    expect(await inboxNames("Visitors and leads by campaign", "winter")).toEqual([]);
    expect(reportCsvRows(report)).toContainEqual(["Visitors and leads by campaign", "launch", "Leads per 100 visitors", 25]);
  });
});
