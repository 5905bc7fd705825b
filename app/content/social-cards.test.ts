import { describe, expect, it } from "vitest";
import { socialCardFile, socialCardFor } from "#app/lib/social-cards.ts";
import { socialCardPaths, socialCardTexts } from "./social-cards.ts";

describe("social cards", () => {
  it("has a card text for every page that gets a card of its own", () => {
    expect(socialCardPaths.length).toBeGreaterThan(25);
    for (const path of socialCardPaths) expect(socialCardTexts[path], path).toBeDefined();
    expect(socialCardPaths).not.toContain("/admin/blog");
    expect(socialCardPaths).not.toContain("/blog/:slug");
  });

  it("names each card's file after the page's path, and falls back to the site's card", () => {
    expect(socialCardFile("/")).toBe("home.png");
    expect(socialCardFile("/solutions/red-teaming")).toBe("solutions-red-teaming.png");
    expect(socialCardFor("/pricing")).toBe("/social/pricing.png");
    expect(socialCardFor("/blog/author/someone", { indexed: false })).toBe("/social/default.png");
    expect(new Set(socialCardPaths.map(socialCardFile)).size).toBe(socialCardPaths.length);
  });
});
