// What a post page needs, for the public page and both previews (staff and signed link): the same
// data, so a preview shows the post exactly as it will appear.
import type { AppContext } from "#app/load-context.ts";
import { pathHref } from "#app/lib/href.ts";
import type { BlogPost } from "#db/schema.ts";
import { renderPostBody } from "./markdown.server.tsx";
import { postPageSeo } from "./post-seo.ts";
import { postSocialImage } from "./post-social-image.server.ts";

export async function postPageData(context: Pick<AppContext, "db" | "env" | "logger">, post: BlogPost) {
  const { content, ...fields } = post;
  return {
    post: {
      ...fields,
      publishedAt: (post.publishedAt ?? post.updatedAt).toISOString(),
      updatedAt: post.updatedAt.toISOString(),
      createdAt: post.createdAt.toISOString(),
    },
    bodyHtml: renderPostBody(content),
    seo: postPageSeo(post),
    socialImage: (await postSocialImage(context.db, post, context.logger)) ?? null,
    url: `${context.env.SITE_URL}${pathHref("/blog", post.slug)}`,
    siteUrl: context.env.SITE_URL,
  };
}

export type PostPageData = Awaited<ReturnType<typeof postPageData>>;
