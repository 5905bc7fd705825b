import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/index.ts";
import { blogPosts } from "#db/schema.ts";
import { testDatabaseTargets } from "#db/test-databases.ts";
import { sitemapResponse, sitemapXml } from "./sitemap.server.ts";
import { staticSitemapEntries } from "./sitemap.ts";
import { silentLogger } from "#tests/integration/support/lead-api-harness.ts";

const SITE = "https://www.lumenguard.example";
const locs = (xml: string | null) => [...(xml ?? "").matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(SITE.length));

describe.each(testDatabaseTargets())("the sitemap's parts on $name", ({ open }) => {
  let handle: DatabaseHandle;
  const contentSource = () => ({ db: handle.db, logger: silentLogger });
  const posts = 23;
  beforeAll(async () => {
    handle = await open();
    const start = Date.parse("2025-01-01T12:00:00Z");
    await handle.db.insert(blogPosts).values([
      ...Array.from({ length: posts }, (_, i) => {
        const at = new Date(start + i * 86_400_000);
        return { slug: `post-${i}`, title: `Post ${i}`, author: "x", category: "Gen AI", published: true, publishedAt: at, createdAt: at, updatedAt: at };
      }),
      { slug: "draft", title: "Draft", author: "x", category: "Gen AI", published: false },
    ]);
  });
  afterAll(() => handle.close());

  const everyUrl = () => [...staticSitemapEntries().map((entry) => entry.path), ...Array.from({ length: posts }, (_, i) => `/blog/post-${i}`)];

  it("is one urlset of every public URL while they fit one file", async () => {
    const xml = await sitemapXml(contentSource(), SITE);
    expect(xml).toContain("<urlset");
    expect(locs(xml)).toEqual(everyUrl());
    expect(xml).toContain("<loc>https://www.lumenguard.example/blog/post-0</loc><lastmod>2025-01-01T12:00:00.000Z</lastmod>");
    expect(await sitemapXml(contentSource(), SITE, 1)).toBeNull();
  });

  it("beyond, is an index whose parts list every URL once, in order", async () => {
    const partSize = 10;
    const urls = everyUrl();
    const parts = Math.ceil(urls.length / partSize);
    const index = await sitemapXml(contentSource(), SITE, undefined, partSize);
    expect(index).toContain("<sitemapindex");
    expect(locs(index)).toEqual(Array.from({ length: parts }, (_, i) => `/sitemap/${i + 1}.xml`));
    const listed: string[] = [];
    for (let part = 1; part <= parts; part += 1) {
      const xml = await sitemapXml(contentSource(), SITE, part, partSize);
      expect(locs(xml).length).toBeLessThanOrEqual(partSize);
      listed.push(...locs(xml));
    }
    expect(listed).toEqual(urls);
    expect(await sitemapXml(contentSource(), SITE, parts + 1, partSize)).toBeNull();
  });
});

describe("a sitemap's answer", () => {
  it("is kept by caches for five minutes, but by none when it was written from a fallback copy", () => {
    expect(sitemapResponse("<urlset/>", {}).headers.get("cache-control")).toBe("public, max-age=300");
    expect(sitemapResponse("<urlset/>", { servedFallback: true }).headers.get("cache-control")).toBe("private, no-store");
    expect(sitemapResponse(null, {}).status).toBe(404);
  });
});
