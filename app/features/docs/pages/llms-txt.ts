// /docs/llms.txt: the docs' index for language models, in the llms.txt format (https://llmstxt.org):
// an H1, a one-paragraph summary, then an H2 per part of the docs listing its pages' Markdown as
// "- [Title](url): description". Addresses are absolute, from the site's configured origin.
import { brand } from "#app/config/site.ts";
import { apiReferenceLink, type DocsNavItem } from "#app/features/docs/content-model.ts";
import { API_DOCUMENT_PATH } from "#app/features/docs/openapi/model.ts";
import type { DocsPageRecord } from "./build.ts";

type Listed = Pick<DocsPageRecord, "href" | "markdownHref" | "title" | "description">;

/** The pages of a part of the tree, its subsections' included, in reading order. */
const hrefsIn = (items: readonly DocsNavItem[]): string[] => items.flatMap((item) => (item.kind === "page" ? [item.href] : hrefsIn(item.items)));

export function llmsTxt({ pages, nav, origin }: { pages: readonly Listed[]; nav: readonly DocsNavItem[]; origin: string }): string {
  const byHref = new Map(pages.map((page) => [page.href, page]));
  const line = (page: Listed) => `- [${page.title}](${origin}${page.markdownHref}): ${page.description}`;
  const list = (hrefs: readonly string[]) => hrefs.map((href) => line(byHref.get(href)!));

  const topPages = nav.filter((item) => item.kind === "page").map((item) => item.href);
  const sections = nav.filter((item) => item.kind === "section");
  return [
    `# ${brand.name} Documentation`,
    "",
    `> Customer documentation of the ${brand.name} ${brand.platformName}: measuring how far AI models and agents can be trusted, enforcing policies on prompts, responses and tool calls, and deploying and running the platform. Each link below is a page in Markdown.`,
    "",
    "## Documentation",
    "",
    ...list(topPages),
    ...sections.flatMap((section) => ["", `## ${section.title}`, "", ...list(hrefsIn(section.items))]),
    "",
    "## Optional",
    "",
    `- [${apiReferenceLink.title}](${origin}${apiReferenceLink.href}): Every endpoint of the platform API, grouped by area, with a search.`,
    `- [OpenAPI document](${origin}${API_DOCUMENT_PATH}): The platform API as an OpenAPI 3.1 document: every operation's parameters, request and response schemas with examples, and authentication.`,
    "",
  ].join("\n");
}
