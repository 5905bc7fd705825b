import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { htmlText } from "#tests/support/html-text.ts";
import { endpointGroups } from "./api-catalogue.ts";
import { ApiReference } from "./api-reference.tsx";
import { docsBundle } from "./bundle.server.ts";

/**
 * /docs/api's main content before the reference came from the OpenAPI document: captured from the
 * unlocked production page (whitespace normalised by htmlText) when it was made from
 * endpoints.server.ts.
 */
const before = readFileSync("tests/fixtures/docs-before-markdown/api.txt", "utf8").trimEnd();

/** What was meant to change, and nothing else. */
const INTENDED_CHANGES: [from: string, to: string][] = [
  // Each endpoint now opens its page in the reference instead of the interactive docs in a new tab.
  [" (opens in the interactive docs in a new tab)", ""],
  // The OpenAPI document is downloadable beside the other links.
  ["Python package (opens in a new tab)\n", "Python package (opens in a new tab)\nDownload the OpenAPI document\n"],
  // The docs search box sits in the toolbar of every docs page, and "/" is now its key.
  ["Back to Documentation\n", "Back to Documentation\nSearch the docs/\nSearching…\nOpen the results page\n"],
  ["Press / to search from anywhere on the page and Esc to clear.", "Press Esc to clear."],
];

function renderReference(query: string) {
  const { reference } = docsBundle.api;
  const Stub = createRoutesStub([
    {
      path: "/docs/api",
      Component: () => <ApiReference version={reference.version} intro={reference.intro} groups={endpointGroups(reference)} initialQuery={query} />,
    },
  ]);
  return htmlText(renderToStaticMarkup(<Stub initialEntries={["/docs/api"]} />));
}

describe("/docs/api built from the OpenAPI document", () => {
  it("says what the hand-written catalogue said, text for text, apart from the intended changes", () => {
    const expected = INTENDED_CHANGES.reduce((text, [from, to]) => {
      expect(text, `the capture still holds ${JSON.stringify(from)}`).toContain(from);
      return text.replaceAll(from, to);
    }, before);
    expect(renderReference("")).toBe(expected);
  });

  it("keeps the empty result text of the spec", () => {
    expect(renderReference("quantum entanglement")).toContain("No endpoints found matching your search.");
  });
});
