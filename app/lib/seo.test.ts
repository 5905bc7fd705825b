import { describe, expect, it } from "vitest";
import { pageMeta } from "./seo.ts";

const matches = [{ id: "root", loaderData: { siteUrl: "https://www.lumenguard.example" } }] as unknown as Parameters<typeof pageMeta>[0];
const content = (meta: ReturnType<typeof pageMeta>, key: string) =>
  meta.find((tag) => (tag as Record<string, string>).property === key || (tag as Record<string, string>).name === key) as { content?: string } | undefined;

describe("page meta", () => {
  it("gives every page a large social card: its own at build, or the site's", () => {
    const pricing = pageMeta(matches, { title: "Pricing", description: "Plans", path: "/pricing" });
    expect(content(pricing, "og:image")?.content).toBe("https://www.lumenguard.example/social/pricing.png");
    expect(content(pricing, "og:image:width")?.content).toBe("1200");
    expect(content(pricing, "og:title")?.content).toBe("Pricing");
    expect(content(pricing, "og:description")?.content).toBe("Plans");
    expect(content(pricing, "twitter:card")?.content).toBe("summary_large_image");
    const author = pageMeta(matches, { title: "Author", description: "Legacy", path: "/blog/author/someone", noindex: true });
    expect(content(author, "og:image")?.content).toBe("https://www.lumenguard.example/social/default.png");
  });

  it("uses a page's own picture when it has one, absolute as given", () => {
    const post = pageMeta(matches, { title: "Post", description: "d", path: "/blog/x", image: { url: "/images/abc-card.jpg", width: 1200, height: 630 } });
    expect(content(post, "og:image")?.content).toBe("https://www.lumenguard.example/images/abc-card.jpg");
    const external = pageMeta(matches, { title: "Post", description: "d", path: "/blog/x", image: { url: "https://cdn.example/a.png" } });
    expect(content(external, "og:image")?.content).toBe("https://cdn.example/a.png");
    expect(content(external, "og:image:width")).toBeUndefined();
  });

  it("gives the pages of a list the list's card, and each its own canonical address", () => {
    const second = pageMeta(matches, { title: "Blog (page 2)", description: "d", path: "/blog?page=2" });
    expect(content(second, "og:image")?.content).toBe("https://www.lumenguard.example/social/blog.png");
    expect(content(second, "og:url")?.content).toBe("https://www.lumenguard.example/blog?page=2");
    expect(second).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.lumenguard.example/blog?page=2" });
  });
});
