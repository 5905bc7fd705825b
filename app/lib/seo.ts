import type { MetaDescriptor } from "react-router";
import { SOCIAL_CARD_SIZE, socialCardFor } from "./social-cards.ts";

/** A page's picture for link previews (og:image); a path is made absolute with the site's origin. */
export type SocialImage = { url: string; width?: number; height?: number; alt?: string };

export type PageSeo = {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/pricing" or "/blog?page=2". */
  path: string;
  noindex?: boolean;
  ogType?: "website" | "article";
  /** Defaults to the page's card (see lib/social-cards.ts). */
  image?: SocialImage;
  extra?: MetaDescriptor[];
};

type RootMatch = { id: string; loaderData?: unknown } | undefined;

/** The canonical origin comes from the root loader (SITE_URL), so links are absolute. */
export function siteUrlFrom(matches: ReadonlyArray<RootMatch>): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}

/** og:image and its size, and the large Twitter/X card that shows it. */
function imageMeta(siteUrl: string, image: SocialImage, alt: string): MetaDescriptor[] {
  const url = image.url.startsWith("/") ? `${siteUrl}${image.url}` : image.url;
  return [
    { property: "og:image", content: url },
    ...(image.width && image.height
      ? [
          { property: "og:image:width", content: String(image.width) },
          { property: "og:image:height", content: String(image.height) },
        ]
      : []),
    { property: "og:image:alt", content: image.alt ?? alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

export function pageMeta(matches: ReadonlyArray<RootMatch>, seo: PageSeo): MetaDescriptor[] {
  const siteUrl = siteUrlFrom(matches);
  const url = `${siteUrl}${seo.path}`;
  // The card is the path's: the pages of a list (/blog?page=2) share the list's.
  const cardPath = seo.path.split("?")[0]!;
  const image = seo.image ?? { url: socialCardFor(cardPath, { indexed: !seo.noindex }), ...SOCIAL_CARD_SIZE };
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:type", content: seo.ogType ?? "website" },
    { property: "og:url", content: url },
    ...imageMeta(siteUrl, image, seo.title),
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...(seo.extra ?? []),
  ];
}
