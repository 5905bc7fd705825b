import { describe, expect, it } from "vitest";
import { postStatus } from "./post-status.ts";

describe("post status", () => {
  const now = new Date("2026-03-01T12:00:00Z");
  it("is a draft while unpublished, scheduled while its publish time is ahead, then published", () => {
    expect(postStatus({ published: false, publishedAt: null }, now)).toBe("draft");
    expect(postStatus({ published: true, publishedAt: "2026-03-01T12:00:01Z" }, now)).toBe("scheduled");
    expect(postStatus({ published: true, publishedAt: "2026-03-01T12:00:00Z" }, now)).toBe("published");
    expect(postStatus({ published: true, publishedAt: new Date("2025-01-01") }, now)).toBe("published");
  });
});
