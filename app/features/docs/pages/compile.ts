// One Markdown file → one docs page: front matter, the body as hast (what the server renders),
// its outline, its searchable sections, and the Markdown an assistant reads.
import type { Root as HastRoot, Nodes as HastNodes } from "hast";
import type { Root } from "mdast";
import { toHast } from "mdast-util-to-hast";
import remarkDirective from "remark-directive";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import type { HighlighterCore } from "shiki/core";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { VFile } from "vfile";
import type { TocEntry } from "#app/features/docs/content-model.ts";
import { highlightCode } from "./code.ts";
import { applyDirectives } from "./directives.ts";
import { takeFrontMatter, type FrontMatter } from "./front-matter.ts";
import { readHeadings } from "./headings.ts";
import { checkLinks } from "./links.ts";
import { sectionize, type SectionText } from "./sections.ts";
import { captionTables, finishTables } from "./tables.ts";
import { substituteVariables } from "./variables.ts";

export type CompiledPage = {
  frontMatter: FrontMatter;
  body: HastRoot;
  outline: TocEntry[];
  sections: SectionText[];
  intro: string;
  /** The page as Markdown for assistants: the title as H1, the description, then the source's body. */
  markdown: string;
};

const parser = unified().use(remarkParse).use(remarkFrontmatter, ["yaml"]).use(remarkGfm).use(remarkDirective);

/** Raw HTML is not part of the docs' Markdown: it would be dropped, so it is refused where written. */
function refuseHtml(tree: Root, file: VFile) {
  visit(tree, "html", (node) => {
    file.fail("HTML is not allowed in the docs' Markdown: use Markdown or a directive (:::note, ::::tabs…) instead.", node);
  });
}

/** Positions only say where a node was in the source: the bundle does without them. */
function withoutPositions<T extends HastNodes>(node: T): T {
  delete node.position;
  if ("children" in node) for (const child of node.children) withoutPositions(child);
  return node;
}

/** The source after its front matter, under the title and description. */
function markdownFor(source: string, bodyStart: number, frontMatter: FrontMatter): string {
  const body = source.slice(bodyStart).trim();
  return `# ${frontMatter.title}\n\n> ${frontMatter.description}\n\n${body}\n`;
}

/**
 * `written` is the file as its writer wrote it, `{{…}}` variables and all; `path` names the file in
 * error messages. Fails with the file, line and reason on anything wrong.
 */
export function compilePage(written: string, path: string, highlighter: HighlighterCore): CompiledPage {
  const file = new VFile({ path });
  const source = substituteVariables(written, file);
  file.value = source;
  const tree = parser.parse(file);
  const bodyStart = tree.children[0]?.type === "yaml" ? (tree.children[0].position?.end.offset ?? 0) : 0;
  const frontMatter = takeFrontMatter(tree, file);
  refuseHtml(tree, file);
  checkLinks(tree, file);
  const headings = readHeadings(tree, file);
  applyDirectives(tree, file);
  captionTables(tree);
  highlightCode(tree, file, highlighter);
  const { outline, sections, intro } = sectionize(tree, headings);

  const body = toHast(tree) as HastRoot;
  finishTables(body);
  return {
    frontMatter,
    body: withoutPositions(body),
    outline,
    sections,
    intro,
    markdown: markdownFor(source, bodyStart, frontMatter),
  };
}
