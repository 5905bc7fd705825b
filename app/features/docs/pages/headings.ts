// Heading ids and attributes. A heading may end with an attribute list in braces, as in Docusaurus
// and kramdown: `## Integrations & Ecosystem {#integrations icon=plug}`. `#id` fixes its anchor
// (so a deep link survives a reworded heading), `icon=name` gives it an icon in the page and the
// sidebar, `.no_toc` leaves it out of the sidebar's outline. Without an id a heading gets its
// GitHub-style slug.
import GithubSlugger from "github-slugger";
import type { Heading, Root } from "mdast";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { fail } from "./fail.ts";
import { DOCS_ICON_NAMES, type DocsIconName } from "#app/features/docs/content-model.ts";

export type HeadingInfo = {
  id: string;
  title: string;
  icon?: DocsIconName;
  /** In the sidebar's outline (not marked `.no_toc`). */
  listed: boolean;
};

const ATTRIBUTES = /\s*\{([^{}]*)\}\s*$/;
/** Ids a deep link can carry through the password screen (app/features/docs/gate.server.ts). */
const ID = /^[A-Za-z][\w-]{0,63}$/;

const isIcon = (name: string): name is DocsIconName => (DOCS_ICON_NAMES as readonly string[]).includes(name);

/** Takes the trailing `{…}` off the heading's text and reads it. */
function takeAttributes(heading: Heading, file: VFile): Omit<HeadingInfo, "id" | "title"> & { id?: string } {
  const last = heading.children.at(-1);
  const match = last?.type === "text" ? ATTRIBUTES.exec(last.value) : null;
  if (!last || last.type !== "text" || !match) return { listed: true };
  last.value = last.value.slice(0, match.index);
  if (last.value === "") heading.children.pop();

  const info: Omit<HeadingInfo, "id" | "title"> & { id?: string } = { listed: true };
  for (const token of match[1]!.trim().split(/\s+/).filter(Boolean)) {
    if (token.startsWith("#") && ID.test(token.slice(1))) info.id = token.slice(1);
    else if (token === ".no_toc") info.listed = false;
    else if (token.startsWith("icon=") && isIcon(token.slice(5))) info.icon = token.slice(5) as DocsIconName;
    else {
      fail(file, 
        `Heading attribute "${token}" is not understood. Use {#id} (a letter, then letters, digits, - or _), {icon=name} with one of ${DOCS_ICON_NAMES.join(", ")}, or {.no_toc}.`,
        heading,
      );
    }
  }
  return info;
}

/**
 * Gives every heading of the page (H2 and deeper; the H1 is the front matter's title) its id and
 * attributes, stored on the node for the later steps; fails on a repeated id.
 */
export function readHeadings(tree: Root, file: VFile): Map<Heading, HeadingInfo> {
  const slugger = new GithubSlugger();
  const headings = new Map<Heading, HeadingInfo>();
  const used = new Set<string>();
  visit(tree, "heading", (heading) => {
    if (heading.depth === 1) fail(file, "A page's H1 is its front matter title: start the page's own headings at ##.", heading);
    const attributes = takeAttributes(heading, file);
    const title = toString(heading).trim();
    const id = attributes.id ?? slugger.slug(title);
    if (used.has(id)) fail(file, `Two headings have the id "${id}": give one of them its own {#id}.`, heading);
    used.add(id);
    headings.set(heading, { ...attributes, id, title });
  });
  return headings;
}

