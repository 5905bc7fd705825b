// Where a page may link: another address of the site (a path from the root, or a #section of the
// page), or a web or mail address elsewhere. Anything else (javascript:, a relative path that
// means something else on every page) fails the build.
import type { Node } from "unist";
import type { Root } from "mdast";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { fail } from "./fail.ts";

const ALLOWED = /^(\/(?!\/)|#|https:\/\/|http:\/\/|mailto:)/i;

export function checkHref(href: string, node: Node, file: VFile): string {
  if (!ALLOWED.test(href)) {
    fail(file, `Link "${href}" goes nowhere safe: use a path from the site's root (/docs/…), a #section, or an https:// or mailto: address.`, node);
  }
  return href;
}

/** Checks every Markdown link of the page; images are refused (the docs have no place for their files yet). */
export function checkLinks(tree: Root, file: VFile): void {
  visit(tree, (node) => {
    if (node.type === "link" || node.type === "definition") checkHref(node.url, node, file);
    if (node.type === "image" || node.type === "imageReference") fail(file, "Images are not supported in the docs yet.", node);
  });
}
