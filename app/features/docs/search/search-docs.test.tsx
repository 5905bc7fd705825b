import fc from "fast-check";
import MiniSearch from "minisearch";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { hostileString } from "#tests/integration/support/hostile-input.ts";
import { buildSearchIndex } from "./build.ts";
import { HitTitle, Marked } from "./search-hit-parts.tsx";
import { describeAnswer, searchDocs } from "./search-docs.ts";
import type { SearchDocument } from "./search-document.ts";
import { docsSearchHref, MAX_QUERY_LENGTH, normaliseQuery, searchIndexOptions } from "./search-options.ts";

const documents: SearchDocument[] = [
  {
    id: "/docs/embedding#snippet",
    href: "/docs/embedding#snippet",
    title: "Embedding <script> tags",
    section: "The snippet",
    text: 'Paste <script src="https://cdn.example/guard.js"></script> before </body> & "reload" the page.',
    kind: "page",
  },
  { id: "/docs/api/list-aliases", href: "/docs/api/list-aliases", title: "List aliases", text: "GET /v1/aliases Every alias of the tenant.", kind: "endpoint" },
];
const index = MiniSearch.loadJSON<SearchDocument>(buildSearchIndex(documents).index, searchIndexOptions);
const codePoints = (text: string) => Array.from(text).length;

describe("query limits", () => {
  it("collapse whitespace and cut a query to its maximum length, never inside a character", () => {
    expect(normaliseQuery("  helm \n\t rollback  ")).toBe("helm rollback");
    expect(normaliseQuery("x".repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
    const emoji = normaliseQuery("😀".repeat(150));
    expect(codePoints(emoji)).toBe(MAX_QUERY_LENGTH);
    expect(() => encodeURIComponent(emoji)).not.toThrow();
  });

  it("answer a query too short to search without searching, and say so", () => {
    for (const query of ["", "   ", "a", "é", "😀"]) {
      const answer = searchDocs(index, query, 10);
      expect(answer, JSON.stringify(query)).toMatchObject({ tooShort: true, total: 0, hits: [] });
    }
    expect(describeAnswer(searchDocs(index, "", 10))).toBe("Type a word or a phrase to search every docs page and the API reference.");
    expect(describeAnswer(searchDocs(index, "a", 10))).toBe("Type at least 2 characters to search.");
    expect(searchDocs(index, "al", 10)).toMatchObject({ tooShort: false, total: 1 });
  });

  it("search the query as cut, and link to its results page", () => {
    const answer = searchDocs(index, `aliases ${"x".repeat(300)}`, 10);
    expect(codePoints(answer.query)).toBe(MAX_QUERY_LENGTH);
    expect(describeAnswer(answer)).toBe(`No results for “${answer.query}”.`);
    expect(docsSearchHref(" helm  rollback ")).toBe("/docs/search?q=helm+rollback");
    expect(docsSearchHref("   ")).toBe("/docs/search");
  });

  it("hold for any input: no error, at most the limit of hits, a query within bounds and a usable link", () => {
    fc.assert(
      fc.property(hostileString, fc.integer({ min: 0, max: 20 }), (query, limit) => {
        const answer = searchDocs(index, query, limit);
        expect(answer.hits.length).toBeLessThanOrEqual(limit);
        expect(answer.total).toBeGreaterThanOrEqual(answer.hits.length);
        expect(codePoints(answer.query)).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
        expect(docsSearchHref(query).startsWith("/docs/search")).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe("a result", () => {
  it("marks the matching words in its title, section and excerpt, counting every match", () => {
    const answer = searchDocs(index, "script snippet", 10);
    expect(answer.total).toBe(1);
    const html = renderToStaticMarkup(
      <>
        <HitTitle hit={answer.hits[0]!} />|<Marked parts={answer.hits[0]!.excerpt} />
      </>,
    );
    expect(html).toContain('Embedding &lt;<mark class="rounded-[2px] bg-brand-amber/40 text-inherit">script</mark>&gt; tags');
    expect(html).toContain("<mark");
    expect((html.match(/<mark\b/g) ?? []).length).toBe(4);
  });

  it("is text only: a document's or a query's markup is escaped, never rendered", () => {
    const answer = searchDocs(index, '"<script>" snippet', 10);
    const html = renderToStaticMarkup(
      <p>
        {describeAnswer(answer)}
        <HitTitle hit={answer.hits[0]!} />
        <Marked parts={answer.hits[0]!.excerpt} />
      </p>,
    );
    expect(html).not.toMatch(/<script|<\/script|<\/body/i);
    expect(html).toContain("src=&quot;https://cdn.example/guard.js&quot;&gt;&lt;/");
    expect(html).toContain("before &lt;/body&gt; &amp; &quot;reload&quot;");
    expect(html).toContain("1 result for “&quot;&lt;script&gt;&quot; snippet”.");
  });
});
