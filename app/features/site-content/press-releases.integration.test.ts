// Press releases (the "press" collection) against a real database, on both engines: what the public
// reads (the list newest first, one release by its address, only while published and in its window),
// an address unique in the collection (a second one refused on its field), and the sitemap.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOrResetAdmin } from "#app/features/admin/admins.server.ts";
import type { AuditActor } from "#app/features/audit/audit.server.ts";
import { sitemapXml } from "#app/features/seo/sitemap.server.ts";
import type { DatabaseHandle } from "#db/index.ts";
import { siteEntries } from "#db/schema.ts";
import { testDatabaseTargets } from "#db/test-databases.ts";
import { collections } from "./collections.ts";
import { createEntry, EntrySaveError, updateEntry } from "./entries.server.ts";
import { parseEntry, type EntryInput } from "./entry-form.ts";
import { livePressRelease, livePressReleases } from "./public.server.ts";
import { silentLogger } from "#tests/integration/support/lead-api-harness.ts";

const at = (iso: string) => new Date(iso);
const release = (slug: string, date: string, publication: Partial<EntryInput> = {}): EntryInput => ({
  data: { title: `Release ${slug}`, slug, summary: "What happened.", date, location: "BOSTON, MA", body: "## Highlights\n\n- One" },
  published: true,
  showFrom: null,
  showUntil: null,
  ...publication,
});

describe.each(testDatabaseTargets())("press releases on $name", ({ open }) => {
  let handle: DatabaseHandle;
  const contentSource = () => ({ db: handle.db, logger: silentLogger });
  let ada: AuditActor;
  beforeAll(async () => {
    handle = await open();
    const { admin } = await createOrResetAdmin(handle.db, "ada@lumenguard.example", "a long and careful passphrase");
    ada = { adminId: admin.id, email: admin.email };
  });
  afterAll(() => handle.close());
  beforeEach(() => handle.db.delete(siteEntries));

  it("reads the releases on show, newest first, and one by its address only while it is on show", async () => {
    await createEntry(handle.db, collections.press, release("older", "2026-01-05"), ada);
    await createEntry(handle.db, collections.press, release("newer", "2026-03-10"), ada);
    await createEntry(handle.db, collections.press, release("draft", "2026-04-01", { published: false }), ada);
    await createEntry(handle.db, collections.press, release("embargoed", "2026-05-01", { showFrom: at("2026-05-01T13:00:00Z") }), ada);
    await createEntry(handle.db, collections.press, release("withdrawn", "2025-12-01", { showUntil: at("2026-02-01T00:00:00Z") }), ada);
    const now = at("2026-04-15T00:00:00Z");

    // The list reads no body, nor anything else the newsroom and the sitemap do not show.
    const listed = await livePressReleases(contentSource(), now);
    expect(listed.map((item) => item.slug)).toEqual(["newer", "older"]);
    expect(listed[0]).toEqual({ title: "Release newer", slug: "newer", summary: "What happened.", date: "2026-03-10", updatedAt: expect.any(String) });
    expect(await livePressRelease(handle.db, "newer", now)).toMatchObject({
      title: "Release newer",
      summary: "What happened.",
      date: "2026-03-10",
      location: "BOSTON, MA",
      body: "## Highlights\n\n- One",
    });
    for (const hidden of ["draft", "embargoed", "withdrawn", "no-such-release"]) expect(await livePressRelease(handle.db, hidden, now), hidden).toBeNull();
    expect((await livePressRelease(handle.db, "embargoed", at("2026-05-01T13:00:00Z")))?.title).toBe("Release embargoed");
    expect(await livePressRelease(handle.db, "withdrawn", at("2026-01-31T23:59:59Z"))).not.toBeNull();
  });

  it("refuses a second release at one address on its field, on creation and on a save; the address form is checked first", async () => {
    const first = await createEntry(handle.db, collections.press, release("series-b", "2026-02-01"), ada);
    const second = await createEntry(handle.db, collections.press, release("partnership", "2026-02-02"), ada);
    for (const attempt of [
      createEntry(handle.db, collections.press, release("series-b", "2026-02-03"), ada),
      updateEntry(handle.db, collections.press, second.id, release("series-b", "2026-02-02"), { editor: ada, expectedVersion: 1 }),
    ]) {
      const error = await attempt.catch((refusal: unknown) => refusal);
      expect(error).toBeInstanceOf(EntrySaveError);
      expect([(error as EntrySaveError).field, (error as EntrySaveError).message]).toEqual(["slug", "Another press release already has this address."]);
    }
    // The refused save changed nothing; the first release keeps its address.
    expect((await livePressRelease(handle.db, "partnership"))?.title).toBe("Release partnership");
    expect((await livePressRelease(handle.db, "series-b"))?.title).toBe(`Release ${first.data.slug}`);

    const typed = { ...release("Series B!", "2026-02-01").data, published: "on", showFrom: "", showUntil: "" };
    const parsed = parseEntry(collections.press, typed);
    expect(parsed.ok ? {} : parsed.errors).toEqual({ slug: "Address may hold only lower-case letters, digits and single hyphens." });
  });

  it("lists the releases on show in the sitemap, with their last change", async () => {
    const live = await createEntry(handle.db, collections.press, release("listed", "2026-02-01"), ada, at("2026-02-01T09:00:00Z"));
    await createEntry(handle.db, collections.press, release("unlisted-draft", "2026-02-02", { published: false }), ada);
    const xml = (await sitemapXml(contentSource(), "https://www.lumenguard.example"))!;
    expect(xml).toContain(`<url><loc>https://www.lumenguard.example/newsroom/listed</loc><lastmod>${live.updatedAt.toISOString()}</lastmod></url>`);
    expect(xml).not.toContain("unlisted-draft");
  });
});
