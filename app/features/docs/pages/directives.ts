// The docs' directives (remark-directive's generic syntax, as Docusaurus and Starlight use it):
// the building blocks a page has beyond plain Markdown. Each becomes an element docs-article.tsx
// draws; anything else written as a directive fails the build with its line, so a typo never
// reaches a reader as stray text.
//
//   :::note[Title] … :::            a callout (also :::warning)
//   ::::tabs  :::tab[Python] … :::  ::::   the same thing in several languages
//   ::::steps  1. Title …  ::::     a numbered procedure: each item's first paragraph is its title
//   ::::cards  :::card[Title]{icon=radar href=/docs/…} … :::  ::::   a grid of cards (links with href)
//   :::definitions  - **Term**: description  :::   a definition list
//   :::aside[Title] … :::           a side panel with a heading of its own
//   ::link-button[Text]{href=/docs/api}          a prominent link
// The docs use no inline (:name) directives, so one is text that only looked like one ("42001:2023",
// "10:30"), and stays exactly as written.
import type { ContainerDirective, LeafDirective, TextDirective } from "mdast-util-directive";
import type { List, ListItem, Paragraph, Parent, PhrasingContent, Root, RootContent } from "mdast";
import { toString } from "mdast-util-to-string";
import type { VFile } from "vfile";
import { fail } from "./fail.ts";
import { DOCS_ICON_NAMES, type DocsIconName } from "#app/features/docs/content-model.ts";
import { element, type DocsElement } from "./mdast-element.ts";
import { checkHref } from "./links.ts";

type Directive = ContainerDirective | LeafDirective | TextDirective;

type Context = {
  file: VFile;
  /** A page-unique id for an element that needs one (tab groups, asides). */
  nextId: (kind: string) => string;
};

type Handler = (node: Directive, parent: Parent, context: Context) => RootContent;

const isDirective = (node: RootContent): node is Directive =>
  node.type === "containerDirective" || node.type === "leafDirective" || node.type === "textDirective";

const isElement = (node: RootContent, hName: string): node is DocsElement => node.type === "docsElement" && node.data.hName === hName;

/** The directive's attributes, refusing any but `allowed`. */
function attributes(node: Directive, allowed: readonly string[], file: VFile): Record<string, string> {
  const given = Object.entries(node.attributes ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  for (const [name] of given) {
    if (!allowed.includes(name)) {
      fail(file, `"${name}" is not an attribute of :${node.name}${allowed.length ? ` (it takes ${allowed.join(", ")})` : " (it takes none)"}.`, node);
    }
  }
  return Object.fromEntries(given);
}

/** A container's [label] (the first paragraph, marked by remark-directive), taken out of its children. */
function takeLabel(node: Directive): PhrasingContent[] | undefined {
  if (node.type === "leafDirective" || node.type === "textDirective") return node.children.length ? node.children : undefined;
  const first = node.children[0];
  if (first?.type !== "paragraph" || !first.data?.directiveLabel) return undefined;
  node.children.shift();
  return first.children;
}

function requiredLabel(node: Directive, file: VFile, what: string): string {
  const label = takeLabel(node);
  const text = label ? toString({ type: "paragraph", children: label }).trim() : "";
  if (!text) fail(file, `:${node.name} needs ${what} in brackets, as in :::${node.name}[${what}].`, node);
  return text;
}

function icon(value: string | undefined, node: Directive, file: VFile): DocsIconName | undefined {
  if (value === undefined) return undefined;
  if (!(DOCS_ICON_NAMES as readonly string[]).includes(value)) fail(file, `Unknown icon "${value}": use one of ${DOCS_ICON_NAMES.join(", ")}.`, node);
  return value as DocsIconName;
}

const onlyContainer = (node: Directive, file: VFile) => {
  if (node.type !== "containerDirective") fail(file, `${node.name} is a block: write it as :::${node.name} … ::: on lines of its own.`, node);
  return node;
};

function callout(tone: "note" | "warning", defaultTitle: string): Handler {
  return (node, _parent, { file }) => {
    const container = onlyContainer(node, file);
    attributes(container, [], file);
    const label = takeLabel(container);
    const title = label ? toString({ type: "paragraph", children: label }).trim() : defaultTitle;
    return element("docs-callout", { tone, title }, container.children);
  };
}

/** The one list a container must hold (steps, definitions). */
function soleList(node: ContainerDirective, ordered: boolean, file: VFile): List {
  const [list, ...rest] = node.children;
  if (list?.type !== "list" || list.ordered !== ordered || rest.length > 0) {
    fail(file, `:::${node.name} holds one ${ordered ? "numbered (1.)" : "bulleted (-)"} list and nothing else.`, node);
  }
  return list;
}

const handlers: Record<string, Handler> = {
  note: callout("note", "Note"),
  warning: callout("warning", "Warning"),

  tabs(node, _parent, { file, nextId }) {
    const container = onlyContainer(node, file);
    attributes(container, [], file);
    const tabs = container.children as RootContent[];
    if (tabs.length === 0 || !tabs.every((tab) => isElement(tab, "docs-tab"))) {
      fail(file, "::::tabs holds :::tab[Label] blocks and nothing else.", node);
    }
    const labels = tabs.map((tab) => String(tab.data.hProperties?.label));
    if (new Set(labels).size !== labels.length) fail(file, "Two tabs of one ::::tabs have the same label.", node);
    const id = nextId("tabs");
    tabs.forEach((tab, index) => Object.assign(tab.data.hProperties ?? {}, { id: `${id}-${index + 1}` }));
    return element("docs-tabs", { id }, tabs);
  },

  tab(node, parent, { file }) {
    const container = onlyContainer(node, file);
    if (parent.type !== "containerDirective" || (parent as ContainerDirective).name !== "tabs") fail(file, ":::tab belongs inside ::::tabs.", node);
    attributes(container, [], file);
    return element("docs-tab", { label: requiredLabel(container, file, "a label") }, container.children);
  },

  steps(node, _parent, { file }) {
    const container = onlyContainer(node, file);
    attributes(container, [], file);
    const list = soleList(container, true, file);
    list.children.forEach((item: ListItem, index) => {
      const number = (list.start ?? 1) + index;
      const [title] = item.children;
      if (title?.type !== "paragraph") fail(file, "Each step starts with a line of its own: its title.", item);
      title.data = { ...title.data, hName: "docs-step-title", hProperties: { number } };
      item.data = { ...item.data, hName: "docs-step", hProperties: { number } };
    });
    list.data = { ...list.data, hName: "docs-steps" };
    return list;
  },

  cards(node, _parent, { file }) {
    const container = onlyContainer(node, file);
    attributes(container, [], file);
    const cards = container.children as RootContent[];
    if (cards.length === 0 || !cards.every((card) => isElement(card, "docs-card"))) fail(file, "::::cards holds :::card[Title] blocks and nothing else.", node);
    return element("docs-cards", {}, cards);
  },

  card(node, parent, { file }) {
    const container = onlyContainer(node, file);
    if (parent.type !== "containerDirective" || (parent as ContainerDirective).name !== "cards") fail(file, ":::card belongs inside ::::cards.", node);
    const { icon: iconName, href } = attributes(container, ["icon", "href"], file);
    const title = requiredLabel(container, file, "a title");
    const properties = { title, icon: icon(iconName, container, file), href: href === undefined ? undefined : checkHref(href, container, file) };
    if (href === undefined) return element("docs-card", properties, container.children);
    // A card that is a link holds only phrasing: the whole card is the link.
    const [text, ...rest] = container.children;
    if (text?.type !== "paragraph" || rest.length > 0) fail(file, "A card with an href holds one paragraph: the whole card is its link.", node);
    return element("docs-card", properties, text.children);
  },

  definitions(node, _parent, { file }) {
    const container = onlyContainer(node, file);
    attributes(container, [], file);
    const list = soleList(container, false, file);
    return element(
      "dl",
      {},
      list.children.map((item) => {
        const [first, ...blocks] = item.children;
        const term = first?.type === "paragraph" ? first.children[0] : undefined;
        if (first?.type !== "paragraph" || term?.type !== "strong") {
          fail(file, "Each item of :::definitions starts with its **term** in bold, then the description: - **Term**: what it means.", item);
        }
        const rest = first.children.slice(1);
        const lead = rest[0];
        if (lead?.type === "text") lead.value = lead.value.replace(/^\s*[:—–]\s*/, "");
        const description: Paragraph = { type: "paragraph", children: rest };
        const details: RootContent[] = blocks.length === 0 ? rest : [...(rest.length ? [description] : []), ...blocks];
        return element("docs-definition", {}, [element("dt", {}, term.children), element("dd", {}, details)]);
      }),
    );
  },

  aside(node, _parent, { file, nextId }) {
    const container = onlyContainer(node, file);
    attributes(container, [], file);
    return element("docs-aside", { title: requiredLabel(container, file, "a title"), id: nextId("aside") }, container.children);
  },

  "link-button"(node, _parent, { file }) {
    if (node.type !== "leafDirective") fail(file, "link-button stands on a line of its own: ::link-button[Text]{href=/docs/…}.", node);
    const { href } = attributes(node, ["href"], file);
    if (href === undefined) fail(file, "::link-button needs an href: ::link-button[Text]{href=/docs/…}.", node);
    requiredLabel(node, file, "its text");
    return element("docs-link-button", { href: checkHref(href, node, file) }, node.children);
  },
};

/** Turns every directive of the page into its element, innermost first (a tab before its tabs). */
export function applyDirectives(tree: Root, file: VFile): void {
  let count = 0;
  const context: Context = { file, nextId: (kind) => `docs-${kind}-${++count}` };
  const transform = (parent: Parent) => {
    parent.children = parent.children.map((child) => {
      if (child.type === "textDirective") return { type: "text", value: String(file.value).slice(child.position!.start.offset, child.position!.end.offset) };
      if ("children" in child) transform(child);
      if (!isDirective(child)) return child;
      const handler = Object.hasOwn(handlers, child.name) ? handlers[child.name] : undefined;
      if (!handler) {
        const written = child.type === "leafDirective" ? `::${child.name}` : `:::${child.name}`;
        fail(file, `Unknown directive ${written}: the docs know ${Object.keys(handlers).join(", ")}.`, child);
      }
      return handler(child, parent, context);
    }) as typeof parent.children;
  };
  transform(tree);
}
