import type { Element, Nodes } from "hast";
import { toHtml } from "hast-util-to-html";
import { beforeAll, describe, expect, it } from "vitest";
import { addresses, brand, links } from "#app/config/site.ts";
import { codeHighlighter } from "#app/lib/code-highlighter.server.ts";
import { compilePage, type CompiledPage } from "./compile.ts";

let highlighter: Awaited<ReturnType<typeof codeHighlighter>>;
beforeAll(async () => {
  highlighter = await codeHighlighter();
});

const FRONT = "---\ntitle: A page\ndescription: What it is for.\n---\n\n";
const compile = (body: string, front = FRONT): CompiledPage => compilePage(front + body, "content/docs/test.md", highlighter);

/** Every element of the page's hast, depth first. */
function elements(node: Nodes): Element[] {
  const own = node.type === "element" ? [node] : [];
  return "children" in node ? [...own, ...node.children.flatMap((child) => elements(child))] : own;
}
const named = (page: CompiledPage, tagName: string) => elements(page.body).filter((element) => element.tagName === tagName);
const text = (node: Nodes): string =>
  node.type === "text" ? node.value : "children" in node ? node.children.map((child) => text(child)).join("") : "";

describe("front matter", () => {
  it("gives the title, description and the optional fields", () => {
    const page = compile("Body.", "---\ntitle: Upgrading\ndescription: How.\nsidebarTitle: Upgrade\norder: 2\nicon: upgrade\nupdated: May 2025\n---\n");
    expect(page.frontMatter).toEqual({ title: "Upgrading", description: "How.", sidebarTitle: "Upgrade", order: 2, icon: "upgrade", updated: "May 2025" });
  });

  it("refuses a page without it, a missing field, an unknown key or icon, and bad YAML, naming the file", () => {
    expect(() => compile("Body.", "")).toThrow(/^content\/docs\/test\.md: .*no front matter/s);
    expect(() => compile("Body.", "---\ntitle: T\n---\n")).toThrow(/description/);
    expect(() => compile("Body.", "---\ntitle: T\ndescription: D\ntitel: T\n---\n")).toThrow(/titel/);
    expect(() => compile("Body.", "---\ntitle: T\ndescription: D\nicon: unicorn\n---\n")).toThrow(/icon/);
    expect(() => compile("Body.", "---\ntitle: T\ndescription: D: E\n---\n")).toThrow(/not valid YAML/);
  });
});

describe("headings", () => {
  it("keep an explicit id, take a slug otherwise, and open sections whose heading labels them", () => {
    const page = compile("## Integrations & Ecosystem {#integrations icon=plug}\n\nText.\n\n### Wiz and MCP\n\nMore.\n");
    const [outer, inner] = named(page, "section");
    expect(outer!.properties).toMatchObject({ id: "integrations", ariaLabelledBy: ["integrations-title"], dataLevel: 2 });
    expect(inner!.properties).toMatchObject({ id: "wiz-and-mcp", ariaLabelledBy: ["wiz-and-mcp-title"] });
    // The H3's section sits inside the H2's.
    expect(elements(outer!).filter((element) => element.tagName === "section")).toHaveLength(2);
    const [h2] = named(page, "h2");
    expect(h2!.properties).toMatchObject({ id: "integrations-title", icon: "plug", anchor: "integrations", label: "Integrations & Ecosystem" });
    expect(text(h2!)).toBe("Integrations & Ecosystem");
    expect(page.outline).toEqual([{ id: "integrations", title: "Integrations & Ecosystem", icon: "plug", children: [{ id: "wiz-and-mcp", title: "Wiz and MCP", children: [] }] }]);
  });

  it("leave a .no_toc heading out of the outline but keep it a section with its anchor", () => {
    const page = compile("## Kept\n\n### Key concepts {.no_toc}\n\nText.\n\n## What's Next {#whats-next .no_toc}\n");
    expect(page.outline).toEqual([{ id: "kept", title: "Kept", children: [] }]);
    expect(named(page, "section").map((section) => section.properties.id)).toEqual(["kept", "key-concepts", "whats-next"]);
    expect(page.sections.map((section) => section.title)).toEqual(["Kept", "Key concepts", "What's Next"]);
  });

  it("give deeper headings their own anchor without a section", () => {
    const page = compile("## Top\n\n#### How it works\n");
    expect(named(page, "h4")[0]!.properties).toMatchObject({ id: "how-it-works", anchor: "how-it-works" });
    expect(named(page, "section")).toHaveLength(1);
  });

  it("refuse an H1, a repeated id and an attribute they do not know", () => {
    expect(() => compile("# Title again\n")).toThrow(/H1/);
    expect(() => compile("## One {#same}\n\n## Two {#same}\n")).toThrow(/Two headings have the id "same"/);
    expect(() => compile("## Same\n\n## Same\n")).not.toThrow();
    expect(() => compile("## Heading {color=red}\n")).toThrow(/^content\/docs\/test\.md:6:1: .*color=red/s);
    expect(() => compile("## Heading {icon=unicorn}\n")).toThrow(/icon=unicorn/);
  });
});

describe("directives", () => {
  it(":::note and :::warning make callouts with their title", () => {
    const page = compile(":::warning[Outbound access]\nNodes must reach the registry.\n:::\n\n:::note\nPlain.\n:::\n");
    const callouts = named(page, "docs-callout");
    expect(callouts.map((callout) => callout.properties)).toEqual([
      { tone: "warning", title: "Outbound access" },
      { tone: "note", title: "Note" },
    ]);
    expect(text(callouts[0]!)).toContain("Nodes must reach the registry.");
  });

  it("::::tabs hold labelled panels with page-unique ids", () => {
    const page = compile("::::tabs\n:::tab[Python]\nA\n:::\n:::tab[cURL]\nB\n:::\n::::\n\n::::tabs\n:::tab[Python]\nC\n:::\n::::\n");
    expect(named(page, "docs-tabs").map((tabs) => tabs.properties.id)).toEqual(["docs-tabs-1", "docs-tabs-2"]);
    expect(named(page, "docs-tab").map((tab) => [tab.properties.label, tab.properties.id])).toEqual([
      ["Python", "docs-tabs-1-1"],
      ["cURL", "docs-tabs-1-2"],
      ["Python", "docs-tabs-2-1"],
    ]);
  });

  it("refuses a tab outside tabs, anything else inside them, and two tabs of one label", () => {
    expect(() => compile(":::tab[Python]\nA\n:::\n")).toThrow(/belongs inside ::::tabs/);
    expect(() => compile("::::tabs\nText\n::::\n")).toThrow(/holds :::tab/);
    expect(() => compile("::::tabs\n:::tab[A]\n1\n:::\n:::tab[A]\n2\n:::\n::::\n")).toThrow(/same label/);
    expect(() => compile("::::tabs\n:::tab\n1\n:::\n::::\n")).toThrow(/needs a label/);
  });

  it("::::steps number a list's items, each titled by its first paragraph", () => {
    const page = compile("::::steps\n1. Create the namespace\n\n   It is its own.\n\n2. Install\n::::\n");
    expect(named(page, "docs-steps")).toHaveLength(1);
    expect(named(page, "docs-step").map((step) => step.properties.number)).toEqual([1, 2]);
    expect(named(page, "docs-step-title").map((title) => text(title))).toEqual(["Create the namespace", "Install"]);
    expect(() => compile("::::steps\n- Not numbered\n::::\n")).toThrow(/numbered/);
  });

  it("::::cards hold cards, with an icon and, for a link card, an href and one paragraph", () => {
    const page = compile('::::cards\n:::card[Scanner]{icon=radar}\nFinds AI.\n\n- One point\n:::\n:::card[API]{icon=book href="/docs/api"}\nEvery endpoint.\n:::\n::::\n');
    expect(named(page, "docs-card").map((card) => card.properties)).toEqual([
      { title: "Scanner", icon: "radar" },
      { title: "API", icon: "book", href: "/docs/api" },
    ]);
    expect(() => compile('::::cards\n:::card[API]{href="/docs/api"}\nOne.\n\nTwo.\n:::\n::::\n')).toThrow(/one paragraph/);
    expect(() => compile("::::cards\n:::card[X]{colour=red}\nA\n:::\n::::\n")).toThrow(/"colour" is not an attribute of :card/);
    expect(() => compile('::::cards\n:::card[X]{href="javascript:alert(1)"}\nA\n:::\n::::\n')).toThrow(/goes nowhere safe/);
  });

  it(":::definitions turn a list of bold terms into a definition list", () => {
    const page = compile(":::definitions\n- **Tenant**: An isolated workspace.\n- **Alias** — A stable `name`.\n:::\n");
    expect(named(page, "dt").map((term) => text(term))).toEqual(["Tenant", "Alias"]);
    expect(named(page, "dd").map((description) => text(description))).toEqual(["An isolated workspace.", "A stable name."]);
    expect(() => compile(":::definitions\n- Tenant: no bold term\n:::\n")).toThrow(/\*\*term\*\*/);
  });

  it(":::aside and ::link-button", () => {
    const page = compile(':::aside[API Reference]\nEvery endpoint.\n\n::link-button[Open it]{href="/docs/api"}\n:::\n');
    expect(named(page, "docs-aside")[0]!.properties).toEqual({ title: "API Reference", id: "docs-aside-1" });
    expect(named(page, "docs-link-button")[0]!.properties).toEqual({ href: "/docs/api" });
    expect(() => compile("::link-button[Open it]\n")).toThrow(/needs an href/);
  });

  it("refuses an unknown block directive, and leaves text that only looks like an inline one as written", () => {
    expect(() => compile(":::tip\nHi\n:::\n")).toThrow(/Unknown directive :::tip/);
    expect(() => compile("::youtube[x]\n")).toThrow(/Unknown directive ::youtube/);
    const page = compile("ISO/IEC 42001:2023 at 10:30, see :abbr[x]{y=z}.\n");
    expect(text(page.body)).toContain("ISO/IEC 42001:2023 at 10:30, see :abbr[x]{y=z}.");
  });
});

describe("Markdown", () => {
  it("captions a table from the paragraph after it, and makes the first column row headers", () => {
    const page = compile("| Service | Host |\n| :-- | --: |\n| Guard | `guard` |\n\nTable: Services and hosts\n");
    const html = toHtml(page.body);
    expect(named(page, "docs-table")[0]!.properties).toEqual({ label: "Services and hosts" });
    expect(html).toContain("<caption>Services and hosts</caption>");
    expect(html).toContain('<th scope="col" style="text-align:left">Service</th>');
    expect(html).toContain('<th scope="row" style="text-align:left">Guard</th>');
    expect(html).not.toContain("align=");
    expect(text(page.body)).not.toContain("Table:");
  });

  it("names a table without a caption by its columns", () => {
    expect(named(compile("| A | B |\n| - | - |\n| 1 | 2 |\n"), "docs-table")[0]!.properties).toEqual({ label: "Table: A, B" });
  });

  it("highlights code at build time, keeping its text, language and title", () => {
    const code = 'kind: RailsConfig\nmessage: "<script>"';
    const page = compile("```yaml title=\"policy.yaml\"\n" + code + "\n```\n");
    const [block] = named(page, "docs-code");
    expect(block!.properties).toEqual({ language: "yaml", title: "policy.yaml" });
    expect(text(block!)).toBe(code);
    expect(toHtml(block!)).toMatch(/<span style="color:#[0-9A-F]{6}">kind<\/span>/i);
    expect(toHtml(block!)).not.toContain("<script>");
    expect(named(compile("```\nplain\n```\n"), "docs-code")[0]!.properties).toEqual({ language: "text" });
    expect(() => compile("```cobol\nX\n```\n")).toThrow(/"cobol" cannot be highlighted/);
    expect(() => compile("```yaml {1,3}\nx: 1\n```\n")).toThrow(/only a title/);
  });

  it("refuses raw HTML, images and unsafe links", () => {
    expect(() => compile("<div>hi</div>\n")).toThrow(/HTML is not allowed/);
    expect(() => compile("Text <b>bold</b>.\n")).toThrow(/HTML is not allowed/);
    expect(() => compile("![logo](/logo.png)\n")).toThrow(/Images/);
    expect(() => compile("[x](javascript:alert(1))\n")).toThrow(/goes nowhere safe/);
    expect(() => compile("[x](../elsewhere)\n")).toThrow(/goes nowhere safe/);
    expect(() => compile("[x](/docs/api) [y](#top) [z](https://example.com) [m](mailto:a@example.com)\n")).not.toThrow();
  });

  it("gives the Markdown for assistants: the title, the description, then the body as written", () => {
    const page = compile("Intro with a :::note kept as written.\n\n## Section {#s}\n");
    expect(page.markdown).toBe("# A page\n\n> What it is for.\n\nIntro with a :::note kept as written.\n\n## Section {#s}\n");
  });

  it("gives each section's own words for search, and the words before the first", () => {
    const page = compile(":::note[Heads up]\nIntro.\n:::\n\n## Rolling back {#rollback}\n\nRun `helm rollback` now.\n\n```bash title=\"Roll back\"\nhelm rollback lumenguard 7\n```\n\n### Deeper\n\nOnly here.\n");
    expect(page.intro).toBe("Heads up Intro.");
    expect(page.sections).toEqual([
      { id: "rollback", title: "Rolling back", text: "Run helm rollback now. Roll back helm rollback lumenguard 7" },
      { id: "deeper", title: "Deeper", text: "Only here." },
    ]);
  });
});

describe("variables", () => {
  it("put site.ts's values in the front matter, text, link URLs, directive attributes, code and the Markdown for assistants", () => {
    const page = compile(
      '{{brand.name}} answers at [the desk]({{links.supportDesk}}) and {{ addresses.support }}.\n\n::link-button[Ask]{href="{{links.supportDesk}}"}\n\n```yaml\nhost: registry.{{brand.domain}}\n```\n',
      "---\ntitle: {{brand.name}} docs\ndescription: About {{brand.name}}.\n---\n\n",
    );
    expect(page.frontMatter).toMatchObject({ title: `${brand.name} docs`, description: `About ${brand.name}.` });
    expect(text(named(page, "p")[0]!)).toBe(`${brand.name} answers at the desk and ${addresses.support}.`);
    expect(named(page, "a").map((link) => link.properties.href)).toEqual([links.supportDesk, `mailto:${addresses.support}`]);
    expect(named(page, "docs-link-button")[0]!.properties.href).toBe(links.supportDesk);
    expect(text(named(page, "docs-code")[0]!)).toBe(`host: registry.${brand.domain}`);
    expect(page.markdown).toContain(`# ${brand.name} docs\n\n> About ${brand.name}.\n\n${brand.name} answers at [the desk](${links.supportDesk})`);
    expect(page.markdown).not.toContain("{{");
  });

  it("keep \\{{ as two braces, for GitHub Actions' ${{ … }}", () => {
    const page = compile("```yaml\nkey: $\\{{ secrets.KEY }}\n```\n");
    expect(text(named(page, "docs-code")[0]!)).toBe("key: ${{ secrets.KEY }}");
  });

  it("fail the build at an unknown variable or an unclosed {{, with its file, line and column", () => {
    expect(() => compile("Intro.\n\nWrite to {{addresses.suport}}.\n")).toThrow(/^content\/docs\/test\.md:8:10: Unknown variable \{\{addresses\.suport\}\}: .*support/s);
    expect(() => compile("## Heading\n\nKey: ${{ secrets.KEY }}\n")).toThrow(/^content\/docs\/test\.md:8:7: Unknown variable \{\{secrets\.KEY\}\}: the groups are \{\{brand\.…\}\}/);
    expect(() => compile("x\n", "---\ntitle: {{brand}}\ndescription: D\n---\n")).toThrow(/^content\/docs\/test\.md:2:8: Unknown variable \{\{brand\}\}/);
    expect(() => compile("See {{brand.name}.\n")).toThrow(/^content\/docs\/test\.md:6:5: \{\{ opens a variable that is not closed/);
  });
});
