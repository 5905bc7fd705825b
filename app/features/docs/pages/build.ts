// TEMPORARY: the search engineer's adapter until the Markdown pipeline replaces this file at the
// merge. Today's /docs sections (content.server.ts) become search documents, one per section, so
// the search index has real pages to hold; it returns nothing else of the pages.
import type { DocsBlock, DocsSection } from "#app/features/docs/content-model.ts";
import { docsContent } from "#app/features/docs/content.server.ts";
import type { SearchDocument } from "#app/features/docs/search/search-document.ts";

export type DocsPagesBundle = { searchDocuments: SearchDocument[] };

/** Rich text's backticks mark inline code; the words are what a reader searches for. */
const plain = (text: string) => text.replaceAll("`", "");

function blockText(block: DocsBlock): string[] {
  switch (block.type) {
    case "paragraph":
    case "heading":
      return [plain(block.text)];
    case "list":
      return block.items.map(plain);
    case "definitions":
      return block.items.flatMap((item) => [item.term, plain(item.description)]);
    case "table":
      return [block.caption, ...block.columns, ...block.rows.flat().map(plain)];
    case "code":
      return [block.title, block.code];
    case "callout":
      return [block.title, plain(block.text)];
    case "steps":
      return block.steps.flatMap((step) => [step.title, plain(step.text), ...(step.code ? [step.code.title, step.code.code] : [])]);
    case "cards":
      return block.cards.flatMap((card) => [card.title, plain(card.text), ...(card.points ?? []).map(plain)]);
  }
}

/** A top-level section is its own title; a sub-section is a section of its parent. */
function sectionDocuments(sections: DocsSection[], parent?: DocsSection): SearchDocument[] {
  return sections.flatMap((section) => [
    {
      id: `/docs#${section.id}`,
      href: `/docs#${section.id}`,
      title: parent?.title ?? section.title,
      section: parent ? section.title : undefined,
      text: section.blocks.flatMap(blockText).join("\n"),
      kind: "page" as const,
    },
    ...sectionDocuments(section.children ?? [], section),
  ]);
}

export async function buildDocsPages(_contentDir: string): Promise<DocsPagesBundle> {
  return { searchDocuments: sectionDocuments(docsContent.sections) };
}
