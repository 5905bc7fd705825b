// The docs pages as the server serves them, from the bundle built at build time (build.ts).
import { docsBundle } from "#app/features/docs/bundle.server.ts";
import { apiReferenceLink, type DocsPageView } from "#app/features/docs/content-model.ts";
import type { DocsPageRecord } from "./build.ts";
import { llmsTxt } from "./llms-txt.ts";

const { pages, nav } = docsBundle.pages;
const byHref = new Map(pages.map((page) => [page.href, page]));
const byMarkdownHref = new Map(pages.map((page) => [page.markdownHref, page]));

/** The page at a docs address ("/docs", "/docs/deployment/upgrading"; a trailing slash is the same page). */
export const findDocsPage = (pathname: string): DocsPageRecord | undefined => byHref.get(pathname.replace(/\/+$/, ""));

/** The page whose Markdown is at this address ("/docs/index.md", "/docs/deployment/upgrading.md"). */
export const findDocsMarkdown = (pathname: string): DocsPageRecord | undefined => byMarkdownHref.get(pathname);

export const isMarkdownAddress = (pathname: string) => pathname.endsWith(".md");

export function docsPageView(page: DocsPageRecord, editBase: string | undefined): DocsPageView {
  return {
    title: page.title,
    description: page.description,
    updated: page.updated,
    body: page.body,
    href: page.href,
    markdownHref: page.markdownHref,
    breadcrumb: page.breadcrumb,
    previous: page.previous,
    next: page.next,
    editUrl: editBase ? `${editBase}/${page.sourcePath}` : undefined,
    navigation: { items: nav, currentHref: page.href, outline: page.outline, apiReference: apiReferenceLink },
  };
}

/** /docs/llms.txt, its links on the site's origin. */
export const docsLlmsTxt = (origin: string) => llmsTxt({ pages, nav, origin });
