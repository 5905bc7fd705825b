// Code blocks, highlighted once at build time with the site's highlighter: the bundle stores the
// coloured tokens, so neither a request nor a browser runs shiki. A block's title goes in its
// fence, as in Docusaurus and Starlight: ```yaml title="values.yaml".
import type { ElementContent } from "hast";
import type { Root } from "mdast";
import type { HighlighterCore } from "shiki/core";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { fail } from "./fail.ts";
import { HIGHLIGHT_OPTIONS } from "#app/lib/code-highlighter.server.ts";
import type { DocsElement } from "./mdast-element.ts";

/** Shiki's own names for a block without colours. */
const PLAIN = ["text", "txt", "plaintext"];
const META = /^title=(?:"([^"]*)"|'([^']*)')$/;

export function highlightCode(tree: Root, file: VFile, highlighter: HighlighterCore): void {
  const languages = [...highlighter.getLoadedLanguages(), ...PLAIN];
  visit(tree, "code", (node, index, parent) => {
    const language = node.lang ?? "text";
    if (!languages.includes(language)) fail(file, `Code in "${language}" cannot be highlighted: use one of ${languages.join(", ")}.`, node);
    const meta = node.meta?.trim() ?? "";
    const match = META.exec(meta);
    if (meta && !match) fail(file, `A code block's fence takes only a title, as in \`\`\`${language} title="values.yaml" (got "${meta}").`, node);
    const title = match?.[1] ?? match?.[2];

    const highlighted = highlighter.codeToHast(node.value, { lang: language, ...HIGHLIGHT_OPTIONS });
    const pre = highlighted.children[0];
    const code = pre?.type === "element" ? pre.children[0] : undefined;
    const tokens: ElementContent[] = code?.type === "element" ? code.children : [{ type: "text", value: node.value }];

    const block: DocsElement = {
      type: "docsElement",
      value: node.value,
      data: { hName: "docs-code", hProperties: { language, title }, hChildren: tokens },
      children: [],
    };
    parent!.children[index!] = block;
  });
}
