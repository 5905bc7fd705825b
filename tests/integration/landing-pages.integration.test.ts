// Campaign landing pages (/lp/<slug>, issue 35) against a real database, on both engines: which
// page the public sees at an address, the sitemap's rule (live and indexed only), and what a lead
// sent from a page records (its campaign, its address, its default UTM values under the visitor's own).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOrResetAdmin } from "#app/features/admin/admins.server.ts";
import type { AuditActor } from "#app/features/audit/audit.server.ts";
import { sitemapXml } from "#app/features/seo/sitemap.server.ts";
import { collections } from "#app/features/site-content/collections.ts";
import { createEntry } from "#app/features/site-content/entries.server.ts";
import type { EntryInput } from "#app/features/site-content/entry-form.ts";
import { liveLandingPage } from "#app/features/site-content/public.server.ts";
import { schema } from "#db/index.ts";
import { siteEntries } from "#db/schema.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { callFunction, futureWeekday, startApiServer, testEnv, validBodies, type ApiServer, silentLogger } from "#tests/integration/support/lead-api-harness.ts";
import { closeServerBuild, startSite, type Site } from "#tests/integration/support/site-harness.ts";

const SITE = "https://www.lumenguard.example";
const NOW = new Date("2026-03-02T12:00:00Z");

const landing = (slug: string, extra: Partial<Record<string, string>> = {}, window: Partial<EntryInput> = {}): EntryInput => ({
  data: {
    headline: `Page ${slug}`,
    subheading: "Why this matters.",
    slug,
    bullets: "First\nSecond",
    proofPoints: "",
    form: "contact",
    campaign: `Campaign ${slug}`,
    indexing: "index",
    ...extra,
  },
  published: true,
  showFrom: null,
  showUntil: null,
  ...window,
});

describe.each(testDatabaseTargets())("landing pages on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  const contentSource = () => ({ db: handle.db, logger: silentLogger });
  let api: ApiServer;
  let site: Site;
  let editor: AuditActor;
  const bodies = validBodies(futureWeekday(3));
  const contactBody = bodies["send-contact-email"];

  beforeAll(async () => {
    handle = await open();
    api = await startApiServer({ env: testEnv(), db: handle.db });
    site = await startSite({ env: testEnv(), db: handle.db, pageCache: true });
    const { admin } = await createOrResetAdmin(handle.db, "marketing@lumenguard.example", "a long and careful passphrase");
    editor = { adminId: admin.id, email: admin.email };
  }, 120_000);
  afterAll(async () => {
    await api.close();
    await site.close();
    await handle.close();
    await closeServerBuild();
  });
  beforeEach(async () => {
    await handle.db.delete(siteEntries);
  });

  it("shows a page at its address only while it is published and inside its window", async () => {
    const create = (input: EntryInput) => createEntry(handle.db, collections.landing, input, editor, NOW);
    await create(landing("live", { indexing: "noindex", thankYou: "/thank-you" }));
    await create(landing("draft", {}, { published: false }));
    await create(landing("later", {}, { showFrom: new Date("2026-04-01T00:00:00Z") }));
    await create(landing("ended", {}, { showUntil: new Date("2026-03-01T00:00:00Z") }));

    expect(await liveLandingPage(handle.db, "live", NOW)).toEqual({
      path: "/lp/live",
      headline: "Page live",
      subheading: "Why this matters.",
      badge: "",
      heroImage: null,
      bullets: ["First", "Second"],
      proofPoints: [],
      benefitsTitle: "",
      benefits: [],
      contentsTitle: "",
      contentsIntro: "",
      contents: [],
      form: "contact",
      formAnchor: "",
      formTitle: "",
      formText: "",
      agendaTitle: "",
      agenda: [],
      thankYou: "/thank-you",
      // A campaign page's demo bookings record no referral partner (its campaign instead).
      referralSource: "",
      title: "Page live",
      description: "Why this matters.",
      noindex: true,
    });
    for (const slug of ["draft", "later", "ended", "nothing-here", "Bad Slug\u0000"]) expect(await liveLandingPage(handle.db, slug, NOW)).toBeNull();
    expect(await liveLandingPage(handle.db, "later", new Date("2026-04-02T00:00:00Z"))).not.toBeNull();
  });

  it("lists live indexed pages in the sitemap, and neither noindex nor unpublished ones", async () => {
    await createEntry(handle.db, collections.landing, landing("listed"), editor);
    await createEntry(handle.db, collections.landing, landing("hidden", { indexing: "noindex" }), editor);
    await createEntry(handle.db, collections.landing, landing("unpublished", {}, { published: false }), editor);

    const xml = await sitemapXml(contentSource(), SITE);
    expect(xml).toContain(`<loc>${SITE}/lp/listed</loc>`);
    expect(xml).not.toContain("/lp/hidden");
    expect(xml).not.toContain("/lp/unpublished");
  });

  it("records a lead's campaign and landing page, with the page's UTM defaults where the address had none", async () => {
    await createEntry(
      handle.db,
      collections.landing,
      landing("winter", { campaign: "Winter webinar 2026", utmSource: "newsletter", utmMedium: "email", utmCampaign: "winter-2026" }),
      editor,
    );
    const send = async (sourcePage: string, utm?: Record<string, string>) => {
      const answer = await callFunction(api.url, "send-contact-email", { ...contactBody, idempotencyKey: randomUUID(), sourcePage, ...(utm ? { utm } : {}) });
      expect(answer.status).toBe(200);
      const [lead] = await handle.db.select().from(schema.leads).where(eq(schema.leads.id, answer.body!.data!.id as string));
      return lead!;
    };

    const plain = await send("/lp/winter");
    expect(plain).toMatchObject({ sourcePage: "/lp/winter", utm: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "winter-2026" } });
    expect(plain.details.campaignName).toBe("Winter webinar 2026");

    const tagged = await send("/lp/winter", { utm_source: "linkedin", utm_term: "ai risk" });
    expect(tagged.utm).toEqual({ utm_source: "linkedin", utm_medium: "email", utm_campaign: "winter-2026", utm_term: "ai risk" });

    // The demo form on a campaign page names no referral partner: the campaign is the lead's attribution.
    const booked = await callFunction(api.url, "send-demo-confirmation", { ...bodies.landing, referralSource: "", sourcePage: "/lp/winter", idempotencyKey: randomUUID() });
    expect(booked.status).toBe(200);
    const [demo] = await handle.db.select().from(schema.leads).where(eq(schema.leads.id, booked.body!.data!.id as string));
    expect(demo!.details).toMatchObject({ form: "landing", campaignName: "Winter webinar 2026" });
    expect(demo!.details.referralSource).toBeUndefined();

    const elsewhere = await send("/contact-us", { utm_source: "google" });
    expect(elsewhere.utm).toEqual({ utm_source: "google" });
    expect(elsewhere.details.campaignName).toBeUndefined();
  });

  it("takes a contact form posted without JavaScript just after the page ended: the lead is stored with its campaign", async () => {
    const now = Date.now();
    const ended = { showFrom: new Date(now - 7 * 24 * 3600_000), showUntil: new Date(now - 60_000) };
    await createEntry(handle.db, collections.landing, landing("just-ended", { campaign: "Spring launch" }, ended), editor);
    await createEntry(handle.db, collections.landing, landing("ended-onward", { thankYou: "/thank-you" }, ended), editor);
    await createEntry(handle.db, collections.landing, landing("never-shown", {}, { published: false }), editor);
    const post = (slug: string, email: string) =>
      fetch(`${site.url}/lp/${slug}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ firstName: "Ada", lastName: "Lovelace", workEmail: email, phoneNumber: "", message: "Please send the recording.", idempotencyKey: randomUUID() }),
      });
    const leadOf = async (email: string) => (await handle.db.select().from(schema.leads).where(eq(schema.leads.email, email)))[0];

    expect((await fetch(`${site.url}/lp/just-ended`)).status).toBe(404);
    const answer = await post("just-ended", "ada@ended.example");
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Message sent successfully!");
    expect(await leadOf("ada@ended.example")).toMatchObject({ sourcePage: "/lp/just-ended", details: { campaignName: "Spring launch" } });

    const onward = await post("ended-onward", "ada@onward.example");
    expect(onward.status).toBe(302);
    expect(onward.headers.get("location")).toBe("/thank-you");
    expect(await leadOf("ada@onward.example")).toBeDefined();

    expect((await post("never-shown", "ada@draft.example")).status).toBe(404);
    expect(await leadOf("ada@draft.example")).toBeUndefined();
  });

  it("keeps /demo/redport at its own address: its contact form posted there without JavaScript, /lp/redport sent there with its campaign values", async () => {
    await createEntry(handle.db, collections.landing, landing("redport", { campaign: "Redport partner demo" }), editor);
    const post = (path: string, email: string) =>
      fetch(`${site.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ firstName: "Ada", lastName: "Lovelace", workEmail: email, phoneNumber: "", message: "A demo for our red team, please.", idempotencyKey: randomUUID() }),
      });
    const answer = await post("/demo/redport", "ada@redport.example");
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Message sent successfully!");
    const [lead] = await handle.db.select().from(schema.leads).where(eq(schema.leads.email, "ada@redport.example"));
    expect(lead).toMatchObject({ sourcePage: "/demo/redport", details: { campaignName: "Redport partner demo" } });

    expect((await post("/lp/redport", "ada@elsewhere.example")).status).toBe(404);
    const moved = await fetch(`${site.url}/lp/redport?utm_source=partner&utm_campaign=q4`, { redirect: "manual" });
    expect([moved.status, moved.headers.get("location")]).toEqual([301, "/demo/redport?utm_source=partner&utm_campaign=q4"]);
  });
});
