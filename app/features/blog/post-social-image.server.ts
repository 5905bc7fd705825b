// A post's picture for link previews (og:image): the social crop of its uploaded featured image, or
// a card drawn in the brand's style with its title. A drawn card is stored for its post (drawn when
// the post is published or scheduled, or at the first view of a post published before cards
// existed) and served at /social/cards/<hash>.png only while the post is public: a draft has none,
// a scheduled post's answers 404 until its time, and an unpublished or deleted post's is gone.
import { createHash } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { Logger } from "pino";
import { CARD_SIZE, cardUrl, parseImageRef } from "#app/features/images/image-ref.ts";
import type { DbExecutor } from "#app/features/mail/outbox.server.ts";
import { CARD_DESIGN_VERSION, renderSocialCard } from "#app/features/seo/social-card.server.ts";
import type { CardText } from "#app/content/social-cards.ts";
import type { SocialImage } from "#app/lib/seo.ts";
import type { Database } from "#db/index.ts";
import { blogPosts, socialCards, type BlogPost } from "#db/schema.ts";
import { isPublic } from "./publication.server.ts";

type CardPost = Pick<BlogPost, "id" | "title" | "category" | "featuredImageUrl" | "published">;

export const postCardText = (post: Pick<BlogPost, "title" | "category">): CardText => ({ eyebrow: `Blog · ${post.category}`, title: post.title });

/** Where post cards are served: /social/cards/<hash>.png (immutable: the hash covers what it shows). */
export const STORED_CARD_PATH = "/social/cards/";
export const storedCardUrl = (hash: string) => `${STORED_CARD_PATH}${hash}.png`;

/**
 * A short hash of the post's id, what its card shows and the drawing: its address. With the id in
 * it, knowing a draft's title is not enough to find its card.
 */
export function postCardHash(postId: string, text: CardText): string {
  return createHash("sha256").update(`${CARD_DESIGN_VERSION}\n${postId}\n${text.eyebrow}\n${text.title}`).digest("hex").slice(0, 24);
}

/**
 * The address of the post's card, drawing and storing it first if nobody has yet; the post's
 * earlier cards (another title or category) go. Two processes drawing the same card store it once.
 */
export async function ensurePostCard(db: Database, post: Pick<BlogPost, "id" | "title" | "category">): Promise<string> {
  const text = postCardText(post);
  const hash = postCardHash(post.id, text);
  const [found] = await db.select({ hash: socialCards.hash }).from(socialCards).where(eq(socialCards.hash, hash)).limit(1);
  if (!found) {
    const png = renderSocialCard(text);
    await db.transaction(async (tx) => {
      await tx.insert(socialCards).values({ hash, postId: post.id, png }).onConflictDoNothing({ target: socialCards.hash });
      await tx.delete(socialCards).where(and(eq(socialCards.postId, post.id), ne(socialCards.hash, hash)));
    });
  }
  return storedCardUrl(hash);
}

/** A stored card's PNG while its post is public at `now`; undefined otherwise (unknown, or the post not public). */
export async function readPublicPostCard(db: Database, hash: string, now = new Date()): Promise<Buffer | undefined> {
  if (!/^[0-9a-f]{24}$/.test(hash)) return undefined;
  const [row] = await db
    .select({ png: socialCards.png })
    .from(socialCards)
    .innerJoin(blogPosts, eq(blogPosts.id, socialCards.postId))
    .where(and(eq(socialCards.hash, hash), isPublic(now)))
    .limit(1);
  return row?.png;
}

/** Removes a post's cards (it was unpublished), in the transaction that unpublishes it. */
export async function removePostCards(tx: DbExecutor, postId: string): Promise<void> {
  await tx.delete(socialCards).where(eq(socialCards.postId, postId));
}

/**
 * The post's og:image; undefined when there is none to show (the page then shows the site's card).
 * A draft gets no drawn card: nobody shares it, and its title stays off the card addresses.
 */
export async function postSocialImage(db: Database, post: CardPost, logger: Logger): Promise<SocialImage | undefined> {
  const upload = parseImageRef(post.featuredImageUrl);
  if (upload) return { url: cardUrl(upload.hash), ...CARD_SIZE, alt: post.title };
  const image = post.featuredImageUrl;
  if (image && ((image.startsWith("/") && !image.startsWith("//")) || /^https?:\/\//i.test(image))) return { url: image, alt: post.title };
  if (!post.published) return undefined;
  try {
    return { url: await ensurePostCard(db, post), ...CARD_SIZE, alt: post.title };
  } catch (err) {
    logger.warn({ err }, "could not draw the post's social card");
    return undefined;
  }
}
