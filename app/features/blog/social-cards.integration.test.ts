// Posts' social cards only for public posts: the review found a draft's card at an address made
// from its title alone, answering 200 to anyone who guessed it, and kept after the post was deleted.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/index.ts";
import { blogPosts, socialCards } from "#db/schema.ts";
import { testDatabaseTargets } from "#db/test-databases.ts";
import { formPost, testContext } from "#tests/support/app-context.ts";
import { postInput } from "#tests/support/post-input.ts";
import { createOrResetAdmin } from "#app/features/admin/admins.server.ts";
import { createSession, SESSION_COOKIE } from "#app/features/admin/session.server.ts";
import { CARD_DESIGN_VERSION } from "#app/features/seo/social-card.server.ts";
import { action as blogAction } from "#app/routes/admin.blog.tsx";
import { loader as cardLoader } from "#app/routes/social.cards.ts";
import { createPost, deletePost, getPostById, updatePost } from "./posts.server.ts";
import { postCardText, postSocialImage } from "./post-social-image.server.ts";
import type { Editor } from "./revisions.server.ts";

const logger = pino({ level: "silent" });

describe.each(testDatabaseTargets())("posts' social cards on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let editor: Editor;
  beforeAll(async () => {
    handle = await open();
    const { admin } = await createOrResetAdmin(handle.db, "cards@lumenguard.example", "a long and careful passphrase");
    editor = { adminId: admin.id, email: admin.email };
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(blogPosts);
  });

  /** What a stranger gets at a card's address. */
  const fetchCard = async (url: string) => {
    const file = url.split("/").pop()!;
    const response = await cardLoader({ params: { file }, request: new Request(`http://lumenguard.test${url}`), context: testContext(handle.db) } as never);
    return response.status;
  };
  const cardUrl = async (postId: string) => (await postSocialImage(handle.db, (await getPostById(handle.db, postId))!, logger))?.url;

  it("draws none for a draft: not at the address its title alone made, nor anywhere", async () => {
    const post = await createPost(handle.db, postInput({ title: "Our unannounced acquisition", category: "News" }), { editor });
    expect(await cardUrl(post.id)).toBeUndefined();
    expect(await handle.db.select().from(socialCards)).toEqual([]);
    const { eyebrow, title } = postCardText(post);
    const guessed = createHash("sha256").update(`${CARD_DESIGN_VERSION}\n${eyebrow}\n${title}`).digest("hex").slice(0, 24);
    expect(await fetchCard(`/social/cards/${guessed}.png`)).toBe(404);
  });

  it("serves a public post's card, and removes it when the post is unpublished, retitled or deleted", async () => {
    const post = await createPost(handle.db, postInput({ title: "Live now", published: true }), { editor });
    const first = (await cardUrl(post.id))!;
    expect(first).toMatch(/^\/social\/cards\/[0-9a-f]{24}\.png$/);
    expect(await fetchCard(first)).toBe(200);

    const retitled = await updatePost(handle.db, post.id, postInput({ title: "Live now, retitled", published: true }), { editor, expectedVersion: 1 });
    const second = (await cardUrl(post.id))!;
    expect(second).not.toBe(first);
    expect(await fetchCard(second)).toBe(200);
    expect(await fetchCard(first)).toBe(404);

    await updatePost(handle.db, post.id, postInput({ title: "Live now, retitled", published: false }), { editor, expectedVersion: retitled!.version });
    expect(await fetchCard(second)).toBe(404);
    expect(await handle.db.select().from(socialCards).where(eq(socialCards.postId, post.id))).toEqual([]);

    const other = await createPost(handle.db, postInput({ title: "Deleted later", published: true }), { editor });
    const its = (await cardUrl(other.id))!;
    expect(await fetchCard(its)).toBe(200);
    await deletePost(handle.db, other.id, editor);
    expect(await fetchCard(its)).toBe(404);
    expect(await handle.db.select().from(socialCards)).toEqual([]);
  });

  it("draws a scheduled post's card when it is saved, and serves it only from its publish time", async () => {
    const { token, csrfToken } = await createSession(handle.db, editor.adminId);
    const publishAt = new Date(Date.now() + 60 * 60_000);
    const saved = await blogAction({
      request: formPost(
        "/admin/blog",
        { intent: "create", csrf: csrfToken, title: "Coming next week", content: "Soon.", published: "on", publishAt: publishAt.toISOString() },
        { Cookie: `${SESSION_COOKIE}=${token}` },
      ),
      context: testContext(handle.db),
      params: {},
    } as never);
    expect((saved as Response).status).toBe(302);
    const [card] = await handle.db.select({ hash: socialCards.hash }).from(socialCards);
    expect(card).toBeDefined();
    expect(await fetchCard(`/social/cards/${card!.hash}.png`)).toBe(404);
    await handle.db.update(blogPosts).set({ publishedAt: new Date(Date.now() - 1000) });
    expect(await fetchCard(`/social/cards/${card!.hash}.png`)).toBe(200);
  });
});
