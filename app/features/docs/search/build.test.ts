import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { docsBundle } from "#app/features/docs/bundle.server.ts";
import { buildSearchIndex } from "./build.ts";
import type { SearchDocument } from "./search-document.ts";
import { searchIndexOptions } from "./search-options.ts";
import { searchDocs } from "./search-docs.ts";

const documents: SearchDocument[] = [
  {
    id: "/docs/deployment/upgrading#rolling-back-an-upgrade",
    href: "/docs/deployment/upgrading#rolling-back-an-upgrade",
    title: "Upgrading",
    section: "Rolling back an upgrade",
    text: "If the new release misbehaves,\n\n   run   `helm rollback lumenguard` to return to the previous revision.",
    kind: "page",
  },
  {
    id: "/docs/deployment/upgrading#before-you-upgrade",
    href: "/docs/deployment/upgrading#before-you-upgrade",
    title: "Upgrading",
    section: "Before you upgrade",
    text: "Back up the database, then read the release notes: each release, every release.",
    kind: "page",
  },
  { id: "/docs/release-notes", href: "/docs/release-notes", title: "Release notes", text: "What changed in each version.", kind: "page" },
  { id: "/docs/api/delete-alias", href: "/docs/api/delete-alias", title: "Delete alias", text: "DELETE /v1/aliases/{alias} Remove an alias.", kind: "endpoint" },
];

const load = (json: string) => MiniSearch.loadJSON<SearchDocument>(json, searchIndexOptions);

describe("the search index", () => {
  it("is serialised at build time and loads back with the same options, answering the same", () => {
    const bundle = buildSearchIndex(documents);
    expect(bundle.documentCount).toBe(documents.length);
    // Plain JSON, as the bundle inlines it and the browser fetches it.
    expect(typeof JSON.parse(bundle.index)).toBe("object");
    const built = new MiniSearch<SearchDocument>(searchIndexOptions);
    built.addAll(documents);
    const loaded = load(bundle.index);
    expect(loaded.search("helm rollback").map((result) => result.id)).toEqual(built.search("helm rollback").map((result) => result.id));

    const [hit, ...rest] = searchDocs(loaded, "helm rollback", 10).hits;
    expect(rest).toEqual([]);
    expect(hit).toMatchObject({ href: "/docs/deployment/upgrading#rolling-back-an-upgrade", kind: "page" });
    expect(hit!.section).toEqual([{ text: "Rolling back an upgrade", marked: false }]);
    // The stored text has its whitespace collapsed: excerpts read as one line.
    expect(hit!.excerpt.map((part) => part.text).join("")).toBe("If the new release misbehaves, run `helm rollback lumenguard` to return to the previous revision.");
  });

  it("ranks the page named for the words first, finds words as they are typed and past a typo, and wants every word", () => {
    const index = load(buildSearchIndex(documents).index);
    const ids = (query: string) => index.search(query).map((result) => result.id);
    // Two sections mention a release in their text; the page named for it comes first.
    expect(ids("release")[0]).toBe("/docs/release-notes");
    expect(ids("release")).toHaveLength(3);
    expect(ids("roll")).toEqual(["/docs/deployment/upgrading#rolling-back-an-upgrade"]);
    expect(ids("rollbak")).toEqual(["/docs/deployment/upgrading#rolling-back-an-upgrade"]);
    expect(ids("ALIAS")).toEqual(["/docs/api/delete-alias"]);
    // Every word must match.
    expect(ids("helm database")).toEqual([]);
  });

  it("refuses two documents with one id", () => {
    expect(() => buildSearchIndex([documents[0]!, { ...documents[1]!, id: documents[0]!.id }])).toThrow(/duplicate ID/);
  });

  it("holds every document the docs give it, in the bundle the server reads", () => {
    const index = load(docsBundle.search.index);
    expect(index.documentCount).toBe(docsBundle.search.documentCount);
    expect(docsBundle.search.documentCount).toBe(docsBundle.pages.searchDocuments.length + docsBundle.api.searchDocuments.length);
    expect(docsBundle.search.documentCount).toBeGreaterThan(0);
  });
});
