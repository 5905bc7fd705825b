import type { MetaDescriptor } from "react-router";

export type PageSeo = {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/pricing". */
  path: string;
  noindex?: boolean;
  ogType?: "website" | "article";
  extra?: MetaDescriptor[];
};

type RootMatch = { id: string; loaderData?: unknown } | undefined;

/** The canonical origin comes from the root loader (SITE_URL), so links are absolute. */
export function siteUrlFrom(matches: ReadonlyArray<RootMatch>): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}

export function pageMeta(matches: ReadonlyArray<RootMatch>, seo: PageSeo): MetaDescriptor[] {
  const url = `${siteUrlFrom(matches)}${seo.path}`;
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:type", content: seo.ogType ?? "website" },
    { property: "og:url", content: url },
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...(seo.extra ?? []),
  ];
}
