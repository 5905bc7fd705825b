import { describe, expect, it } from "vitest";
import { renderPostBody } from "./markdown.server.tsx";

describe("post body rendering", () => {
  it("renders the spec's Markdown: headings, bold, bullets, line breaks", () => {
    const html = renderPostBody("Intro line\nsecond line\n\n## Why it matters\n\n- **Bold** point\n- Another");
    expect(html).toBe(
      "<p>Intro line<br/>\nsecond line</p>\n<h2>Why it matters</h2>\n<ul>\n<li><strong>Bold</strong> point</li>\n<li>Another</li>\n</ul>",
    );
  });

  it("keeps the page's only h1 by turning '# ' into a section heading", () => {
    expect(renderPostBody("# Title")).toBe("<h2>Title</h2>");
  });

  it("never lets raw HTML, event handlers or script URLs through", () => {
    const hostile = [
      "<script>window.pwned = 1</script>",
      '<img src="x" onerror="window.pwned = 2">',
      '<a href="javascript:alert(1)">raw link</a>',
      "[md link](javascript:alert(3)) and [data](data:text/html;base64,PHNjcmlwdD4=)",
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
      "[spaced](  JaVaScRiPt:alert(4))",
      "![pic](javascript:alert(5))",
      '<div onclick="alert(6)">**still markdown?**</div>',
    ].join("\n\n");
    const html = renderPostBody(hostile);
    expect(html).not.toMatch(/<(script|img|iframe|style|div)\b/i);
    expect(html).not.toMatch(/onerror|onclick|pwned|javascript:|data:/i);
    // The Markdown around it still renders; unsafe link targets leave plain text.
    expect(html).toContain("<p>md link and data</p>");
    expect(html).toContain("<p>spaced</p>");
  });

  it("opens outside links safely and shows outside images as links (the CSP allows only our images)", () => {
    const html = renderPostBody("[Docs](https://example.com/docs) ![Chart](https://cdn.example/chart.png) ![Logo](/favicon.svg)");
    expect(html).toContain('<a href="https://example.com/docs" target="_blank" rel="noopener noreferrer nofollow">Docs</a>');
    expect(html).toContain('<a href="https://cdn.example/chart.png" target="_blank" rel="noopener noreferrer nofollow">Chart</a>');
    expect(html).toContain('<img src="/favicon.svg" alt="Logo" loading="lazy" decoding="async"/>');
  });
});

describe("uploaded images in a post body", () => {
  it("come with AVIF and WebP at every width, their size and the article's sizes", () => {
    const hash = "0123456789abcdef01234567";
    const html = renderPostBody(`![Scores by model](/images/${hash}-1000x500.webp)`);
    expect(html).toContain(`<source type="image/avif" srcSet="/images/${hash}-320w.avif 320w, /images/${hash}-640w.avif 640w, /images/${hash}-960w.avif 960w, /images/${hash}-1000w.avif 1000w"`);
    expect(html).toContain(`<source type="image/webp" srcSet="/images/${hash}-320w.webp 320w`);
    expect(html).toContain('sizes="(min-width: 48rem) 48rem, 100vw"');
    expect(html).toContain(`<img src="/images/${hash}-1000w.webp" width="1000" height="500" alt="Scores by model" loading="lazy" decoding="async"/>`);
  });
});
