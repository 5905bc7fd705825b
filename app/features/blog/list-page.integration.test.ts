import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/index.ts";
import { blogPosts } from "#db/schema.ts";
import { testDatabaseTargets } from "#db/test-databases.ts";
import { testContext } from "#tests/support/app-context.ts";
import { loader } from "#app/routes/blog.tsx";
import type { BlogListEntry } from "./entry.ts";
import { ALL_CATEGORIES, categoryCounts, filterEntries, tallyEntries, type BlogFilter } from "./filter.ts";
import { BLOG_PAGE_SIZE, loadBlogListPage } from "./list-page.server.ts";
import { pinnedBlogEntries } from "./pinned-posts.ts";
import { listPublishedPosts } from "./posts.server.ts";

const NOW = new Date();
const CATEGORIES = ["Gen AI", "Security", "Research", "AI Security"];
/** Titles the search rules are tried on: LIKE's wildcards, a backslash and case. */
const SPECIAL_TITLES = ["100% coverage", "1000 coverage", "snake_case agents", "snakeXcase agents", "C:\\path to RISK"];

/** Every page of the list for a filter, concatenated, as the loader serves them. */
async function wholeList(db: DatabaseHandle["db"], filter: BlogFilter) {
  const entries: BlogListEntry[] = [];
  for (let page = 1; ; page += 1) {
    const list = await loadBlogListPage(db, filter, page, NOW);
    if (!list) return entries;
    entries.push(...list.results);
  }
}

describe.each(testDatabaseTargets())("the blog list's pages on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    // 40 public posts, a day apart, plus a draft and a scheduled one the public must not see.
    const day = 86_400_000;
    await handle.db.insert(blogPosts).values([
      ...Array.from({ length: 40 }, (_, i) => {
        const at = new Date(NOW.getTime() - (i + 1) * day);
        return {
          slug: `post-${i}`,
          title: SPECIAL_TITLES[i] ?? `Post ${i} on ${i % 3 === 0 ? "Guardrails" : "agents"}`,
          excerpt: i % 5 === 0 ? "Where guardrails meet red teaming" : "A field note",
          content: "Body",
          author: "Lumenguard Team",
          category: CATEGORIES[i % CATEGORIES.length]!,
          tags: i % 7 === 0 ? ["GUARDRAILS", "MCP"] : ["Field notes"],
          published: true,
          publishedAt: at,
          createdAt: at,
          updatedAt: at,
        };
      }),
      { slug: "draft", title: "Draft guardrails", author: "x", category: "Gen AI", published: false },
      { slug: "scheduled", title: "Scheduled guardrails", author: "x", category: "Gen AI", published: true, publishedAt: new Date(NOW.getTime() + day) },
    ]);
  });
  afterAll(() => handle.close());

  it("pages the pinned articles and the posts: the featured card plus twelve, then twelve a page", async () => {
    const all: BlogFilter = { q: "", category: ALL_CATEGORIES };
    const first = await loadBlogListPage(handle.db, all, 1, NOW);
    expect(first?.results.map((entry) => entry.slug)).toEqual([
      ...pinnedBlogEntries.map((entry) => entry.slug),
      ...Array.from({ length: BLOG_PAGE_SIZE - 1 }, (_, i) => `post-${i}`),
    ]);
    expect(first).toMatchObject({ total: 42, page: 1, pageCount: 4 });
    const second = await loadBlogListPage(handle.db, all, 2, NOW);
    expect(second?.results.map((entry) => entry.slug)).toEqual(Array.from({ length: 12 }, (_, i) => `post-${i + 11}`));
    // 42 entries: 13 on page 1, 12 on pages 2 and 3, 5 on page 4.
    expect((await loadBlogListPage(handle.db, all, 4, NOW))?.results).toHaveLength(5);
    expect(await loadBlogListPage(handle.db, all, 5, NOW)).toBeNull();
  });

  it("filters and counts in the database exactly as the spec's rule does in memory", async () => {
    const everything = [...pinnedBlogEntries, ...(await listPublishedPosts(handle.db, {}, NOW))];
    for (const q of ["", "guardrails", "GUARDRAILS", "mcp", "100%", "%", "_", "snake_case", "\\", "c:\\path", "copilot", "no such words"]) {
      for (const category of [ALL_CATEGORIES, "AI Security", "Gen AI", "Company News"]) {
        const filter = { q, category };
        const expected = filterEntries(everything, filter);
        expect((await wholeList(handle.db, filter)).map((e) => e.slug), JSON.stringify(filter)).toEqual(expected.map((e) => e.slug));
        const page = await loadBlogListPage(handle.db, filter, 1, NOW);
        expect(page?.categories, JSON.stringify(filter)).toEqual(categoryCounts(tallyEntries(everything, q)));
        expect(page?.total).toBe(everything.length);
      }
    }
  });

  it("takes % and _ as typed, not as wildcards", async () => {
    const titles = async (q: string) => (await wholeList(handle.db, { q, category: ALL_CATEGORIES })).map((entry) => entry.title);
    expect(await titles("100%")).toEqual(["100% coverage"]);
    expect(await titles("snake_case")).toEqual(["snake_case agents"]);
    expect(await titles("c:\\")).toEqual(["C:\\path to RISK"]);
  });

  it("answers the page parameter: the plain list is page 1, a malformed or past-the-end page is a 404", async () => {
    const load = (search: string) =>
      loader({ request: new Request(`http://lumenguard.test/blog${search}`), context: testContext(handle.db), params: {} } as never);
    expect((await load("?page=2")).data).toMatchObject({ page: 2, pageCount: 4 });
    expect((await load("")).data.page).toBe(1);
    for (const search of ["?page=5", "?page=0", "?page=-1", "?page=02", "?page=x", "?page=", "?q=guardrails&page=3"]) {
      await expect(load(search), search).rejects.toMatchObject({ init: { status: 404 } });
    }
  });
});
