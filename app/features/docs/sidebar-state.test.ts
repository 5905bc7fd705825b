import { describe, expect, it } from "vitest";
import { tooManyAttemptsMessage } from "./gate.ts";
import { SIDEBAR_COOKIE, sidebarStateCookie, sidebarStateFromCookieHeader } from "./sidebar-state.ts";

describe("sidebar state cookie", () => {
  it("is expanded unless the cookie says collapsed", () => {
    expect(sidebarStateFromCookieHeader(null)).toBe("expanded");
    expect(sidebarStateFromCookieHeader("")).toBe("expanded");
    expect(sidebarStateFromCookieHeader("docs_sidebar=expanded")).toBe("expanded");
    expect(sidebarStateFromCookieHeader("a=1; docs_sidebar=collapsed; b=2")).toBe("collapsed");
    expect(sidebarStateFromCookieHeader("docs_sidebar=sideways")).toBe("expanded");
  });

  it("is written for the whole site for seven days", () => {
    expect(sidebarStateCookie("collapsed")).toBe(`${SIDEBAR_COOKIE}=collapsed; Path=/; Max-Age=604800; SameSite=Lax`);
    expect(sidebarStateFromCookieHeader(sidebarStateCookie("collapsed").split(";")[0])).toBe("collapsed");
  });
});

describe("tooManyAttemptsMessage", () => {
  it("rounds the wait up to whole minutes", () => {
    expect(tooManyAttemptsMessage(1)).toBe("Too many attempts. Please try again in 1 minute.");
    expect(tooManyAttemptsMessage(61)).toBe("Too many attempts. Please try again in 2 minutes.");
    expect(tooManyAttemptsMessage(900)).toBe("Too many attempts. Please try again in 15 minutes.");
  });
});
