import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/index.ts";
import { adminSessions, rateLimits } from "#db/schema.ts";
import { testDatabaseTargets } from "#db/test-databases.ts";
import { formPost, settle, testContext, TEST_SITE } from "#tests/support/app-context.ts";
import { action as blogAction } from "#app/routes/admin.blog.tsx";
import { action as loginAction, loader as loginLoader } from "#app/routes/admin.login.tsx";
import { action as logoutAction } from "#app/routes/admin.logout.ts";
import { createOrResetAdmin, ensureFirstAdmin } from "./admins.server.ts";
import { requireAdmin, requireAdminWrite } from "./guard.server.ts";
import { LOGIN_LIMITS } from "./login.server.ts";
import {
  createSession,
  getSession,
  hashToken,
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE,
  SESSION_IDLE_MS,
} from "./session.server.ts";

const EMAIL = "ops@lumenguard.example";
const PASSWORD = "a long and careful passphrase";
const MINUTE = 60_000;

type Thrown = { status?: number; headers?: Headers; init?: { status?: number; headers?: HeadersInit }; data?: unknown };
/** The status of a Response, or of react-router's data() result. */
const statusOf = (value: unknown) => {
  const v = value as Thrown;
  return v instanceof Response ? v.status : (v?.init?.status ?? 200);
};
const cookieFrom = (response: Response) => response.headers.get("Set-Cookie") ?? "";
const tokenFrom = (setCookie: string) => new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(setCookie)?.[1] ?? "";
const withCookie = (token: string) => ({ Cookie: `${SESSION_COOKIE}=${token}` });

describe.each(testDatabaseTargets())("admin access on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let adminId: string;
  beforeAll(async () => {
    handle = await open();
    adminId = (await createOrResetAdmin(handle.db, EMAIL, PASSWORD)).admin.id;
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(rateLimits);
  });

  const login = (fields: Record<string, string>, headers: Record<string, string> = {}, clientIp?: string) =>
    settle(() =>
      loginAction({
        request: formPost("/admin/login", fields, headers),
        context: testContext(handle.db, clientIp ? { clientIp } : {}),
        params: {},
      } as never),
    );

  describe("first admin", () => {
    it("comes from the environment only while there is no admin", async () => {
      expect(await ensureFirstAdmin(handle.db, { ADMIN_EMAIL: "other@lumenguard.example", ADMIN_PASSWORD: PASSWORD })).toBe("exists");
    });

    it("stores an argon2id hash, never the password", async () => {
      const { admin } = await createOrResetAdmin(handle.db, "hash-check@lumenguard.example", PASSWORD);
      expect(admin.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(admin.passwordHash).not.toContain(PASSWORD);
    });
  });

  describe("sign-in", () => {
    it("refuses a wrong password and an unknown e-mail with the same generic error", async () => {
      const wrong = await login({ email: EMAIL, password: "not the password" });
      const unknown = await login({ email: "nobody@lumenguard.example", password: PASSWORD });
      for (const result of [wrong, unknown]) {
        expect(statusOf(result)).toBe(401);
        expect((result as Thrown).data).toEqual({ error: "Invalid email or password." });
      }
    });

    it("issues an HttpOnly, SameSite=Lax cookie scoped to /admin, Secure over HTTPS", async () => {
      const response = (await login({ email: EMAIL.toUpperCase(), password: PASSWORD, next: "/admin/leads" })) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/admin/leads");
      const cookie = cookieFrom(response);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\/admin/);
      expect(cookie).not.toMatch(/Secure/);

      const secure = (await settle(() =>
        loginAction({
          request: formPost("/admin/login", { email: EMAIL, password: PASSWORD }),
          context: testContext(handle.db, { secure: true }),
          params: {},
        } as never),
      )) as Response;
      expect(cookieFrom(secure)).toMatch(/; Secure/);
    });

    it("stores only the token's hash", async () => {
      const token = tokenFrom(cookieFrom((await login({ email: EMAIL, password: PASSWORD })) as Response));
      const rows = await handle.db.select().from(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(await handle.db.select().from(adminSessions))).not.toContain(token);
    });

    it("rotates the session: the token presented at sign-in stops working", async () => {
      const first = tokenFrom(cookieFrom((await login({ email: EMAIL, password: PASSWORD })) as Response));
      const second = tokenFrom(cookieFrom((await login({ email: EMAIL, password: PASSWORD }, withCookie(first))) as Response));
      expect(second).not.toBe(first);
      expect(await getSession(handle.db, first)).toBeNull();
      expect(await getSession(handle.db, second)).not.toBeNull();
    });

    it("refuses a cross-site sign-in post", async () => {
      expect(statusOf(await login({ email: EMAIL, password: PASSWORD }, { Origin: "https://evil.example" }))).toBe(403);
    });

    it("sends a signed-in admin past the sign-in page", async () => {
      const { token } = await createSession(handle.db, adminId);
      const result = await settle(() =>
        loginLoader({
          request: new Request(`${TEST_SITE}/admin/login?next=/admin/leads`, { headers: withCookie(token) }),
          context: testContext(handle.db),
          params: {},
        } as never),
      );
      expect((result as Response).headers.get("Location")).toBe("/admin/leads");
    });
  });

  describe("rate limits", () => {
    const statusFrom = async (ip: string, password: string) => statusOf(await login({ email: EMAIL, password }, {}, ip));

    it("nobody else can lock the owner out: failures from two addresses do not refuse a third", async () => {
      // The reported lockout: four wrong passwords from one address, one from another...
      for (let i = 0; i < 4; i++) expect(await statusFrom("198.51.100.1", `wrong ${i}`)).toBe(401);
      expect(await statusFrom("198.51.100.2", "wrong")).toBe(401);
      // ...and the right password from a third address still signs in.
      expect(await statusFrom("198.51.100.3", PASSWORD)).toBe(302);
    });

    it(`refuses one address after ${LOGIN_LIMITS.failuresPerAccountAndIp} failures against an account, even the right password; others sign in`, async () => {
      for (let i = 0; i < LOGIN_LIMITS.failuresPerAccountAndIp; i++) expect(await statusFrom("198.51.100.10", `wrong ${i}`)).toBe(401);
      const locked = await login({ email: EMAIL, password: PASSWORD }, {}, "198.51.100.10");
      expect(statusOf(locked)).toBe(429);
      expect((locked as Thrown).data).toEqual({ error: expect.stringMatching(/^Too many sign-in attempts/) });
      const retryAfter = Number(new Headers((locked as Thrown).init?.headers).get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.windowSeconds);
      expect(await statusFrom("198.51.100.11", PASSWORD)).toBe(302);
    });

    it(`limits one address to ${LOGIN_LIMITS.failuresPerIp} failures across accounts`, async () => {
      for (let i = 0; i < LOGIN_LIMITS.failuresPerIp; i++) {
        await login({ email: `spray${i}@lumenguard.example`, password: "guess" }, {}, "192.0.2.50");
      }
      expect(statusOf(await login({ email: EMAIL, password: PASSWORD }, {}, "192.0.2.50"))).toBe(429);
      expect(statusOf(await login({ email: EMAIL, password: PASSWORD }, {}, "192.0.2.51"))).toBe(302);
    });

    it(`past ${LOGIN_LIMITS.failuresPerAccount} failures against an account, addresses that failed wait; one that has not is heard`, async () => {
      // Guessing spread over many addresses, two guesses each.
      const guessers = Array.from({ length: LOGIN_LIMITS.failuresPerAccount / 2 }, (_, i) => `10.20.${Math.floor(i / 200)}.${i % 200}`);
      for (const ip of guessers) {
        expect(await statusFrom(ip, "guess one")).toBe(401);
        expect(await statusFrom(ip, "guess two")).toBe(401);
      }
      // Every guesser is now refused before its password is checked, the right one included.
      expect(await statusFrom(guessers[0]!, "guess three")).toBe(429);
      expect(await statusFrom(guessers.at(-1)!, PASSWORD)).toBe(429);
      // A new address gets one hearing: the right password signs in, a wrong one counts...
      expect(await statusFrom("198.51.100.20", PASSWORD)).toBe(302);
      expect(await statusFrom("198.51.100.21", "fresh guess")).toBe(401);
      // ...and then that address waits too.
      expect(await statusFrom("198.51.100.21", PASSWORD)).toBe(429);
    });

    it("clears an address's failures against the account after it signs in", async () => {
      for (let i = 0; i < LOGIN_LIMITS.failuresPerAccountAndIp - 1; i++) await login({ email: EMAIL, password: "wrong" });
      expect(statusOf(await login({ email: EMAIL, password: PASSWORD }))).toBe(302);
      for (let i = 0; i < LOGIN_LIMITS.failuresPerAccountAndIp - 1; i++) await login({ email: EMAIL, password: "wrong" });
      expect(statusOf(await login({ email: EMAIL, password: PASSWORD }))).toBe(302);
    });
  });

  describe("session expiry", () => {
    const readAt = (token: string, at: Date) => getSession(handle.db, token, at);

    it("ends after 30 idle minutes", async () => {
      const start = new Date();
      const { token } = await createSession(handle.db, adminId, undefined, start);
      expect(await readAt(token, new Date(start.getTime() + SESSION_IDLE_MS - MINUTE))).not.toBeNull();
      const { token: idle } = await createSession(handle.db, adminId, undefined, start);
      expect(await readAt(idle, new Date(start.getTime() + SESSION_IDLE_MS + MINUTE))).toBeNull();
      // Deleted on sight, so it cannot come back.
      expect(await readAt(idle, start)).toBeNull();
    });

    it("stays alive while used, but never beyond 12 hours", async () => {
      const start = new Date();
      const { token } = await createSession(handle.db, adminId, undefined, start);
      let at = start.getTime();
      while (at + 20 * MINUTE < start.getTime() + SESSION_ABSOLUTE_MS) {
        at += 20 * MINUTE;
        expect(await readAt(token, new Date(at))).not.toBeNull();
      }
      expect(await readAt(token, new Date(start.getTime() + SESSION_ABSOLUTE_MS + MINUTE))).toBeNull();
    });
  });

  describe("writes", () => {
    const adminWrite = async (fields: Record<string, string>, headers: Record<string, string>) =>
      settle(() => requireAdminWrite(formPost("/admin/blog", fields, headers), testContext(handle.db), { can: "blog" }));

    it("answer 401 without a session", async () => {
      expect(statusOf(await adminWrite({ csrf: "x" }, {}))).toBe(401);
      expect(statusOf(await adminWrite({ csrf: "x" }, withCookie("made-up-token-made-up-token")))).toBe(401);
    });

    it("answer 403 without the session's CSRF token or from another origin", async () => {
      const { token, csrfToken } = await createSession(handle.db, adminId);
      expect(statusOf(await adminWrite({}, withCookie(token)))).toBe(403);
      expect(statusOf(await adminWrite({ csrf: "wrong" }, withCookie(token)))).toBe(403);
      const other = await createSession(handle.db, adminId);
      expect(statusOf(await adminWrite({ csrf: other.csrfToken }, withCookie(token)))).toBe(403);
      expect(statusOf(await adminWrite({ csrf: csrfToken }, { ...withCookie(token), Origin: "https://evil.example" }))).toBe(403);
      const ok = (await adminWrite({ csrf: csrfToken }, withCookie(token))) as { session: { adminId: string } };
      expect(ok.session.adminId).toBe(adminId);
    });

    it("reach the blog action only with a session and its token", async () => {
      const { token, csrfToken } = await createSession(handle.db, adminId);
      const create = (headers: Record<string, string>, csrf: string) =>
        settle(() =>
          blogAction({
            request: formPost("/admin/blog", { intent: "create", title: "CSRF probe", csrf }, headers),
            context: testContext(handle.db),
            params: {},
          } as never),
        );
      expect(statusOf(await create({}, csrfToken))).toBe(401);
      expect(statusOf(await create(withCookie(token), "forged"))).toBe(403);
      expect(statusOf(await create(withCookie(token), csrfToken))).toBe(302);
    });

    it("redirect page views to the sign-in page with the way back", async () => {
      const result = await settle(() =>
        requireAdmin(new Request(`${TEST_SITE}/admin/leads?kind=booking`), testContext(handle.db), "leads"),
      );
      expect((result as Response).headers.get("Location")).toBe("/admin/login?next=%2Fadmin%2Fleads%3Fkind%3Dbooking");
    });
  });

  it("logout ends the session for real", async () => {
    const { token, csrfToken } = await createSession(handle.db, adminId);
    const response = (await settle(() =>
      logoutAction({
        request: formPost("/admin/logout", { csrf: csrfToken }, withCookie(token)),
        context: testContext(handle.db),
        params: {},
      } as never),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/admin/login");
    expect(cookieFrom(response)).toMatch(/Max-Age=0/);
    expect(await getSession(handle.db, token)).toBeNull();
  });
});
