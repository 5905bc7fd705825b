import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/index.ts";
import { blogPosts } from "#db/schema.ts";
import { testDatabaseTargets } from "#db/test-databases.ts";
import { testContext } from "#tests/support/app-context.ts";
import { loader } from "#app/routes/blog.rss.xml.ts";
import { FEED_ITEMS } from "./rss.ts";

describe.each(testDatabaseTargets())("the feed on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    const start = Date.parse("2025-01-01T12:00:00Z");
    await handle.db.insert(blogPosts).values(
      Array.from({ length: FEED_ITEMS + 5 }, (_, i) => {
        const at = new Date(start + i * 86_400_000);
        return { slug: `post-${i}`, title: `Post ${i}`, author: "x", category: "Gen AI", published: true, publishedAt: at, createdAt: at, updatedAt: at };
      }),
    );
  });
  afterAll(() => handle.close());

  it("lists the newest posts only, newest first", async () => {
    const response = await loader({ request: new Request("http://lumenguard.test/blog/rss.xml"), context: testContext(handle.db), params: {} } as never);
    const titles = [...(await response.text()).matchAll(/<item>\s*<title>([^<]+)<\/title>/g)].map((match) => match[1]);
    expect(titles).toHaveLength(FEED_ITEMS);
    expect(titles[0]).toBe(`Post ${FEED_ITEMS + 4}`);
    expect(titles.at(-1)).toBe("Post 5");
  });
});
