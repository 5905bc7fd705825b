import { describe, expect, it } from "vitest";
import type { Database } from "#db/index.ts";
import { testContext } from "#tests/support/app-context.ts";
import { pinnedBlogEntries } from "./pinned-posts.ts";
import { loader } from "#app/routes/blog.tsx";

const refused = () => {
  throw new Error("connection refused");
};
/** A database that is down: every query fails. */
const downDb = { select: refused, transaction: refused } as unknown as Database;

describe("blog list when the database is down", () => {
  it("still shows the two pinned articles, flags the failure for the error toast and is never stored", async () => {
    const answer = await loader({
      request: new Request("http://lumenguard.test/blog"),
      context: testContext(downDb),
      params: {},
    } as never);
    const result = answer.data;
    expect(new Headers(answer.init?.headers).get("Cache-Control")).toBe("private, no-store");
    expect(result.loadFailed).toBe(true);
    expect(result.results.map((entry) => entry.slug)).toEqual(pinnedBlogEntries.map((entry) => entry.slug));
    expect(result.total).toBe(2);
    expect(result.pageCount).toBe(1);
  });

  it("shows the pinned articles for any page asked, since it cannot tell how many there are", async () => {
    const answer = await loader({
      request: new Request("http://lumenguard.test/blog?page=3"),
      context: testContext(downDb),
      params: {},
    } as never);
    expect(answer.data).toMatchObject({ loadFailed: true, page: 1, pageCount: 1 });
  });
});
