// /newsroom/<slug> through the whole site (Express, the page cache, React Router): a press release on
// show is a stored page with its article, meta and JSON-LD; an unknown, unpublished or out-of-window
// address is the site's 404 page; unpublishing one takes its stored page away.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrResetAdmin } from "#app/features/admin/admins.server.ts";
import type { AuditActor } from "#app/features/audit/audit.server.ts";
import { collections } from "#app/features/site-content/collections.ts";
import { createEntry, updateEntry } from "#app/features/site-content/entries.server.ts";
import type { EntryInput } from "#app/features/site-content/entry-form.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { STORED_CACHE_CONTROL } from "#server/page-cache.ts";
import { testEnv } from "#tests/integration/support/lead-api-harness.ts";
import { closeServerBuild, startSite, type Site } from "#tests/integration/support/site-harness.ts";

const DAY = 24 * 60 * 60_000;
const release = (slug: string, publication: Partial<EntryInput> = {}): EntryInput => ({
  data: {
    title: `Lumenguard announces ${slug}`,
    slug,
    summary: "A summary <for> search engines.",
    date: "2026-03-10",
    location: "BOSTON, MA",
    body: "## Highlights\n\n- Faster scans\n- [Pricing](/pricing)\n\n<script>alert(1)</script>",
  },
  published: true,
  showFrom: null,
  showUntil: null,
  ...publication,
});

describe.each(testDatabaseTargets())("a press release's page on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  let site: Site;
  let ada: AuditActor;

  beforeAll(async () => {
    handle = await open();
    const { admin } = await createOrResetAdmin(handle.db, "ada@lumenguard.example", "a long and careful passphrase");
    ada = { adminId: admin.id, email: admin.email };
    site = await startSite({ env: testEnv(), db: handle.db, pageCache: true });
  }, 120_000);
  afterAll(async () => {
    await site.close();
    await handle.close();
    await closeServerBuild();
  });

  const get = (path: string) => fetch(`${site.url}${path}`, { redirect: "manual" });

  it("shows a release on show as a stored page: its article, meta, NewsArticle and the way back", async () => {
    await createEntry(handle.db, collections.press, release("agent-shield"), ada);
    await get("/newsroom/agent-shield");
    const page = await get("/newsroom/agent-shield");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe(STORED_CACHE_CONTROL);
    const html = await page.text();
    expect(html).toContain("<title>Lumenguard announces agent-shield | Lumenguard Newsroom</title>");
    expect(html).toContain('<meta name="description" content="A summary &lt;for&gt; search engines."/>');
    expect(html).toContain('<link rel="canonical" href="https://www.lumenguard.example/newsroom/agent-shield"/>');
    expect(html).toMatch(/<h1[^>]*>Lumenguard announces agent-shield<\/h1>/);
    expect(html).toContain("<h2>Highlights</h2>");
    expect(html).toContain('<a href="/pricing">Pricing</a>');
    expect(html).not.toContain("alert(1)");
    expect(html).toContain("March 10, 2026");
    expect(html).toContain("BOSTON, MA");
    expect(html).toContain(">Back to Newsroom</a>");
    expect(html).toContain("mailto:hello@lumenguard.example");
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, body]) => JSON.parse(body!) as Record<string, unknown>);
    expect(jsonLd.find((item) => item["@type"] === "NewsArticle")).toMatchObject({
      headline: "Lumenguard announces agent-shield",
      datePublished: "2026-03-10",
      url: "https://www.lumenguard.example/newsroom/agent-shield",
    });
  });

  it("answers the site's 404 page for an unknown, unpublished, not yet shown or ended release", async () => {
    const now = Date.now();
    await createEntry(handle.db, collections.press, release("still-a-draft", { published: false }), ada);
    await createEntry(handle.db, collections.press, release("embargoed", { showFrom: new Date(now + DAY) }), ada);
    await createEntry(handle.db, collections.press, release("withdrawn", { showFrom: new Date(now - 2 * DAY), showUntil: new Date(now - DAY) }), ada);
    for (const slug of ["no-such-release", "still-a-draft", "embargoed", "withdrawn", "%E2%9C%93"]) {
      const page = await get(`/newsroom/${slug}`);
      expect(page.status, slug).toBe(404);
      const html = await page.text();
      expect(html, slug).toContain("Oops! Page not found");
      expect(html, slug).toContain('<meta name="robots" content="noindex"/>');
      expect(html, slug).not.toContain("Lumenguard announces");
    }
  });

  it("takes a stored release away once it is unpublished", async () => {
    const entry = await createEntry(handle.db, collections.press, release("short-lived"), ada);
    await get("/newsroom/short-lived");
    expect((await get("/newsroom/short-lived")).status).toBe(200);
    await updateEntry(handle.db, collections.press, entry.id, release("short-lived", { published: false }), { editor: ada, expectedVersion: 1 });
    await expect.poll(async () => (await get("/newsroom/short-lived")).status, { timeout: 2_000, interval: 50 }).toBe(404);
  });
});
