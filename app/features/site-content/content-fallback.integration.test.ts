// What the public content readers answer when the database fails (a closed database, on both
// engines): the copy a fresh install shows before anything was read, then the last copy read; the
// error logged once per outage; the source marked so the page cache does not keep the page.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcement } from "#app/config/site.ts";
import { glossaryTerms } from "#app/content/glossary.ts";
import { homeTestimonials } from "#app/content/home.ts";
import { createOrResetAdmin } from "#app/features/admin/admins.server.ts";
import { collections } from "#app/features/site-content/collections.ts";
import { createEntry } from "#app/features/site-content/entries.server.ts";
import type { DatabaseHandle } from "#db/index.ts";
import { testDatabaseTargets } from "#db/test-databases.ts";
import { liveAnnouncement, liveGlossary, liveTestimonials, partnerLogos, type ContentSource } from "./public.server.ts";
import { STORED_CACHE_CONTROL } from "#server/page-cache.ts";
import { testEnv } from "#tests/integration/support/lead-api-harness.ts";
import { closeServerBuild, startSite } from "#tests/integration/support/site-harness.ts";
import { seedSiteContent } from "./seed.server.ts";

/** A logger that keeps its error lines. */
function recordingLogger() {
  const errors: string[] = [];
  const logger = pino({ level: "error" }, { write: (line: string) => errors.push((JSON.parse(line) as { msg: string }).msg) });
  return { logger, errors };
}

const [pglite] = testDatabaseTargets();

describe("before any read succeeded", () => {
  it("answers the copy a fresh install shows, and marks the source", async () => {
    const handle = await pglite!.open();
    await handle.close();
    const { logger, errors } = recordingLogger();
    const source: ContentSource = { db: handle.db, logger };
    expect(await liveGlossary(source)).toEqual(glossaryTerms);
    expect(await liveTestimonials(source, "home")).toEqual(homeTestimonials);
    // No announcement: a fresh install's, shown after editors replaced it, would be worse than none.
    expect(await liveAnnouncement(source)).toBeNull();
    expect(source.servedFallback).toBe(true);
    expect(errors).toEqual(Array(3).fill("site content could not be read: the last copy read is shown"));
  });
});

describe("the site with its database gone", () => {
  it("still answers /pricing and the home page, which the page cache does not keep", async () => {
    const handle = await pglite!.open();
    await seedSiteContent(handle.db);
    // The database as the site sees it: every query refused once it is "down".
    let down = false;
    const db = new Proxy(handle.db, {
      get: (target, property, receiver) =>
        down && (property === "select" || property === "execute" || property === "transaction")
          ? () => {
              throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
            }
          : Reflect.get(target, property, receiver),
    });
    const site = await startSite({ env: testEnv(), db, pageCache: true });
    try {
      down = true;
      for (const path of ["/pricing", "/", "/pricing"]) {
        const answer = await fetch(`${site.url}${path}`);
        expect(answer.status, path).toBe(200);
        expect(answer.headers.get("cache-control"), path).not.toBe(STORED_CACHE_CONTROL);
        const html = await answer.text();
        expect(html).toContain("</footer>");
        expect(html).not.toContain(announcement.text);
      }
      // The home page's quotes from a fresh install's copy.
      expect(await (await fetch(`${site.url}/`)).text()).toContain(homeTestimonials.at(-1)!.author);
    } finally {
      await site.close();
      await handle.close();
      await closeServerBuild();
    }
  }, 120_000);
});

describe.each(testDatabaseTargets())("once read, on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let closed = false;
  beforeAll(async () => {
    handle = await open();
    await seedSiteContent(handle.db);
  });
  afterAll(async () => {
    if (!closed) await handle.close();
  });

  it("answers the last copy read while the database fails, logging once per outage", async () => {
    const { admin } = await createOrResetAdmin(handle.db, "ada@lumenguard.example", "a long and careful passphrase");
    await createEntry(
      handle.db,
      collections.partners,
      { data: { name: "Orbit Cloud", category: "technology", mark: "wordmark", color: "#123456", weight: "600", letters: "as-typed", tracking: "" }, published: true, showFrom: null, showUntil: null },
      { adminId: admin.id, email: admin.email },
    );
    const { logger, errors } = recordingLogger();
    const live: ContentSource = { db: handle.db, logger };
    const read = await partnerLogos(live);
    expect(read.map((partner) => partner.name)).toContain("Orbit Cloud");
    expect(live.servedFallback).toBeUndefined();

    await handle.close();
    closed = true;
    const first: ContentSource = { db: handle.db, logger };
    expect(await partnerLogos(first)).toEqual(read);
    expect(first.servedFallback).toBe(true);
    const second: ContentSource = { db: handle.db, logger };
    expect(await partnerLogos(second)).toEqual(read);
    expect(second.servedFallback).toBe(true);
    expect(errors).toHaveLength(1);
  });
});
