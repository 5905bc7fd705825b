// Preview links against a real database: made, listed with their maker and end, revoked one by one
// (audited), and stopped when their post goes public or is deleted or their maker is deactivated.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/index.ts";
import { admins, auditLog, blogPosts, previewLinks } from "#db/schema.ts";
import { testDatabaseTargets } from "#db/test-databases.ts";
import { formPost, settle, testContext } from "#tests/support/app-context.ts";
import { postInput } from "#tests/support/post-input.ts";
import { createOrResetAdmin } from "#app/features/admin/admins.server.ts";
import { createSession, SESSION_COOKIE } from "#app/features/admin/session.server.ts";
import { setStaffActive } from "#app/features/admin/staff.server.ts";
import { action as previewLinkAction } from "#app/routes/admin.blog.preview-link.ts";
import { loader as previewLoader } from "#app/routes/blog.preview.tsx";
import { createPost, deletePost, updatePost } from "./posts.server.ts";
import { createPreviewLink, listPreviewLinks, readPreviewToken, revokePreviewLink } from "./preview-link.server.ts";
import type { Editor } from "./revisions.server.ts";

const minutes = (n: number, from: Date) => new Date(from.getTime() + n * 60_000);
const WEEK = 7 * 24 * 60;
const tokenOf = (path: string) => path.split("/").pop()!;

describe.each(testDatabaseTargets())("preview links on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let ada: Editor;
  let grace: Editor;
  let boss: Editor;
  beforeAll(async () => {
    handle = await open();
    const account = async (email: string, role: "admin" | "editor") => {
      const { admin } = await createOrResetAdmin(handle.db, email, "a long and careful passphrase");
      await handle.db.update(admins).set({ role }).where(eq(admins.id, admin.id));
      return { adminId: admin.id, email };
    };
    ada = await account("ada@lumenguard.example", "editor");
    grace = await account("grace@lumenguard.example", "editor");
    boss = await account("boss@lumenguard.example", "admin");
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(blogPosts);
    await handle.db.update(admins).set({ deactivatedAt: null });
  });

  const draft = (title: string) => createPost(handle.db, postInput({ title }), { editor: ada });

  it("grants the post until it expires; the list names its maker and end; an altered or unknown token grants nothing", async () => {
    const post = await draft("Preview me");
    const now = new Date();
    const { path, link } = await createPreviewLink(handle.db, { postId: post.id, actor: ada, expiresAt: minutes(WEEK, now) });
    expect(path).toMatch(/^\/blog\/preview\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(path);
    expect(await readPreviewToken(handle.db, token, now)).toMatchObject({ ok: true, postId: post.id });
    expect(await readPreviewToken(handle.db, token, minutes(WEEK + 1, now))).toEqual({ ok: false, reason: "expired" });
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await readPreviewToken(handle.db, altered, now)).toEqual({ ok: false, reason: "invalid" });
    expect(await readPreviewToken(handle.db, "../../etc/passwd", now)).toEqual({ ok: false, reason: "invalid" });

    expect(await listPreviewLinks(handle.db, post.id, now)).toEqual([
      { id: link.id, createdByEmail: ada.email, createdAt: expect.any(String), expiresAt: minutes(WEEK, now).toISOString(), makerActive: true },
    ]);
    // Only the token's hash is kept.
    const [row] = await handle.db.select().from(previewLinks);
    expect(JSON.stringify(row)).not.toContain(token);
    // An expired link leaves the list.
    expect(await listPreviewLinks(handle.db, post.id, minutes(WEEK + 1, now))).toEqual([]);
  });

  it("revokes one link, leaving the others, and audits each link made and revoked", async () => {
    const post = await draft("Two reviewers");
    const expiresAt = minutes(WEEK, new Date());
    const first = await createPreviewLink(handle.db, { postId: post.id, actor: ada, expiresAt });
    const second = await createPreviewLink(handle.db, { postId: post.id, actor: grace, expiresAt });
    expect(await revokePreviewLink(handle.db, grace, { postId: post.id, linkId: first.link.id })).toBe(true);
    expect(await revokePreviewLink(handle.db, grace, { postId: post.id, linkId: first.link.id })).toBe(false);
    expect(await readPreviewToken(handle.db, tokenOf(first.path))).toEqual({ ok: false, reason: "invalid" });
    expect(await readPreviewToken(handle.db, tokenOf(second.path))).toMatchObject({ ok: true });
    expect((await listPreviewLinks(handle.db, post.id)).map((link) => link.createdByEmail)).toEqual([grace.email]);

    const entries = await handle.db.select().from(auditLog).where(eq(auditLog.subjectId, first.link.id));
    expect(entries.map((entry) => [entry.action, entry.actorEmail])).toEqual(
      expect.arrayContaining([
        ["preview_link.created", ada.email],
        ["preview_link.revoked", grace.email],
      ]),
    );
    expect(entries.find((entry) => entry.action === "preview_link.created")?.details).toEqual({ postId: post.id, expiresAt: expiresAt.toISOString() });
  });

  it("stops a post's links for good when it is published, also once unpublished again; a scheduled post's link works until its time", async () => {
    const post = await draft("Going live");
    const now = new Date();
    const link = await createPreviewLink(handle.db, { postId: post.id, actor: ada, expiresAt: minutes(WEEK, now) });
    // Scheduled for an hour from now: still not public, the link works; past the time, it does not.
    const scheduled = await updatePost(handle.db, post.id, postInput({ title: "Going live", published: true, publishAt: minutes(60, now).toISOString() }), {
      editor: ada,
      expectedVersion: 1,
      now,
    });
    expect(await readPreviewToken(handle.db, tokenOf(link.path), now)).toMatchObject({ ok: true });
    expect(await readPreviewToken(handle.db, tokenOf(link.path), minutes(61, now))).toEqual({ ok: false, reason: "invalid" });

    const published = await updatePost(handle.db, post.id, postInput({ title: "Going live", published: true }), { editor: ada, expectedVersion: scheduled!.version, now });
    const [entry] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, post.id), eq(auditLog.action, "post.updated")));
    expect(entry?.details).toMatchObject({ status: "published", previewLinksEnded: 1 });
    await updatePost(handle.db, post.id, postInput({ title: "Going live", published: false }), { editor: ada, expectedVersion: published!.version, now });
    expect(await readPreviewToken(handle.db, tokenOf(link.path), now)).toEqual({ ok: false, reason: "invalid" });
    expect(await listPreviewLinks(handle.db, post.id, now)).toEqual([]);
  });

  it("stops a link when its post is deleted, and when its maker is deactivated (not coming back on reactivation)", async () => {
    const doomed = await draft("Deleted soon");
    const expiresAt = minutes(WEEK, new Date());
    const ofDeleted = await createPreviewLink(handle.db, { postId: doomed.id, actor: ada, expiresAt });
    await deletePost(handle.db, doomed.id, ada);
    expect(await readPreviewToken(handle.db, tokenOf(ofDeleted.path))).toEqual({ ok: false, reason: "invalid" });
    expect(await handle.db.select().from(previewLinks).where(eq(previewLinks.postId, doomed.id))).toEqual([]);

    const post = await draft("Reviewed by Ada and Grace");
    const adas = await createPreviewLink(handle.db, { postId: post.id, actor: ada, expiresAt });
    const graces = await createPreviewLink(handle.db, { postId: post.id, actor: grace, expiresAt });
    expect(await setStaffActive(handle.db, boss, ada.adminId, false)).toEqual({ ok: true });
    expect(await readPreviewToken(handle.db, tokenOf(adas.path))).toEqual({ ok: false, reason: "invalid" });
    expect(await readPreviewToken(handle.db, tokenOf(graces.path))).toMatchObject({ ok: true });
    const [deactivation] = await handle.db.select().from(auditLog).where(and(eq(auditLog.subjectId, ada.adminId), eq(auditLog.action, "staff.deactivated")));
    expect(deactivation?.details).toMatchObject({ previewLinksEnded: 1 });
    await setStaffActive(handle.db, boss, ada.adminId, true);
    expect(await readPreviewToken(handle.db, tokenOf(adas.path))).toEqual({ ok: false, reason: "invalid" });

    // An account deactivated some other way (in the database) stops its links just as well, and the list says why.
    await handle.db.update(admins).set({ deactivatedAt: new Date() }).where(eq(admins.id, grace.adminId));
    expect(await readPreviewToken(handle.db, tokenOf(graces.path))).toEqual({ ok: false, reason: "invalid" });
    expect(await listPreviewLinks(handle.db, post.id)).toEqual([expect.objectContaining({ createdByEmail: grace.email, makerActive: false })]);
  });

  describe("through the admin's endpoint and the preview page", () => {
    async function send(editor: Editor, fields: Record<string, string>) {
      const { token, csrfToken } = await createSession(handle.db, editor.adminId);
      const response = await previewLinkAction({
        request: formPost("/admin/blog/preview-link", { csrf: csrfToken, ...fields }, { Cookie: `${SESSION_COOKIE}=${token}` }),
        context: testContext(handle.db),
        params: {},
      } as never);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }
    const preview = (token: string) =>
      settle(() => previewLoader({ request: new Request(`http://lumenguard.test/blog/preview/${token}`), context: testContext(handle.db), params: { token } } as never));

    it("makes a link (its address once), revokes it, and the preview page answers 404 after; a public post gets none", async () => {
      const post = await draft("Endpoint preview");
      const made = await send(ada, { intent: "create", id: post.id });
      expect(made.status).toBe(200);
      expect(made.body).toMatchObject({ url: expect.stringMatching(/^http:\/\/lumenguard\.test\/blog\/preview\/[A-Za-z0-9_-]{43}$/), link: { createdByEmail: ada.email, makerActive: true } });
      const token = tokenOf(made.body.url as string);
      const shown = (await preview(token)) as { data: { post: { title: string } } };
      expect(shown.data.post.title).toBe("Endpoint preview");

      const linkId = (made.body.link as { id: string }).id;
      expect(await send(grace, { intent: "revoke", id: post.id, link: linkId })).toEqual({ status: 200, body: { revoked: linkId } });
      expect((await send(grace, { intent: "revoke", id: post.id, link: linkId })).status).toBe(404);
      expect(((await preview(token)) as { init: { status: number } }).init.status).toBe(404);

      expect((await send(ada, { intent: "whatever", id: post.id })).status).toBe(400);
      const live = await createPost(handle.db, postInput({ title: "Already live", published: true }), { editor: ada });
      expect(await send(ada, { intent: "create", id: live.id })).toEqual({ status: 409, body: { message: "This post is public: share its address instead." } });
      expect(await handle.db.select().from(previewLinks).where(eq(previewLinks.postId, live.id))).toEqual([]);
    });
  });
});
