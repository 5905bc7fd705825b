// A page's sections: each H2 and H3 opens a <section> holding everything up to the next heading of
// its level or above (an H3's inside its H2's), whose id is the heading's anchor, so /docs#integrations
// scrolls to the whole section and the sidebar can mark the one being read. The listed ones make
// the page's outline; each is also one unit of the search index.
import type { Heading, Root, RootContent } from "mdast";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import type { TocEntry } from "#app/features/docs/content-model.ts";
import type { HeadingInfo } from "./headings.ts";
import { element } from "./mdast-element.ts";

/** One section's own words (not its subsections'), for search. */
export type SectionText = { id: string; title: string; text: string };

type Sections = {
  outline: TocEntry[];
  sections: SectionText[];
  /** The words before the first section. */
  intro: string;
};

const SECTION_DEPTHS = new Set([2, 3]);

const PHRASING = new Set(["text", "inlineCode", "emphasis", "strong", "delete", "link", "linkReference", "break", "footnoteReference"]);

/** The plain text of some blocks: each paragraph, cell, title and code block once, separated by spaces. */
function plainText(nodes: readonly RootContent[]): string {
  const parts: string[] = [];
  const collect = (node: RootContent) => {
    if (node.type === "docsElement") {
      const { title, label } = node.data.hProperties ?? {};
      for (const name of [title, label]) if (typeof name === "string") parts.push(name);
      if (node.value !== undefined) parts.push(node.value);
    }
    if ("children" in node && node.children.length > 0 && node.children.every((child) => PHRASING.has(child.type))) parts.push(toString(node));
    else if ("children" in node) node.children.forEach(collect);
    else if ("value" in node && node.type !== "html" && node.type !== "yaml") parts.push(node.value);
  };
  nodes.forEach(collect);
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

/**
 * Wraps the page's top-level H2 and H3 headings with what follows them into sections, and gives
 * every heading its element properties (a section's heading is `<id>-title`, labelling it; any
 * other heading carries its id itself).
 */
export function sectionize(tree: Root, headings: ReadonlyMap<Heading, HeadingInfo>): Sections {
  /** A level being filled: the page's top, or an open section (with the words that are its own). */
  type Open = { depth: number; children: RootContent[]; entries: TocEntry[]; own: RootContent[] };
  const outline: TocEntry[] = [];
  const top: Open = { depth: 1, children: [], entries: outline, own: [] };
  const stack: Open[] = [top];
  const sections: Array<{ id: string; title: string; own: RootContent[] }> = [];

  for (const child of tree.children) {
    const info = child.type === "heading" ? headings.get(child) : undefined;
    if (child.type !== "heading" || !info || !SECTION_DEPTHS.has(child.depth)) {
      stack.at(-1)!.children.push(child);
      stack.at(-1)!.own.push(child);
      continue;
    }
    while (stack.at(-1)!.depth >= child.depth) stack.pop();
    const parent = stack.at(-1)!;
    child.data = { ...child.data, hProperties: { id: `${info.id}-title`, icon: info.icon, anchor: info.id, label: info.title } };
    const section = element("section", { id: info.id, ariaLabelledBy: [`${info.id}-title`], dataLevel: child.depth }, [child]);
    parent.children.push(section);
    const entry: TocEntry = { id: info.id, title: info.title, icon: info.icon, children: [] };
    if (info.listed) parent.entries.push(entry);
    const open: Open = { depth: child.depth, children: section.children, entries: info.listed ? entry.children : parent.entries, own: [] };
    stack.push(open);
    sections.push({ id: info.id, title: info.title, own: open.own });
  }
  tree.children = top.children;

  // Headings that open no section (deeper ones, or inside a card or a tab) carry their own anchor.
  visit(tree, "heading", (heading) => {
    const info = headings.get(heading);
    if (info && !heading.data?.hProperties) heading.data = { ...heading.data, hProperties: { id: info.id, icon: info.icon, anchor: info.id, label: info.title } };
  });

  return {
    outline,
    sections: sections.map(({ id, title, own }) => ({ id, title, text: plainText(own) })),
    intro: plainText(top.own),
  };
}
