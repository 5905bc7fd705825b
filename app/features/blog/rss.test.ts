import { describe, expect, it } from "vitest";
import { pinnedBlogEntries } from "./pinned-posts.ts";
import { renderRss } from "./rss.ts";

describe("RSS feed", () => {
  it("is RSS 2.0 with absolute links, escaped text and RFC 822 dates", () => {
    const xml = renderRss("https://lumenguard.example", [
      { ...pinnedBlogEntries[1]!, slug: "a-b", title: "Risk & <Reward>", tags: ["AI"] },
      pinnedBlogEntries[0]!,
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain("<title>Risk &amp; &lt;Reward&gt;</title>");
    expect(xml).toContain("<link>https://lumenguard.example/blog/a-b</link>");
    expect(xml).toContain("<pubDate>Tue, 12 Aug 2025 16:00:00 GMT</pubDate>");
    expect(xml).toContain("<link>https://lumenguard.example/blog/lumenguard-gartner-cool-vendor-2025</link>");
    expect(xml).toContain('<atom:link href="https://lumenguard.example/blog/rss.xml" rel="self"');
    expect(xml.match(/<item>/g)).toHaveLength(2);
  });
});
