import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { docsBundle } from "#app/features/docs/bundle.server.ts";
import { DocsArticle } from "#app/features/docs/docs-article.tsx";
import { DocsSidebarNav } from "#app/features/docs/docs-sidebar.tsx";
import { elementText, flowText } from "#tests/support/html-text.ts";
import type { DocsPageRecord } from "./build.ts";
import { docsPageView } from "./pages.server.ts";

/** /docs's article as it read before the docs moved to Markdown (captured from the TypeScript version). */
const before = readFileSync("tests/fixtures/docs-before-markdown/docs.txt", "utf8").trim();

const render = (page: DocsPageRecord) =>
  renderToStaticMarkup(<DocsArticle title={page.title} description={page.description} updated={page.updated} body={page.body} />);

describe("the docs moved to Markdown", () => {
  it("/docs says, word for word, what it said before the move", () => {
    const docs = docsBundle.pages.pages.find((page) => page.href === "/docs")!;
    // Word by word, so a difference shows as the few words that differ.
    expect(elementText(render(docs), "article").split(" ")).toEqual(before.split(" "));
  });

  it("every Markdown file renders, each element of its hast drawn by a component of the docs", () => {
    expect(docsBundle.pages.pages.length).toBeGreaterThan(1);
    for (const page of docsBundle.pages.pages) {
      const html = render(page);
      expect(html, page.href).not.toMatch(/<docs-|<section[^>]* (data-level|label|anchor)=|<h\d[^>]* (icon|anchor|label)=/);
      expect(elementText(html, "h1"), page.href).toBe(page.title);
      const nav = renderToStaticMarkup(<DocsSidebarNav navigation={docsPageView(page, undefined).navigation} />);
      expect(nav, page.href).toContain(`href="${page.href}" aria-current="page"`);
    }
  });

  it("tabs show every panel under its label until the enhancer makes them tabs", () => {
    const html = render(docsBundle.pages.pages.find((page) => page.href === "/docs/guides/trust-score-api")!);
    expect(html).toMatch(/<div data-docs-tablist="" hidden="" [^>]*><button type="button" data-docs-tab="docs-tabs-1-1"/);
    expect(html).not.toMatch(/role="tab/);
    const panel = /<div id="docs-tabs-1-2" data-docs-tab-panel=""[^>]*>([\s\S]*?)<\/figure>/.exec(html)![1]!;
    expect(flowText(panel)).toMatch(/^cURL Environment for the examples/);
  });
});
