// Site content against a real database, on both engines: the first content seeded once, what the
// public sees (publication, windows, one announcement at a time, news by place and date), saves
// with revisions and stale-save refusal, moves, deletes, the audit trail, the change signal, and
// the schedule's moments.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { announcement, links } from "#app/config/site.ts";
import { glossaryTerms } from "#app/content/glossary.ts";
import { homeTestimonials } from "#app/content/home.ts";
import { createOrResetAdmin } from "#app/features/admin/admins.server.ts";
import type { AuditActor } from "#app/features/audit/audit.server.ts";
import { CONTENT_CHANNEL } from "#db/content-changes.ts";
import type { DatabaseHandle } from "#db/index.ts";
import { auditLog, siteContentSeeds, siteEntries, siteEntryAutosaves, siteEntryRevisions } from "#db/schema.ts";
import { testDatabaseTargets } from "#db/test-databases.ts";
import { collections } from "./collections.ts";
import {
  createEntry,
  deleteEntry,
  EntryConflictError,
  getEntryAutosave,
  listEntries,
  listEntryRevisions,
  listLiveEntries,
  moveEntry,
  saveEntryAutosave,
  siteContentSchedule,
  updateEntry,
} from "./entries.server.ts";
import type { EntryInput } from "./entry-form.ts";
import { partners } from "#app/content/partners.ts";
import { advisors, leaders } from "#app/content/team.ts";
import { landingAttribution, liveAnnouncement, liveLandingPage, newsroomNews, partnerLogos, teamMembers, tickerNews } from "./public.server.ts";
import { seedSiteContent } from "./seed.server.ts";
import { pino } from "pino";

const logger = pino({ level: "silent" });
const at = (iso: string) => new Date(iso);
const bar = (text: string, window: Partial<EntryInput> = {}): EntryInput => ({
  data: { text, link: "/pricing", linkText: "See pricing", linkContext: "" },
  published: true,
  showFrom: null,
  showUntil: null,
  ...window,
});
const story = (headline: string, date: string, place: string): EntryInput => ({
  data: { headline, label: "Press release", link: "https://news.example/story", date, place },
  published: true,
  showFrom: null,
  showUntil: null,
});

describe.each(testDatabaseTargets())("site content on $name", ({ open }) => {
  let handle: DatabaseHandle;
  const contentSource = () => ({ db: handle.db, logger: logger });
  let ada: AuditActor;
  let grace: AuditActor;
  beforeAll(async () => {
    handle = await open();
    const one = await createOrResetAdmin(handle.db, "ada@lumenguard.example", "a long and careful passphrase");
    const two = await createOrResetAdmin(handle.db, "grace@lumenguard.example", "another long passphrase");
    ada = { adminId: one.admin.id, email: one.admin.email };
    grace = { adminId: two.admin.id, email: two.admin.email };
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(siteEntries);
    await handle.db.delete(siteContentSeeds);
  });

  it("puts the site's first content in once: today's announcement, ticker, newsroom, team, partners, glossary and testimonials, and never again once emptied", async () => {
    // …and /demo/redport's landing page.
    expect(await seedSiteContent(handle.db)).toBe(1 + 3 + 15 + 10 + 15 + glossaryTerms.length + homeTestimonials.length + 1);
    expect(await liveAnnouncement(contentSource())).toEqual({
      text: announcement.text,
      link: announcement.href,
      linkText: "Read More",
      linkContext: "about the Cool Vendor recognition",
    });
    const ticker = await tickerNews(contentSource());
    expect(ticker.map((item) => [item.source, item.external])).toEqual([
      ["Analyst report", true],
      ["Press release", true],
      ["Report", false],
    ]);
    expect(ticker[0]!.href).toBe(links.analystReport);
    const newsroom = await newsroomNews(contentSource());
    expect(newsroom).toHaveLength(15);
    expect(newsroom.map((item) => item.date)).toEqual([...newsroom.map((item) => item.date)].sort().reverse());

    const team = await teamMembers(contentSource());
    expect(team.leaders.map((person) => person.name)).toEqual(leaders.map((leader) => leader.name));
    expect(team.leaders[0]).toEqual({ name: leaders[0]!.name, role: leaders[0]!.role, photo: null, tone: leaders[0]!.photo, bio: leaders[0]!.bio, profileUrl: leaders[0]!.profileUrl });
    expect(team.advisors.map((person) => [person.name, person.role, person.bio])).toEqual(advisors.map((advisor) => [advisor.name, advisor.background, []]));

    expect((await partnerLogos(contentSource())).map(({ name, logo, image, link }) => ({ name, logo, image, link }))).toEqual(
      partners.map(({ name, logo }) => ({ name, logo, image: null, link: null })),
    );

    await handle.db.delete(siteEntries).where(eq(siteEntries.collection, "announcement"));
    expect(await seedSiteContent(handle.db)).toBe(0);
    expect(await liveAnnouncement(contentSource())).toBeNull();
  });

  it("puts /demo/redport's landing page in once, also where the landing pages were seeded before it moved there, but not over a page with its address", async () => {
    // An install from before: its (empty) landing pages claimed, a campaign page of the editors' own.
    await handle.db.insert(siteContentSeeds).values(["announcement", "news", "team", "partners", "glossary", "testimonials", "landing", "press"].map((collection) => ({ collection })));
    const winter = { headline: "Winter", subheading: "Join us.", slug: "winter", form: "contact", campaign: "Winter", indexing: "index" };
    await createEntry(handle.db, collections.landing, { data: winter, published: true, showFrom: null, showUntil: null }, ada);
    expect(await seedSiteContent(handle.db)).toBe(1);
    expect((await listEntries(handle.db, collections.landing)).map((entry) => [entry.data.slug, entry.position])).toEqual([
      ["winter", 0],
      ["redport", 1],
    ]);
    const page = await liveLandingPage(handle.db, "redport");
    expect(page).toMatchObject({
      path: "/demo/redport",
      badge: "Free AI Trust Score Audit Included",
      form: "demo",
      formAnchor: "schedule",
      referralSource: undefined,
      title: "Book a Demo with a Free AI Trust Score Audit",
      agendaTitle: "Your {demo-minutes} minutes",
      noindex: false,
    });
    expect(page?.benefits.map((card) => [card.icon, card.title])).toEqual([
      ["search", "Free AI Trust Score Audit"],
      ["timer", "45-Minute Expert Consultation"],
      ["file-text", "Custom Risk Report"],
      ["map", "Implementation Roadmap"],
    ]);
    expect(page?.contents.map((card) => card.features.length)).toEqual([4, 4, 4, 4]);
    // Its leads record its campaign; /lp/redport is not its address.
    expect(await landingAttribution(handle.db, "/demo/redport")).toEqual({ campaign: "Redport partner demo", utmDefaults: {} });
    expect(await landingAttribution(handle.db, "/lp/redport")).toBeNull();
    expect(await seedSiteContent(handle.db)).toBe(0);

    await handle.db.delete(siteEntries);
    await handle.db.delete(siteContentSeeds).where(eq(siteContentSeeds.collection, "landing:redport"));
    await createEntry(handle.db, collections.landing, { data: { ...winter, slug: "redport" }, published: true, showFrom: null, showUntil: null }, ada);
    expect(await seedSiteContent(handle.db)).toBe(0);
    expect((await listEntries(handle.db, collections.landing)).map((entry) => entry.data.headline)).toEqual(["Winter"]);
  });

  it("shows an entry only while published and inside its window, and one announcement at a time: the one that began last", async () => {
    const standing = await createEntry(handle.db, collections.announcement, bar("Standing"), ada, at("2026-02-01T00:00:00Z"));
    await createEntry(handle.db, collections.announcement, bar("Draft", { published: false }), ada, at("2026-02-02T00:00:00Z"));
    await createEntry(handle.db, collections.announcement, bar("Launch week", { showFrom: at("2026-03-02T09:00:00Z"), showUntil: at("2026-03-09T09:00:00Z") }), ada);
    const shown = async (iso: string) => (await liveAnnouncement(contentSource(), at(iso)))?.text;
    expect(await shown("2026-03-01T12:00:00Z")).toBe("Standing");
    expect(await shown("2026-03-02T09:00:00Z")).toBe("Launch week");
    expect(await shown("2026-03-09T09:00:00Z")).toBe("Standing");
    // An announcement published without a start shows from its save, ahead of one that began before.
    const fresh = await createEntry(handle.db, collections.announcement, bar("Fresh"), ada, at("2026-03-20T00:00:00Z"));
    expect(await shown("2026-03-20T00:00:01Z")).toBe("Fresh");
    await deleteEntry(handle.db, collections.announcement, fresh.id, ada);
    await updateEntry(handle.db, collections.announcement, standing.id, bar("Standing", { published: false }), { editor: ada, expectedVersion: 1 });
    expect(await shown("2026-03-10T00:00:00Z")).toBeUndefined();
  });

  it("keeps news by place and newest first, the editors' order within a day", async () => {
    await createEntry(handle.db, collections.news, story("Older, both", "2026-01-10", "both"), ada);
    const first = await createEntry(handle.db, collections.news, story("Same day A", "2026-02-01", "newsroom"), ada);
    await createEntry(handle.db, collections.news, story("Same day B", "2026-02-01", "newsroom"), ada);
    await createEntry(handle.db, collections.news, story("Ticker only", "2026-03-01", "ticker"), ada);
    expect((await newsroomNews(contentSource())).map((item) => item.title)).toEqual(["Same day A", "Same day B", "Older, both"]);
    expect((await tickerNews(contentSource())).map((item) => item.label)).toEqual(["Ticker only", "Older, both"]);

    expect(await moveEntry(handle.db, collections.news, first.id, "down", grace)).toBe(true);
    expect((await newsroomNews(contentSource())).map((item) => item.title)).toEqual(["Same day B", "Same day A", "Older, both"]);
    // Not past the day: a date decides the order between days.
    expect(await moveEntry(handle.db, collections.news, first.id, "down", grace)).toBe(false);
    const moves = await handle.db.select().from(auditLog).where(eq(auditLog.action, "content.reordered"));
    expect(moves.map((row) => [row.actorEmail, row.subjectId])).toEqual([[grace.email, first.id]]);
  });

  it("keeps a revision of every save, refuses a stale one naming who saved since, and ends the saver's autosave", async () => {
    const entry = await createEntry(handle.db, collections.announcement, bar("One"), ada, at("2026-04-01T10:00:00Z"));
    await saveEntryAutosave(handle.db, { adminId: grace.adminId!, entryId: entry.id, baseVersion: 1, values: { text: "Grace typing" } });
    await updateEntry(handle.db, collections.announcement, entry.id, bar("Two"), { editor: grace, expectedVersion: 1, now: at("2026-04-01T10:05:00Z") });
    expect(await getEntryAutosave(handle.db, grace.adminId!, entry.id)).toBeUndefined();

    const stale = updateEntry(handle.db, collections.announcement, entry.id, bar("Ada's stale text"), { editor: ada, expectedVersion: 1 });
    await expect(stale).rejects.toBeInstanceOf(EntryConflictError);
    const conflict = (await stale.catch((error: unknown) => error)) as EntryConflictError;
    expect([conflict.savedBy, conflict.current.version, conflict.current.data.text]).toEqual([grace.email, 2, "Two"]);

    await updateEntry(handle.db, collections.announcement, entry.id, bar("One"), { editor: ada, expectedVersion: 2, restored: true, now: at("2026-04-01T10:10:00Z") });
    const revisions = await listEntryRevisions(handle.db, entry.id);
    expect(revisions.map((revision) => [revision.version, revision.data.text, revision.editorEmail])).toEqual([
      [3, "One", ada.email],
      [2, "Two", grace.email],
      [1, "One", ada.email],
    ]);
    const actions = await handle.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.subjectId, entry.id)).orderBy(auditLog.createdAt);
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(["content.created", "content.published", "content.updated", "content.restored"]));
  });

  it("deletes an entry with its revisions and autosaves, audited", async () => {
    const entry = await createEntry(handle.db, collections.news, story("Gone soon", "2026-01-01", "both"), ada);
    await saveEntryAutosave(handle.db, { adminId: ada.adminId!, entryId: entry.id, baseVersion: 1, values: { headline: "x" } });
    expect(await deleteEntry(handle.db, collections.announcement, entry.id, ada)).toBe(false);
    expect(await deleteEntry(handle.db, collections.news, entry.id, ada)).toBe(true);
    expect(await listEntries(handle.db, collections.news)).toEqual([]);
    expect(await handle.db.select().from(siteEntryRevisions).where(eq(siteEntryRevisions.entryId, entry.id))).toEqual([]);
    expect(await handle.db.select().from(siteEntryAutosaves).where(eq(siteEntryAutosaves.entryId, entry.id))).toEqual([]);
    expect(await deleteEntry(handle.db, collections.news, entry.id, ada)).toBe(false);
  });

  it("names each start and end of a showing as its moment comes, and the next one ahead", async () => {
    const window = { showFrom: at("2026-05-01T08:00:00Z"), showUntil: at("2026-05-03T08:00:00Z") };
    const entry = await createEntry(handle.db, collections.announcement, bar("Window", window), ada);
    await createEntry(handle.db, collections.announcement, bar("Unpublished", { ...window, published: false, showFrom: at("2026-04-30T00:00:00Z") }), ada);
    expect(await siteContentSchedule.next(handle.db, at("2026-04-01T00:00:00Z"))).toEqual(window.showFrom);
    expect(await siteContentSchedule.next(handle.db, at("2026-05-02T00:00:00Z"))).toEqual(window.showUntil);
    expect(await siteContentSchedule.next(handle.db, at("2026-05-04T00:00:00Z"))).toBeNull();
    expect(await siteContentSchedule.dueBetween(handle.db, at("2026-05-01T07:59:00Z"), at("2026-05-01T08:00:00Z"))).toEqual([{ entryId: entry.id, collection: "announcement" }]);
    expect(await siteContentSchedule.dueBetween(handle.db, at("2026-05-01T08:00:00Z"), at("2026-05-02T08:00:00Z"))).toEqual([]);
    expect(await siteContentSchedule.dueBetween(handle.db, at("2026-05-02T08:00:00Z"), at("2026-05-03T09:00:00Z"))).toHaveLength(1);
  });

  it("tells every process of a change as it commits", async () => {
    const heard: string[] = [];
    const client = (handle.db as unknown as { $client: { listen?: (channel: string, callback: () => void) => Promise<() => Promise<void>> } }).$client;
    if (!client.listen) return; // PostgreSQL's listener is db/content-changes.ts's own test.
    const unlisten = await client.listen(CONTENT_CHANNEL, () => heard.push("changed"));
    const entry = await createEntry(handle.db, collections.announcement, bar("Heard"), ada);
    await moveEntry(handle.db, collections.announcement, entry.id, "up", ada);
    await deleteEntry(handle.db, collections.announcement, entry.id, ada);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await unlisten();
    expect(heard).toHaveLength(2);
    expect(await listLiveEntries(handle.db, collections.announcement)).toEqual([]);
  });
});
