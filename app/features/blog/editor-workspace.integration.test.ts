// The editor's workspace against a real database: revisions, stale saves, scheduling, slug
// history and the autosave (preview links: preview-links.integration.test.ts).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/index.ts";
import { blogPostAutosaves, blogPostRevisions, blogPosts, blogPostSlugs } from "#db/schema.ts";
import { testDatabaseTargets } from "#db/test-databases.ts";
import { formPost, settle, testContext } from "#tests/support/app-context.ts";
import { postInput } from "#tests/support/post-input.ts";
import { createOrResetAdmin } from "#app/features/admin/admins.server.ts";
import { createSession, SESSION_COOKIE } from "#app/features/admin/session.server.ts";
import { action as blogAction } from "#app/routes/admin.blog.tsx";
import { action as autosaveAction } from "#app/routes/admin.blog.autosave.ts";
import { discardAutosave, getAutosave, listUnsavedNewPosts, newestNewPostAutosave, saveAutosave } from "./autosave.server.ts";
import { postFormDefaults, type PostFormValues } from "./post.schema.ts";
import {
  createPost,
  getPublishedPost,
  listPublishedBylines,
  listPublishedPosts,
  movedPostSlug,
  PostConflictError,
  updatePost,
} from "./posts.server.ts";
import { nextScheduledPublishAt } from "./publication.server.ts";
import { getRevision, listRevisions, type Editor } from "./revisions.server.ts";

const input = postInput;

const minutes = (n: number, from: Date) => new Date(from.getTime() + n * 60_000);

describe.each(testDatabaseTargets())("the editor's workspace on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let ada: Editor;
  let grace: Editor;
  beforeAll(async () => {
    handle = await open();
    const one = await createOrResetAdmin(handle.db, "ada@lumenguard.example", "a long and careful passphrase");
    const two = await createOrResetAdmin(handle.db, "grace@lumenguard.example", "another long passphrase");
    ada = { adminId: one.admin.id, email: one.admin.email };
    grace = { adminId: two.admin.id, email: two.admin.email };
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(blogPosts);
    await handle.db.delete(blogPostAutosaves);
  });

  describe("revisions", () => {
    it("keeps every save with its fields, who and when, lists the newest 20 and restores one as form values", async () => {
      const start = new Date("2026-01-05T09:00:00Z");
      const post = await createPost(handle.db, input({ title: "Draft one", content: "First words.", tags: "a, b" }), { editor: ada, now: start });
      for (let i = 2; i <= 22; i++) {
        await updatePost(handle.db, post.id, input({ title: `Draft ${i}`, content: `Words of save ${i}.`, excerpt: `e${i}` }), {
          editor: i % 2 ? ada : grace,
          now: minutes(i, start),
          expectedVersion: i - 1,
        });
      }
      const all = await handle.db.select().from(blogPostRevisions).where(eq(blogPostRevisions.postId, post.id));
      expect(all).toHaveLength(22);

      const listed = await listRevisions(handle.db, post.id);
      expect(listed).toHaveLength(20);
      expect(listed[0]).toMatchObject({ version: 22, title: "Draft 22", editorEmail: "grace@lumenguard.example", words: 4 });
      expect(listed[0]!.createdAt).toBe(minutes(22, start).toISOString());
      expect(listed.at(-1)).toMatchObject({ version: 3, editorEmail: "ada@lumenguard.example" });

      const first = all.find((revision) => revision.version === 1)!;
      const restored = await getRevision(handle.db, first.id);
      expect(restored?.values).toMatchObject({ title: "Draft one", content: "First words.", tags: "a, b", slug: "draft-one", published: false });
      expect(await getRevision(handle.db, "not-a-uuid")).toBeUndefined();
    });

    it("refuses a save based on an older version: nothing is written, the conflict names who saved", async () => {
      const post = await createPost(handle.db, input({ title: "Shared post", content: "Original" }), { editor: ada });
      await updatePost(handle.db, post.id, input({ title: "Shared post", content: "Grace's edit" }), { editor: grace, expectedVersion: 1 });
      const stale = await updatePost(handle.db, post.id, input({ title: "Shared post", content: "Ada's edit" }), {
        editor: ada,
        expectedVersion: 1,
      }).catch((error: unknown) => error);
      expect(stale).toBeInstanceOf(PostConflictError);
      expect((stale as PostConflictError).savedBy).toBe("grace@lumenguard.example");
      expect((stale as PostConflictError).currentVersion).toBe(2);
      const [row] = await handle.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
      expect(row).toMatchObject({ content: "Grace's edit", version: 2 });
      expect(await listRevisions(handle.db, post.id)).toHaveLength(2);
    });

    it("answers a stale save from the admin form with 409, the typed values and the conflict", async () => {
      const post = await createPost(handle.db, input({ title: "Form conflict" }), { editor: ada });
      await updatePost(handle.db, post.id, input({ title: "Form conflict", content: "newer" }), { editor: grace, expectedVersion: 1 });
      const { token, csrfToken } = await createSession(handle.db, ada.adminId);
      const result = (await settle(() =>
        blogAction({
          request: formPost(
            "/admin/blog",
            { intent: "update", id: post.id, version: "1", csrf: csrfToken, title: "Form conflict", content: "mine" },
            { Cookie: `${SESSION_COOKIE}=${token}` },
          ),
          context: testContext(handle.db),
          params: {},
        } as never),
      )) as { init: { status: number }; data: { message: string; values: PostFormValues; conflict: { savedBy: string; version: number } } };
      expect(result.init.status).toBe(409);
      expect(result.data.message).toMatch(/saved by someone else.*nothing was overwritten/);
      expect(result.data.values.content).toBe("mine");
      expect(result.data.conflict).toMatchObject({ savedBy: "grace@lumenguard.example", version: 2 });
    });
  });

  describe("scheduled publishing", () => {
    it("hides a post with a future publish time from every public query until that time, then shows it", async () => {
      const now = new Date("2026-03-01T12:00:00Z");
      const goLive = minutes(1, now);
      await createPost(handle.db, input({ title: "Out now", published: true }), { editor: ada, now: minutes(-60, now) });
      await createPost(
        handle.db,
        input({ title: "Coming soon", published: true, author: "Scheduled Author", publishAt: goLive.toISOString() }),
        { editor: ada, now },
      );
      expect((await listPublishedPosts(handle.db, {}, now)).map((post) => post.title)).toEqual(["Out now"]);
      expect(await getPublishedPost(handle.db, "coming-soon", now)).toBeUndefined();
      expect((await listPublishedBylines(handle.db, now)).map((byline) => byline.author)).not.toContain("Scheduled Author");
      expect(await nextScheduledPublishAt(handle.db, now)).toEqual(goLive);

      const later = minutes(2, now);
      expect((await listPublishedPosts(handle.db, {}, later)).map((post) => post.title)).toEqual(["Coming soon", "Out now"]);
      expect((await getPublishedPost(handle.db, "coming-soon", later))?.publishedAt).toEqual(goLive);
      expect(await nextScheduledPublishAt(handle.db, later)).toBeNull();
    });

    it("publishes a scheduled post at once when its time is cleared, and keeps an old date on a re-save", async () => {
      const now = new Date("2026-03-01T12:00:00Z");
      const post = await createPost(handle.db, input({ title: "Moved up", published: true, publishAt: minutes(600, now).toISOString() }), {
        editor: ada,
        now,
      });
      const published = await updatePost(handle.db, post.id, input({ title: "Moved up", published: true }), {
        editor: ada,
        now: minutes(5, now),
        expectedVersion: 1,
      });
      expect(published?.publishedAt).toEqual(minutes(5, now));
      const resaved = await updatePost(handle.db, post.id, input({ title: "Moved up", published: true, excerpt: "typo" }), {
        editor: ada,
        now: minutes(50, now),
        expectedVersion: 2,
      });
      expect(resaved?.publishedAt).toEqual(minutes(5, now));
    });
  });

  describe("slug history", () => {
    it("keeps every old address of a published post answering with the current one", async () => {
      const post = await createPost(handle.db, input({ title: "First name", published: true }), { editor: ada });
      await updatePost(handle.db, post.id, input({ title: "First name", slug: "second-name", published: true }), { editor: ada, expectedVersion: 1 });
      await updatePost(handle.db, post.id, input({ title: "First name", slug: "Third Name!", published: true }), { editor: ada, expectedVersion: 2 });
      expect(await movedPostSlug(handle.db, "first-name")).toBe("third-name");
      expect(await movedPostSlug(handle.db, "second-name")).toBe("third-name");
      expect(await movedPostSlug(handle.db, "third-name")).toBeUndefined();
      expect((await listPublishedPosts(handle.db)).map((p) => p.slug)).toEqual(["third-name"]);

      // Moving back to an old address makes it the post's own again, not a redirect to itself.
      await updatePost(handle.db, post.id, input({ title: "First name", slug: "first-name", published: true }), { editor: ada, expectedVersion: 3 });
      expect(await movedPostSlug(handle.db, "first-name")).toBeUndefined();
      expect(await movedPostSlug(handle.db, "third-name")).toBe("first-name");
    });

    it("keeps no history for a draft, hides a redirect to a post that is no longer public, and frees an old address for a new post", async () => {
      const draft = await createPost(handle.db, input({ title: "Draft name" }), { editor: ada });
      await updatePost(handle.db, draft.id, input({ title: "Draft name", slug: "draft-renamed" }), { editor: ada, expectedVersion: 1 });
      expect(await handle.db.select().from(blogPostSlugs)).toHaveLength(0);

      const live = await createPost(handle.db, input({ title: "Live name", published: true }), { editor: ada });
      await updatePost(handle.db, live.id, input({ title: "Live renamed", published: true }), { editor: ada, expectedVersion: 1 });
      expect(await movedPostSlug(handle.db, "live-name")).toBe("live-renamed");
      await updatePost(handle.db, live.id, input({ title: "Live renamed" }), { editor: ada, expectedVersion: 2 });
      expect(await movedPostSlug(handle.db, "live-name")).toBeUndefined();

      await createPost(handle.db, input({ title: "Live name", published: true }), { editor: grace });
      expect(await handle.db.select().from(blogPostSlugs).where(eq(blogPostSlugs.slug, "live-name"))).toHaveLength(0);
    });
  });

  describe("autosave", () => {
    const values = (overrides: Partial<PostFormValues>): PostFormValues => ({ ...postFormDefaults, ...overrides });

    it("keeps each editor's unsaved text apart from the post, and a save of the post ends it", async () => {
      const post = await createPost(handle.db, input({ title: "Autosaved" }), { editor: ada });
      await saveAutosave(handle.db, { adminId: ada.adminId, target: { postId: post.id }, values: values({ title: "Autosaved", content: "typing" }), baseVersion: 1 });
      await saveAutosave(handle.db, { adminId: ada.adminId, target: { postId: post.id }, values: values({ title: "Autosaved", content: "typing more" }), baseVersion: 1 });
      expect((await getAutosave(handle.db, ada.adminId, { postId: post.id }))?.values.content).toBe("typing more");
      expect(await getAutosave(handle.db, grace.adminId, { postId: post.id })).toBeUndefined();
      const [row] = await handle.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
      expect(row?.content).toBe("");

      await updatePost(handle.db, post.id, input({ title: "Autosaved", content: "typing more" }), { editor: ada, expectedVersion: 1 });
      expect(await getAutosave(handle.db, ada.adminId, { postId: post.id })).toBeUndefined();
    });

    it("keeps a new post's text by its form's key until the post is created, or discarded", async () => {
      const key = "6f1c1b1e-8d8e-4f55-9f43-2a1f4a7b8c01";
      await saveAutosave(handle.db, { adminId: ada.adminId, target: { newPostKey: key }, values: values({ title: "Not created yet" }), baseVersion: null });
      expect((await newestNewPostAutosave(handle.db, ada.adminId))?.newPostKey).toBe(key);
      await createPost(handle.db, input({ title: "Not created yet" }), { editor: ada, newPostKey: key });
      expect(await newestNewPostAutosave(handle.db, ada.adminId)).toBeUndefined();

      await saveAutosave(handle.db, { adminId: ada.adminId, target: { newPostKey: key }, values: values({ title: "Again" }), baseVersion: null });
      await discardAutosave(handle.db, ada.adminId, { newPostKey: key });
      expect(await handle.db.select().from(blogPostAutosaves)).toHaveLength(0);
    });

    it("never offers or lists a new post's autosave that arrived after the post was created from it; a second Create from that form is a post of its own", async () => {
      const key = crypto.randomUUID();
      const created = await createPost(handle.db, input({ title: "Created at once" }), { editor: ada, newPostKey: key });
      // The autosave that was on its way when Create was pressed.
      await saveAutosave(handle.db, { adminId: ada.adminId, target: { newPostKey: key }, values: values({ title: "Created at once", content: "late" }), baseVersion: null });
      expect(await getAutosave(handle.db, ada.adminId, { newPostKey: key })).toBeUndefined();
      expect(await newestNewPostAutosave(handle.db, ada.adminId)).toBeUndefined();
      expect(await listUnsavedNewPosts(handle.db, ada.adminId)).toEqual([]);

      const again = await createPost(handle.db, input({ title: "From another tab of that form" }), { editor: ada, newPostKey: key });
      expect(again.id).not.toBe(created.id);
      expect(again.newPostKey).toBeNull();
      expect(created.newPostKey).toBe(key);

      // Two Creates from one form at the same moment: two posts, the key with one of them.
      const racing = crypto.randomUUID();
      const both = await Promise.all(
        ["First of the pair", "Second of the pair"].map((title) => createPost(handle.db, input({ title }), { editor: ada, newPostKey: racing })),
      );
      expect(both.map((post) => post.title).sort()).toEqual(["First of the pair", "Second of the pair"]);
      expect(both.filter((post) => post.newPostKey === racing)).toHaveLength(1);
    });

    it("tells new posts apart by their keys: each reopens its own text, and New Post offers the newest", async () => {
      const [first, second] = [crypto.randomUUID(), crypto.randomUUID()];
      const earlier = new Date(Date.now() - 60_000);
      await saveAutosave(handle.db, { adminId: ada.adminId, target: { newPostKey: first }, values: values({ title: "First tab" }), baseVersion: null, now: earlier });
      await saveAutosave(handle.db, { adminId: ada.adminId, target: { newPostKey: second }, values: values({ title: "Second tab" }), baseVersion: null });
      expect((await getAutosave(handle.db, ada.adminId, { newPostKey: first }))?.values.title).toBe("First tab");
      expect((await getAutosave(handle.db, ada.adminId, { newPostKey: second }))?.values.title).toBe("Second tab");
      expect((await newestNewPostAutosave(handle.db, ada.adminId))?.newPostKey).toBe(second);
      expect(await getAutosave(handle.db, grace.adminId, { newPostKey: first })).toBeUndefined();
    });

    it("lists an editor's unsaved new posts, newest first: not a saved post's, another editor's, a created or an abandoned one", async () => {
      const now = new Date();
      const days = (n: number) => new Date(now.getTime() - n * 24 * 60 * 60_000);
      const [older, newer, created, abandoned] = Array.from({ length: 4 }, () => crypto.randomUUID());
      const post = await createPost(handle.db, input({ title: "Saved already" }), { editor: ada });
      const autosave = (adminId: string, target: { postId: string } | { newPostKey: string }, title: string, at: Date, content = "") =>
        saveAutosave(handle.db, { adminId, target, values: values({ title, content }), baseVersion: "postId" in target ? 1 : null, now: at });
      await autosave(ada.adminId, { newPostKey: abandoned! }, "Left for a month", days(31));
      await autosave(ada.adminId, { newPostKey: older! }, "  Started on Monday  ", days(3));
      await autosave(ada.adminId, { newPostKey: newer! }, "", days(1), `An untitled start,\n\nits opening ${"words ".repeat(40)}`);
      await autosave(ada.adminId, { newPostKey: created! }, "Created since", days(2));
      await autosave(ada.adminId, { postId: post.id }, "Saved already, edited", days(1));
      await autosave(grace.adminId, { newPostKey: crypto.randomUUID() }, "Grace's own", days(1));
      await createPost(handle.db, input({ title: "Created since" }), { editor: ada, newPostKey: created });

      expect(await listUnsavedNewPosts(handle.db, ada.adminId, now)).toEqual([
        { newPostKey: newer, title: "", opening: `An untitled start, its opening ${"words ".repeat(40)}`.slice(0, 119).trim(), savedAt: days(1).toISOString() },
        { newPostKey: older, title: "Started on Monday", opening: "", savedAt: days(3).toISOString() },
      ]);
      expect((await listUnsavedNewPosts(handle.db, grace.adminId, now)).map((draft) => draft.title)).toEqual(["Grace's own"]);
    });

    it("answers the endpoint with the time saved, says when the post was saved by someone else, and 404 for a deleted post", async () => {
      const post = await createPost(handle.db, input({ title: "Endpoint" }), { editor: ada });
      const { token, csrfToken } = await createSession(handle.db, ada.adminId);
      const send = (fields: Record<string, string>) =>
        autosaveAction({
          request: formPost("/admin/blog/autosave", { csrf: csrfToken, ...fields }, { Cookie: `${SESSION_COOKIE}=${token}` }),
          context: testContext(handle.db),
          params: {},
        } as never);
      const saved = await send({ id: post.id, version: "1", title: "Endpoint", content: "draft text" });
      expect(saved.status).toBe(200);
      expect(await saved.json()).toEqual({ savedAt: expect.any(String) });

      await updatePost(handle.db, post.id, input({ title: "Endpoint", content: "grace" }), { editor: grace, expectedVersion: 1 });
      const warned = await send({ id: post.id, version: "1", title: "Endpoint", content: "more draft text" });
      expect(await warned.json()).toMatchObject({ newer: { version: 2, savedBy: "grace@lumenguard.example" } });

      const tooLong = await send({ id: post.id, version: "1", title: "x".repeat(201) });
      expect(tooLong.status).toBe(422);
      expect(await send({ title: "no target" }).then((r) => r.status)).toBe(400);

      await handle.db.delete(blogPosts).where(eq(blogPosts.id, post.id));
      const gone = await send({ id: post.id, version: "2", title: "Endpoint" });
      expect(gone.status).toBe(404);
    });
  });
});
