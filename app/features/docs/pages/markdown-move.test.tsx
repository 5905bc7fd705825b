import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { docsBundle } from "#app/features/docs/bundle.server.ts";
import { elementText } from "#tests/support/html-text.ts";
import { DocsArticle } from "#app/features/docs/docs-article.tsx";

const before = readFileSync("tests/fixtures/docs-before-markdown/docs.txt", "utf8").trim();

const render = (page: (typeof docsBundle.pages.pages)[number]) =>
  renderToStaticMarkup(<DocsArticle title={page.title} description={page.description} updated={page.updated} body={page.body} />);

describe("the docs moved to Markdown", () => {
  it("/docs says, word for word, what it said before the move", () => {
    const docs = docsBundle.pages.pages.find((page) => page.href === "/docs")!;
    // Word by word, so a difference shows as the few words that differ.
    expect(elementText(render(docs), "article").split(" ")).toEqual(before.split(" "));
  });
});
