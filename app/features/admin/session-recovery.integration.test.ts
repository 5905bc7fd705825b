// An editor whose session ends keeps the post (issue 16, item 10): the save is answered with a 401
// the page can show in place instead of a thrown error page, the keep-alive refreshes a live
// session and reports an ended one, and signing in again gives a CSRF token the save accepts.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/index.ts";
import { adminSessions, blogPosts } from "#db/schema.ts";
import { testDatabaseTargets } from "#db/test-databases.ts";
import { formPost, testContext, TEST_SITE } from "#tests/support/app-context.ts";
import { action as blogAction } from "#app/routes/admin.blog.tsx";
import { action as loginAction } from "#app/routes/admin.login.tsx";
import { loader as sessionLoader } from "#app/routes/admin.session.ts";
import { createOrResetAdmin } from "./admins.server.ts";
import { createSession, hashToken, SESSION_COOKIE, SESSION_IDLE_MS } from "./session.server.ts";
import { SIGN_IN_IN_PLACE_FIELD } from "./sign-in-in-place.ts";

const EMAIL = "editor@lumenguard.example";
const PASSWORD = "a long and careful passphrase";
const MINUTE = 60_000;
const withCookie = (token: string) => ({ Cookie: `${SESSION_COOKIE}=${token}` });
type DataResult = { data: Record<string, unknown>; init: { status?: number; headers?: Record<string, string> } | null };

describe.each(testDatabaseTargets())("session recovery on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let adminId: string;
  beforeAll(async () => {
    handle = await open();
    adminId = (await createOrResetAdmin(handle.db, EMAIL, PASSWORD)).admin.id;
  });
  afterAll(() => handle.close());

  const save = (fields: Record<string, string>, headers: Record<string, string>) =>
    blogAction({ request: formPost("/admin/blog?new", { intent: "create", ...fields }, headers), context: testContext(handle.db), params: {} } as never);
  const keepAlive = (headers: Record<string, string>) =>
    sessionLoader({ request: new Request(`${TEST_SITE}/admin/session`, { headers }), context: testContext(handle.db), params: {} } as never);
  const lastSeen = async (token: string) =>
    (await handle.db.select().from(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token))))[0]?.lastSeenAt;

  it("a save after the session ended is answered with a 401 the editor can show, not thrown, and stores nothing", async () => {
    const { token, csrfToken } = await createSession(handle.db, adminId);
    await handle.db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
    const fields = { title: "Typed while away", content: "Long text", csrf: csrfToken, [SIGN_IN_IN_PLACE_FIELD]: "1" };
    const result = (await save(fields, withCookie(token))) as unknown as DataResult;
    expect(result.init?.status).toBe(401);
    expect(result.data).toEqual({ sessionEnded: true, intent: "create", message: "Your session has ended. Please sign in again." });
    expect(new Headers(result.init?.headers).get("Set-Cookie")).toMatch(/Max-Age=0/);
    expect(await handle.db.select().from(blogPosts).where(eq(blogPosts.title, "Typed while away"))).toEqual([]);
  });

  it("a post from a page that cannot sign in in place (no script) still gets the thrown 401 and the error page", async () => {
    const thrown = await save({ title: "No script", csrf: "x" }, {}).then(
      () => null,
      (error: DataResult) => error,
    );
    expect(thrown?.init?.status).toBe(401);
    expect(thrown?.data).toMatchObject({ sessionEnded: true });
  });

  it("the keep-alive refreshes a live session's idle clock and reports an ended one", async () => {
    const start = new Date(Date.now() - 25 * MINUTE);
    const { token } = await createSession(handle.db, adminId, undefined, start);
    const live = (await keepAlive(withCookie(token))) as Response;
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ signedIn: true, idleMs: SESSION_IDLE_MS });
    expect(live.headers.get("Cache-Control")).toContain("no-store");
    expect((await lastSeen(token))!.getTime()).toBeGreaterThan(Date.now() - MINUTE);

    const idle = await createSession(handle.db, adminId, undefined, new Date(Date.now() - SESSION_IDLE_MS - MINUTE));
    const ended = (await keepAlive(withCookie(idle.token))) as Response;
    expect(ended.status).toBe(401);
    expect(await ended.json()).toEqual({ signedIn: false });
    expect(ended.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
    expect(((await keepAlive({})) as Response).status).toBe(401);
  });

  it("signing in again returns to the editor with a new CSRF token that the save accepts; the old one is refused", async () => {
    const old = await createSession(handle.db, adminId);
    await handle.db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(old.token)));
    const signIn = (await loginAction({
      request: formPost("/admin/login", { email: EMAIL, password: PASSWORD, next: "/admin/blog?new" }, withCookie(old.token)),
      context: testContext(handle.db),
      params: {},
    } as never)) as Response;
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("Location")).toBe("/admin/blog?new");
    const token = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(signIn.headers.get("Set-Cookie") ?? "")![1]!;
    const [session] = await handle.db.select().from(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
    expect(session!.csrfToken).not.toBe(old.csrfToken);

    const stale = await save({ title: "Saved after sign-in", csrf: old.csrfToken }, withCookie(token)).catch((thrown: DataResult) => thrown);
    expect((stale as DataResult).init?.status).toBe(403);
    const saved = (await save({ title: "Saved after sign-in", csrf: session!.csrfToken }, withCookie(token))) as Response;
    expect(saved.status).toBe(302);
    expect(await handle.db.select().from(blogPosts).where(eq(blogPosts.title, "Saved after sign-in"))).toHaveLength(1);
  });
});
