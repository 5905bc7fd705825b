import { describe, expect, it } from "vitest";
import { isSameOrigin, safeAdminPath } from "./guard.server.ts";

describe("admin guard helpers", () => {
  it.each([
    ["/admin/leads?kind=booking", "/admin/leads?kind=booking"],
    ["/admin", "/admin"],
    [null, "/admin/blog"],
    ["https://evil.example/admin", "/admin/blog"],
    ["//evil.example/admin", "/admin/blog"],
    ["/admin//evil.example", "/admin/blog"],
    ["/administrator", "/admin/blog"],
    ["/admin/login?next=/admin", "/admin/blog"],
    ["/blog", "/admin/blog"],
    ["/admin\\@evil.example", "/admin/blog"],
    ["/\\evil.example", "/admin/blog"],
    ["/\t/evil.example", "/admin/blog"],
    ["/admin/../evil.example", "/admin/blog"],
    ["/admin/%2e%2e/evil.example", "/admin/blog"],
    ["/admin/.%2E/%2e./blog", "/admin/blog"],
    ["/%2F%2Fevil.example", "/admin/blog"],
    ["/admin/./leads", "/admin/leads"],
    ["/admin/leads#x", "/admin/leads"],
    ["admin/leads", "/admin/blog"],
  ])("after sign-in, %j leads to %j", (next, path) => {
    expect(safeAdminPath(next)).toBe(path);
  });

  const post = (headers: Record<string, string>) =>
    new Request("http://127.0.0.1:3000/admin/blog", { method: "POST", headers });

  it("accepts same-origin writes and refuses cross-site ones", () => {
    const site = "https://lumenguard.example";
    expect(isSameOrigin(post({ Origin: "http://127.0.0.1:3000" }), site)).toBe(true);
    expect(isSameOrigin(post({ Origin: site }), site)).toBe(true);
    expect(isSameOrigin(post({ Origin: "https://evil.example" }), site)).toBe(false);
    expect(isSameOrigin(post({ Origin: "null" }), site)).toBe(false);
    expect(isSameOrigin(post({ "Sec-Fetch-Site": "cross-site" }), site)).toBe(false);
    expect(isSameOrigin(post({}), site)).toBe(true);
  });
});
