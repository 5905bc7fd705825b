import { describe, expect, it } from "vitest";
import { docsBundle } from "#app/features/docs/bundle.server.ts";
import { llmsTxt } from "./llms-txt.ts";

describe("llms.txt", () => {
  const text = llmsTxt({ ...docsBundle.pages, origin: "https://www.lumenguard.example" });
  const lines = text.split("\n");

  it("follows the format: a title, a summary, then sections of links to Markdown with a description", () => {
    expect(lines[0]).toBe("# Lumenguard Documentation");
    expect(lines[1]).toBe("");
    expect(lines[2]).toMatch(/^> Customer documentation of the Lumenguard AI Trust Score™ Platform: .+\.$/);
    expect(lines.filter((line) => line.startsWith("## "))).toEqual(["## Documentation", "## Guides", "## Deployment", "## Optional"]);
    for (const line of lines.filter((candidate) => candidate.startsWith("- "))) {
      expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/www\.lumenguard\.example\/docs\/[\w/.-]+\): \S.*$/);
    }
  });

  it("lists every page once, by its Markdown's absolute address, under its section", () => {
    for (const page of docsBundle.pages.pages) {
      expect(lines.filter((line) => line.includes(`(https://www.lumenguard.example${page.markdownHref})`))).toEqual([
        `- [${page.title}](https://www.lumenguard.example${page.markdownHref}): ${page.description}`,
      ]);
    }
    const deployment = text.slice(text.indexOf("## Deployment"), text.indexOf("## Optional"));
    expect(deployment).toContain("- [Upgrading](https://www.lumenguard.example/docs/deployment/upgrading.md): ");
    expect(text).toContain("- [Lumenguard Platform Documentation](https://www.lumenguard.example/docs/index.md): ");
    expect(text).toContain("- [API Reference](https://www.lumenguard.example/docs/api): ");
    expect(text).toContain("- [OpenAPI document](https://www.lumenguard.example/docs/api/openapi.yaml): ");
  });
});
