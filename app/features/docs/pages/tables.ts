// Tables. A paragraph "Table: …" right after a table is its caption (Pandoc's convention), read
// out to screen readers and naming the table's scrolling region; the first column holds each row's
// header, as the docs' tables are written (a term, then what is said of it).
import type { Element, Root as HastRoot } from "hast";
import type { Parent, Root, RootContent, Table } from "mdast";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import { element } from "./mdast-element.ts";

const CAPTION = /^Table:\s+/;

function captionOf(node: RootContent | undefined): string | undefined {
  if (node?.type !== "paragraph" || node.children[0]?.type !== "text" || !CAPTION.test(node.children[0].value)) return undefined;
  return toString(node).replace(CAPTION, "").trim();
}

/** Without a caption the region is named by the table's columns. */
const columnsOf = (table: Table) => `Table: ${(table.children[0]?.children ?? []).map((cell) => toString(cell)).join(", ")}`;

/** Wraps each table with its caption, taking the caption's paragraph out of the page. */
export function captionTables(tree: Root): void {
  const wrap = (parent: Parent) => {
    const children: RootContent[] = [];
    for (let index = 0; index < parent.children.length; index++) {
      const child = parent.children[index]!;
      if (child.type !== "table") {
        if ("children" in child) wrap(child);
        children.push(child);
        continue;
      }
      const caption = captionOf(parent.children[index + 1]);
      if (caption !== undefined) index++;
      children.push(element("docs-table", caption === undefined ? { label: columnsOf(child) } : { caption, label: caption }, [child]));
    }
    parent.children = children as typeof parent.children;
  };
  wrap(tree);
}

/**
 * In the hast: the caption goes into its table, column headers and row headers say which they are,
 * and GFM's column alignment becomes a style (the `align` attribute is obsolete HTML).
 */
export function finishTables(tree: HastRoot): void {
  visit(tree, "element", (node: Element) => {
    if (node.tagName === "docs-table" && typeof node.properties.caption === "string") {
      const table = node.children.find((child): child is Element => child.type === "element" && child.tagName === "table");
      table?.children.unshift({ type: "element", tagName: "caption", properties: {}, children: [{ type: "text", value: node.properties.caption }] });
      delete node.properties.caption;
    }
    if (node.tagName === "th" || node.tagName === "td") {
      const align = node.properties.align;
      delete node.properties.align;
      if (typeof align === "string") node.properties.style = `text-align:${align}`;
    }
    if (node.tagName === "thead") {
      visit(node, "element", (cell: Element) => {
        if (cell.tagName === "th") cell.properties.scope = "col";
      });
    }
    if (node.tagName === "tbody") {
      for (const row of node.children) {
        if (row.type !== "element" || row.tagName !== "tr") continue;
        const first = row.children.find((cell): cell is Element => cell.type === "element");
        if (first) Object.assign(first, { tagName: "th", properties: { ...first.properties, scope: "row" } });
      }
    }
  });
}
