import { describe, expect, it } from "vitest";
import type { BlogListEntry } from "./entry.ts";
import { blogListPath, categoryCounts, filterEntries, readBlogFilter, tallyEntries } from "./filter.ts";
import { brand } from "#app/config/site.ts";

const entry = (slug: string, category: string, title: string, tags: string[] = [], excerpt = ""): BlogListEntry => ({
  slug,
  title,
  excerpt,
  category,
  tags,
  author: `${brand.name} Team`,
  readTime: "5 min read",
  publishedAt: "2025-09-01T12:00:00.000Z",
  featuredImageUrl: null,
});

const entries = [
  entry("news", "Company News", "Named a Cool Vendor"),
  entry("copilot", "AI Security", "The Copilot Security Gap", ["Copilot"]),
  entry("bank", "Security", "Shadow AI in Banking", ["Banking"]),
  entry("routing", "Gen AI", "Model routing", ["LLMOps"], "Route prompts to save on SECURITY reviews"),
  entry("red", "Research", "Red teaming programs", ["security testing"]),
];

describe("blog filters", () => {
  it("reads the URL query, blank category meaning All", () => {
    expect(readBlogFilter(new URLSearchParams("q=%20bank%20&category="))).toEqual({ q: "bank", category: "All" });
    expect(readBlogFilter(new URLSearchParams("category=Gen+AI"))).toEqual({ q: "", category: "Gen AI" });
    // Blanks read as one, as the page cache keys the search (server/page-cache-key.ts).
    expect(readBlogFilter(new URLSearchParams("q=shadow%20%20%09AI"))).toEqual({ q: "shadow AI", category: "All" });
  });

  it("writes only what differs from the defaults: no empty search, no All, no page 1", () => {
    expect(blogListPath({ q: "", category: "All" })).toBe("/blog");
    expect(blogListPath({ q: "", category: "All" }, 1)).toBe("/blog");
    expect(blogListPath({ q: "", category: "All" }, 2)).toBe("/blog?page=2");
    expect(blogListPath({ q: "ai risk", category: "Gen AI" })).toBe("/blog?q=ai+risk&category=Gen+AI");
    expect(blogListPath({ q: "50% off", category: "Gen AI" }, 3)).toBe("/blog?q=50%25+off&category=Gen+AI&page=3");
  });

  it("searches title, excerpt and tags case-insensitively", () => {
    const found = filterEntries(entries, { q: "security", category: "All" }).map((e) => e.slug);
    // title "Copilot Security Gap", excerpt "SECURITY reviews", tag "security testing"; not the category name.
    expect(found).toEqual(["copilot", "routing", "red"]);
  });

  it("combines search and category: both must match", () => {
    expect(filterEntries(entries, { q: "security", category: "Gen AI" }).map((e) => e.slug)).toEqual(["routing"]);
    expect(filterEntries(entries, { q: "banking", category: "Gen AI" })).toEqual([]);
  });

  it("lists All and the fixed categories first, counting within the search", () => {
    expect(categoryCounts(tallyEntries(entries, ""))).toEqual([
      { name: "All", count: 5 },
      { name: "Company News", count: 1 },
      { name: "AI Security", count: 1 },
      { name: "Gen AI", count: 1 },
      { name: "Research", count: 1 },
      { name: "Security", count: 1 },
    ]);
    expect(categoryCounts(tallyEntries(entries, "security")).map((c) => c.count)).toEqual([3, 0, 1, 1, 1, 0]);
  });

  it("adds up the tallies of one category from memory and from the database", () => {
    const counts = categoryCounts([
      ...tallyEntries(entries.slice(0, 2), "copilot"),
      { category: "AI Security", posts: 40, matching: 3 },
      { category: "Gen AI", posts: 7, matching: 0 },
    ]);
    expect(counts).toEqual([
      { name: "All", count: 4 },
      { name: "Company News", count: 0 },
      { name: "AI Security", count: 4 },
      { name: "Gen AI", count: 0 },
    ]);
  });

  it("always offers Company News and AI Security", () => {
    expect(categoryCounts([]).map((c) => c.name)).toEqual(["All", "Company News", "AI Security"]);
  });
});
