// A post's picture for link previews (og:image): the social crop of its uploaded featured image, or
// a card drawn in the brand's style with its title (drawn when it is published, or on the first
// view of a post published before cards existed).
import type { Logger } from "pino";
import { CARD_SIZE, cardUrl, parseImageRef } from "#app/features/images/image-ref.ts";
import { ensureStoredCard } from "#app/features/seo/social-card.server.ts";
import type { SocialImage } from "#app/lib/seo.ts";
import type { Database } from "#db/index.ts";
import type { BlogPost } from "#db/schema.ts";

type CardPost = Pick<BlogPost, "title" | "category" | "featuredImageUrl">;

export const postCardText = (post: Pick<BlogPost, "title" | "category">) => ({ eyebrow: `Blog · ${post.category}`, title: post.title });

/** The post's og:image; undefined when none can be had (the page then shows the site's card). */
export async function postSocialImage(db: Database, post: CardPost, logger: Logger): Promise<SocialImage | undefined> {
  const upload = parseImageRef(post.featuredImageUrl);
  if (upload) return { url: cardUrl(upload.hash), ...CARD_SIZE, alt: post.title };
  const image = post.featuredImageUrl;
  if (image && ((image.startsWith("/") && !image.startsWith("//")) || /^https?:\/\//i.test(image))) return { url: image, alt: post.title };
  try {
    return { url: await ensureStoredCard(db, postCardText(post)), ...CARD_SIZE, alt: post.title };
  } catch (err) {
    logger.warn({ err }, "could not draw the post's social card");
    return undefined;
  }
}
