import { describe, expect, it } from "vitest";
import { postListHref, postStatus } from "./post-status.ts";

describe("post status", () => {
  const now = new Date("2026-03-01T12:00:00Z");
  it("is a draft while unpublished, scheduled while its publish time is ahead, then published", () => {
    expect(postStatus({ published: false, publishedAt: null }, now)).toBe("draft");
    expect(postStatus({ published: true, publishedAt: "2026-03-01T12:00:01Z" }, now)).toBe("scheduled");
    expect(postStatus({ published: true, publishedAt: "2026-03-01T12:00:00Z" }, now)).toBe("published");
    expect(postStatus({ published: true, publishedAt: new Date("2025-01-01") }, now)).toBe("published");
  });
});

describe("the post list's address", () => {
  it("keeps the status filter it came from, and nothing else of that address", () => {
    const from = new URLSearchParams("edit=7f6c&status=draft&notice=updated");
    expect(postListHref(from)).toBe("/admin/blog?status=draft");
    expect(postListHref(from, { notice: "updated" })).toBe("/admin/blog?notice=updated&status=draft");
    expect(postListHref(new URLSearchParams("status=scheduled"), { edit: "a1" })).toBe("/admin/blog?edit=a1&status=scheduled");
  });

  it("is all posts when no filter, or one that is not a status, was shown", () => {
    expect(postListHref(new URLSearchParams("edit=7f6c"))).toBe("/admin/blog");
    expect(postListHref(new URLSearchParams("status=%3Cscript%3E"), { notice: "deleted" })).toBe("/admin/blog?notice=deleted");
  });
});
