import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/index.ts";
import { blogPosts } from "#db/schema.ts";
import { testDatabaseTargets } from "#db/test-databases.ts";
import { formPost, settle, testContext } from "#tests/support/app-context.ts";
import { postInput } from "#tests/support/post-input.ts";
import { createOrResetAdmin } from "#app/features/admin/admins.server.ts";
import { createSession, SESSION_COOKIE } from "#app/features/admin/session.server.ts";
import { action as blogAction } from "#app/routes/admin.blog.tsx";
import type { PostFormValues } from "./post.schema.ts";
import {
  createPost,
  deletePost,
  getPublishedPost,
  listAdminPosts,
  listPublishedPosts,
  PostSaveError,
  updatePost,
} from "./posts.server.ts";
import type { Editor } from "./revisions.server.ts";
import { seedBlogPosts } from "./seed.server.ts";
import { seedPosts } from "./seed-posts.server.ts";
import { brand } from "#app/config/site.ts";

const input = postInput;

describe.each(testDatabaseTargets())("blog posts on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let editor: Editor;
  /** Save options: the editor, and a clock. */
  const at = (now = new Date()) => ({ editor, now });
  beforeAll(async () => {
    handle = await open();
    const { admin } = await createOrResetAdmin(handle.db, "writer@lumenguard.example", "a long and careful passphrase");
    editor = { adminId: admin.id, email: admin.email };
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(blogPosts);
  });

  it("derives the slug from the title and stamps published_at only when published", async () => {
    const now = new Date("2025-10-01T12:00:00Z");
    const draft = await createPost(handle.db, input({ title: "Draft: Guardrails 101" }), at(now));
    expect(draft.slug).toBe("draft-guardrails-101");
    expect(draft.publishedAt).toBeNull();
    const live = await createPost(handle.db, input({ title: "Live post", published: true }), at(now));
    expect(live.publishedAt).toEqual(now);
  });

  it("shows the public only published posts, newest first", async () => {
    await createPost(handle.db, input({ title: "Older", published: true }), at(new Date("2025-01-01T00:00:00Z")));
    await createPost(handle.db, input({ title: "Newer", published: true }), at(new Date("2025-06-01T00:00:00Z")));
    await createPost(handle.db, input({ title: "Secret draft" }), at(new Date("2025-09-01T00:00:00Z")));
    expect((await listPublishedPosts(handle.db)).map((p) => p.title)).toEqual(["Newer", "Older"]);
    expect(await getPublishedPost(handle.db, "secret-draft")).toBeUndefined();
    expect((await getPublishedPost(handle.db, "newer"))?.title).toBe("Newer");
    expect((await listAdminPosts(handle.db, { request: { from: "start" }, size: 50 })).rows.map((p) => p.title)).toEqual(["Secret draft", "Newer", "Older"]);
  });

  it("publishing stamps the date, re-saving keeps it, unpublishing clears it", async () => {
    const post = await createPost(handle.db, input({ title: "Toggle me" }), at(new Date("2025-03-01T00:00:00Z")));
    const published = await updatePost(handle.db, post.id, input({ title: "Toggle me", published: true }), {
      ...at(new Date("2025-03-02T00:00:00Z")),
      expectedVersion: 1,
    });
    expect(published?.publishedAt).toEqual(new Date("2025-03-02T00:00:00Z"));
    const edited = await updatePost(handle.db, post.id, input({ title: "Toggle me", published: true, excerpt: "typo fixed" }), {
      ...at(new Date("2025-03-09T00:00:00Z")),
      expectedVersion: 2,
    });
    expect(edited?.publishedAt).toEqual(new Date("2025-03-02T00:00:00Z"));
    const hidden = await updatePost(handle.db, post.id, input({ title: "Toggle me" }), { ...at(), expectedVersion: 3 });
    expect(hidden?.publishedAt).toBeNull();
    expect(await getPublishedPost(handle.db, "toggle-me")).toBeUndefined();
  });

  it("turns a slug collision into a field error, on create and on update", async () => {
    await createPost(handle.db, input({ title: "Same Title" }), at());
    await expect(createPost(handle.db, input({ title: "same   title!" }), at())).rejects.toThrow(PostSaveError);
    const other = await createPost(handle.db, input({ title: "Other" }), at());
    const error = await updatePost(handle.db, other.id, input({ title: "Same title" }), { ...at(), expectedVersion: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PostSaveError);
    expect((error as PostSaveError).message).toBe(
      "Another post already uses the address /blog/same-title. Please choose a different title.",
    );
  });

  it("refuses titles without letters and titles whose address a fixed page owns", async () => {
    await expect(createPost(handle.db, input({ title: "!!!" }), at())).rejects.toThrow(/letters or digits/);
    await expect(createPost(handle.db, input({ title: `${brand.name} Gartner Cool Vendor 2025` }), at())).rejects.toThrow(/belongs to another page/);
  });

  it("answers the admin form with 409 and the typed values on a collision, never a crash", async () => {
    const { token, csrfToken } = await createSession(handle.db, editor.adminId);
    await createPost(handle.db, input({ title: "Taken" }), at());
    const result = (await settle(() =>
      blogAction({
        request: formPost(
          "/admin/blog",
          { intent: "create", csrf: csrfToken, title: "Taken", excerpt: "kept", tags: "a, b" },
          { Cookie: `${SESSION_COOKIE}=${token}` },
        ),
        context: testContext(handle.db),
        params: {},
      } as never),
    )) as { init: { status: number }; data: { errors: { title: string }; values: PostFormValues } };
    expect(result.init.status).toBe(409);
    expect(result.data.errors.title).toMatch(/already uses the address \/blog\/taken/);
    expect(result.data.values).toMatchObject({ title: "Taken", excerpt: "kept", tags: "a, b" });
  });

  it("deletes by id and reports a missing one", async () => {
    const post = await createPost(handle.db, input({ title: "Short-lived" }), at());
    expect(await deletePost(handle.db, post.id, editor)).toBe(true);
    expect(await deletePost(handle.db, post.id, editor)).toBe(false);
    expect(await deletePost(handle.db, "not-a-uuid", editor)).toBe(false);
  });

  it("seeds the first articles into an empty blog only", async () => {
    expect(await seedBlogPosts(handle.db)).toBe(seedPosts.length);
    expect(await seedBlogPosts(handle.db)).toBe(0);
    const posts = await listPublishedPosts(handle.db);
    expect(posts).toHaveLength(seedPosts.length);
    expect(new Set(posts.map((p) => p.category))).toEqual(new Set(["Gen AI", "Security", "Research", "Implementation"]));
  });
});
