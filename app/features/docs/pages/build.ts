// The docs pages from content/docs/: every Markdown file is a page at /docs/<its path> (index.md is
// its folder's own page), built once at build time (scripts/vite/docs-bundle-plugin.ts) into what
// the server renders, the sidebar's tree, the pages' Markdown for assistants, and the search
// index's documents. A writer adds a page by adding a file; nothing in the code names the pages.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Root as HastRoot } from "hast";
import type { DocsIconName, DocsNavItem, TocEntry } from "#app/features/docs/content-model.ts";
import type { SearchDocument } from "#app/features/docs/search/search-document.ts";
import { codeHighlighter } from "#app/lib/code-highlighter.server.ts";
import { compilePage, type CompiledPage } from "./compile.ts";
import { buildNav, DEFAULT_PAGE_ICON, pagePlaces, type PagePlace, type TreePage } from "./tree.ts";

/** Where the content folder sits in the repository: the start of an "edit this page" link's path. */
const CONTENT_DIR_IN_REPO = "content/docs";

/**
 * First segments the docs' other routes answer (the API reference, the search page): a page there
 * would never be seen.
 */
const RESERVED = new Set(["api", "search"]);
/** A path segment as it may appear in a docs address (and pass the password screen's `next`). */
const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type DocsPageRecord = PagePlace & {
  /** Under /docs: "" for content/docs/index.md, "deployment/upgrading" for deployment/upgrading.md. */
  path: string;
  href: string;
  /** Its Markdown for assistants: its file's path under /docs (/docs/index.md, /docs/deployment/upgrading.md). */
  markdownHref: string;
  /** Its file in the repository, for "edit this page". */
  sourcePath: string;
  title: string;
  description: string;
  icon: DocsIconName;
  updated?: string;
  outline: TocEntry[];
  body: HastRoot;
  markdown: string;
};

export type DocsPagesBundle = {
  /** In reading order: the first is /docs. */
  pages: DocsPageRecord[];
  nav: DocsNavItem[];
  searchDocuments: SearchDocument[];
};

type SourceFile = TreePage & { file: string; path: string; compiled: CompiledPage };

async function markdownFiles(contentDir: string): Promise<string[]> {
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".md"))
    .map((entry) => path.relative(contentDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** "deployment/upgrading.md" → its folder, whether it is the folder's index, and its path under /docs. */
function placeOf(file: string) {
  const segments = file.replace(/\.md$/, "").split("/");
  const name = segments.pop()!;
  for (const segment of [...segments, name]) {
    if (!SEGMENT.test(segment)) throw new Error(`${CONTENT_DIR_IN_REPO}/${file}: "${segment}" cannot be part of a docs address; name files and folders in lower case with - between words.`);
  }
  if (RESERVED.has(segments[0] ?? name)) throw new Error(`${CONTENT_DIR_IN_REPO}/${file}: /docs/${segments[0] ?? name} belongs to another part of the docs; choose another name.`);
  const folder = segments.join("/");
  const isIndex = name === "index";
  return { folder, isIndex, path: isIndex ? folder : [...segments, name].join("/") };
}

const hrefOf = (pagePath: string) => (pagePath ? `/docs/${pagePath}` : "/docs");

function searchDocuments(page: DocsPageRecord, compiled: CompiledPage): SearchDocument[] {
  const top: SearchDocument = {
    id: page.href,
    href: page.href,
    title: page.title,
    text: [page.description, compiled.intro].filter(Boolean).join(" "),
    kind: "page",
  };
  return [
    top,
    ...compiled.sections.map((section): SearchDocument => ({
      id: `${page.href}#${section.id}`,
      href: `${page.href}#${section.id}`,
      title: page.title,
      section: section.title,
      text: section.text,
      kind: "page",
    })),
  ];
}

export async function buildDocsPages(contentDir: string): Promise<DocsPagesBundle> {
  const highlighter = await codeHighlighter();
  const sources: SourceFile[] = await Promise.all(
    (await markdownFiles(contentDir)).map(async (file) => {
      const place = placeOf(file);
      const sourcePath = `${CONTENT_DIR_IN_REPO}/${file}`;
      const compiled = compilePage(await readFile(path.join(contentDir, file), "utf8"), sourcePath, highlighter);
      return { ...place, file, href: hrefOf(place.path), frontMatter: compiled.frontMatter, compiled };
    }),
  );
  if (!sources.some((source) => source.path === "")) throw new Error(`${CONTENT_DIR_IN_REPO}/index.md is missing: it is the page at /docs.`);

  const nav = buildNav(sources);
  const places = pagePlaces(nav, (href) => sources.find((source) => source.href === href)!.frontMatter.title);
  const pages = [...places.keys()].map((href) => {
    const source = sources.find((candidate) => candidate.href === href)!;
    const { frontMatter, compiled } = source;
    const record: DocsPageRecord = {
      ...places.get(href)!,
      path: source.path,
      href,
      markdownHref: `/docs/${source.file}`,
      sourcePath: `${CONTENT_DIR_IN_REPO}/${source.file}`,
      title: frontMatter.title,
      description: frontMatter.description,
      icon: frontMatter.icon ?? DEFAULT_PAGE_ICON,
      updated: frontMatter.updated,
      outline: compiled.outline,
      body: compiled.body,
      markdown: compiled.markdown,
    };
    return { record, documents: searchDocuments(record, compiled) };
  });
  return {
    pages: pages.map(({ record }) => record),
    nav,
    searchDocuments: pages.flatMap(({ documents }) => documents),
  };
}
