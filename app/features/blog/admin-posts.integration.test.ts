// The blog admin's list at more than a page: newest first by creation, a status at a time, with the
// counts per status, paged by keyset both ways.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "#db/schema.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { readPageRequest, type PageRequest } from "#app/lib/keyset.server.ts";
import type { PostStatus } from "./post-status.ts";
import { adminPostKeyset, countPostsByStatus, listAdminPosts } from "./posts.server.ts";

const NOW = new Date("2026-06-01T12:00:00Z");
const day = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

describe.each(testDatabaseTargets())("the blog admin's list on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  const titles: Record<PostStatus, string[]> = { draft: [], scheduled: [], published: [] };

  beforeAll(async () => {
    handle = await open();
    // 12 posts, one a day, newest last: drafts, published ones, and two scheduled after NOW.
    for (let i = 0; i < 12; i++) {
      const status: PostStatus = i % 3 === 0 ? "draft" : i === 5 || i === 11 ? "scheduled" : "published";
      const title = `Post ${String(i).padStart(2, "0")}`;
      titles[status].unshift(title);
      await handle.db.insert(blogPosts).values({
        title,
        slug: `post-${i}`,
        author: "Lumenguard Research",
        category: "Research",
        published: status !== "draft",
        publishedAt: status === "draft" ? null : status === "scheduled" ? day(3) : day(-20 + i),
        createdAt: day(-20 + i),
      });
    }
  });
  afterAll(() => handle.close());

  async function allPages(status: PostStatus | undefined, size: number) {
    const seen: string[] = [];
    let request: PageRequest = { from: "start" };
    for (;;) {
      const page = await listAdminPosts(handle.db, { status, request, size, now: NOW });
      seen.push(...page.rows.map((row) => row.title));
      if (!page.next) return seen;
      request = readPageRequest(new URLSearchParams({ after: page.next }), adminPostKeyset);
    }
  }

  it("counts drafts, scheduled and published posts at the given time", async () => {
    expect(await countPostsByStatus(handle.db, NOW)).toEqual({ draft: 4, scheduled: 2, published: 6 });
    // Once the scheduled time has come, they are published.
    expect(await countPostsByStatus(handle.db, day(4))).toEqual({ draft: 4, scheduled: 0, published: 8 });
  });

  it("pages through every post, and every post of a status, newest first", async () => {
    expect(await allPages(undefined, 5)).toEqual([...Array(12).keys()].reverse().map((i) => `Post ${String(i).padStart(2, "0")}`));
    for (const status of ["draft", "scheduled", "published"] as const) expect(await allPages(status, 4)).toEqual(titles[status]);
  });

  it("shows the oldest posts on the last page, placed by the count", async () => {
    const last = await listAdminPosts(handle.db, { request: { from: "end" }, size: 5, total: 12, now: NOW });
    expect(last.rows.map((row) => row.title)).toEqual(["Post 04", "Post 03", "Post 02", "Post 01", "Post 00"]);
    expect(last).toMatchObject({ position: 8, next: null });
    expect(last.previous).not.toBeNull();
  });
});
