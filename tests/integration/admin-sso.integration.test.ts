// Single sign-on against a real OpenID provider (oidc-provider on a loopback port): the flow's
// cookie and checks, and who the callback signs in, makes, or refuses.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { adminSessions, admins, auditLog, staffInvitations, staffPasskeys } from "#db/schema.ts";
import { parseEnv } from "#app/env.server.ts";
import { createOrResetAdmin } from "#app/features/admin/admins.server.ts";
import { attemptLogin } from "#app/features/admin/login.server.ts";
import { getSession, SESSION_COOKIE } from "#app/features/admin/session.server.ts";
import { inviteStaff, setStaffActive } from "#app/features/admin/staff.server.ts";
import { SSO_COOKIE, SSO_FLOW_TTL_MS } from "#app/features/admin/sso.server.ts";
import { loader as startLoader } from "#app/routes/admin.login.sso.tsx";
import { loader as callbackLoader } from "#app/routes/admin.login.sso.callback.tsx";
import { loader as loginLoader } from "#app/routes/admin.login.tsx";
import { freePort } from "#scripts/lib/free-port.ts";
import { settle, testContext, TEST_SITE } from "#tests/support/app-context.ts";
import { startOidcProvider, type TestOidcProvider } from "#tests/support/oidc-provider.ts";

const REDIRECT_URI = `${TEST_SITE}/admin/login/sso/callback`;
const PASSWORD = "a long and careful passphrase";

type Answer = { init?: { status?: number; headers?: HeadersInit }; data?: { problem: string; email: string | null } };
const statusOf = (value: unknown) => (value instanceof Response ? value.status : ((value as Answer).init?.status ?? 200));
const problemOf = (value: unknown) => (value as Answer).data?.problem;
const headersOf = (value: unknown) => (value instanceof Response ? value.headers : new Headers((value as Answer).init?.headers));
const cookieValue = (headers: Headers, name: string) => {
  const set = headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  return set ? { value: set.slice(name.length + 1).split(";")[0]!, attributes: set } : undefined;
};

let provider: TestOidcProvider;
beforeAll(async () => {
  provider = await startOidcProvider({ redirectUri: REDIRECT_URI });
});
afterAll(() => provider.stop());

describe.each(testDatabaseTargets())("single sign-on on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  let boss: { adminId: string; email: string };
  const env = (overrides: Record<string, string> = {}) =>
    parseEnv({ SITE_URL: TEST_SITE, ...provider.env, OIDC_ALLOWED_DOMAINS: "staff.lumenguard.example", OIDC_DEFAULT_ROLE: "sales", ...overrides });
  const context = (overrides: Record<string, string> = {}) => testContext(handle.db, { env: env(overrides) });

  beforeAll(async () => {
    handle = await open();
    const { admin } = await createOrResetAdmin(handle.db, "boss@lumenguard.example", PASSWORD);
    boss = { adminId: admin.id, email: admin.email };
  });
  afterAll(() => handle.close());

  const startWith = (appContext: ReturnType<typeof testContext>, next = "") =>
    settle(() => startLoader({ request: new Request(`${TEST_SITE}/admin/login/sso?next=${encodeURIComponent(next)}`), context: appContext, params: {} } as never));

  /** Follows "Sign in with single sign-on": the provider's URL and the flow cookie. */
  async function start(next = "") {
    const answer = (await startWith(context(), next)) as Response;
    expect(answer.status).toBe(302);
    const flow = cookieValue(answer.headers, SSO_COOKIE)!;
    return { url: answer.headers.get("Location")!, flow };
  }

  const callback = (url: string, flowCookie?: string, overrides: Record<string, string> = {}) =>
    settle(() =>
      callbackLoader({
        request: new Request(url, { headers: flowCookie ? { Cookie: `${SSO_COOKIE}=${flowCookie}` } : {} }),
        context: context(overrides),
        params: {},
      } as never),
    );

  /** One whole sign-in as the provider's `subject`: the callback's answer. */
  async function signInAs(subject: string, user: { email?: string; emailVerified?: boolean }, next = "") {
    provider.addUser(subject, user);
    provider.signInNext({ subject });
    const { url, flow } = await start(next);
    return callback(await provider.completeSignIn(url, REDIRECT_URI), flow.value);
  }

  const account = async (email: string) => (await handle.db.select().from(admins).where(eq(admins.email, email)))[0];

  it("shows the button on the sign-in page only when the provider is configured", async () => {
    const request = new Request(`${TEST_SITE}/admin/login`);
    expect(await loginLoader({ request, context: context(), params: {} } as never)).toMatchObject({ sso: true });
    expect(await loginLoader({ request, context: testContext(handle.db), params: {} } as never)).toMatchObject({ sso: false });
  });

  it("starts with PKCE (S256), state and nonce kept in a ten-minute HttpOnly cookie for the sign-in pages", async () => {
    const { url, flow } = await start("https://evil.example/");
    const authorization = new URL(url);
    expect(authorization.origin).toBe(provider.issuer);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: provider.env.OIDC_CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: "code",
      scope: "openid email",
      code_challenge_method: "S256",
    });
    for (const param of ["state", "nonce", "code_challenge"]) expect(authorization.searchParams.get(param)).toMatch(/^[\w-]{40,}$/);
    expect(flow.attributes).toMatch(/HttpOnly/);
    expect(flow.attributes).toMatch(/SameSite=Lax/);
    expect(flow.attributes).toMatch(/Path=\/admin\/login(;|$)/);
    expect(flow.attributes).toMatch(/Max-Age=600/);
    // The verifier stays with the browser; only its challenge goes to the provider.
    const kept = JSON.parse(Buffer.from(flow.value, "base64url").toString()) as { verifier: string; state: string; next: string };
    expect(url).not.toContain(kept.verifier);
    expect(kept.state).toBe(authorization.searchParams.get("state"));
    // `next` only ever leads back into the admin.
    expect(kept.next).toBe("/admin/blog");
  });

  it("links the member with the verified address, signs them in by 'sso' and lands on `next`", async () => {
    const answer = (await signInAs("sub-boss", { email: "Boss@LumenGuard.example", emailVerified: true }, "/admin/leads")) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin/leads");
    expect(cookieValue(answer.headers, SSO_COOKIE)!.attributes).toMatch(/Max-Age=0/);
    const session = await getSession(handle.db, cookieValue(answer.headers, SESSION_COOKIE)!.value);
    expect(session).toMatchObject({ adminId: boss.adminId, role: "admin" });
    expect((await account(boss.email))!.oidcSubject).toBe("sub-boss");
    const [row] = await handle.db.select().from(adminSessions).where(eq(adminSessions.tokenHash, session!.tokenHash));
    expect(row!.method).toBe("sso");
    const [linked] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "staff.sso_linked"));
    expect(linked).toMatchObject({ actorId: boss.adminId, subjectId: boss.adminId });
  });

  it("does not link a member who signs in here with a second factor: the address at the provider is not that factor", async () => {
    const { admin } = await createOrResetAdmin(handle.db, "guarded@lumenguard.example", PASSWORD);
    await handle.db.insert(staffPasskeys).values({ id: "guarded-passkey", adminId: admin.id, publicKey: "AA", name: "Laptop" });
    const answer = await signInAs("sub-guarded", { email: "guarded@lumenguard.example", emailVerified: true });
    expect(statusOf(answer)).toBe(403);
    expect(problemOf(answer)).toBe("has-factors");
    expect((await account("guarded@lumenguard.example"))!.oidcSubject).toBeNull();
    expect(await handle.db.select().from(adminSessions).where(eq(adminSessions.adminId, admin.id))).toEqual([]);
  });

  it("signs in a linked subject by the link, whatever address the provider now gives", async () => {
    const answer = (await signInAs("sub-boss", { email: "renamed@elsewhere.example", emailVerified: false })) as Response;
    expect(answer.status).toBe(302);
    expect(await getSession(handle.db, cookieValue(answer.headers, SESSION_COOKIE)!.value)).toMatchObject({ adminId: boss.adminId });
  });

  it("matches an address only when the provider has verified it", async () => {
    await createOrResetAdmin(handle.db, "unverified@lumenguard.example", PASSWORD);
    const answer = await signInAs("sub-unverified", { email: "unverified@lumenguard.example", emailVerified: false });
    expect(statusOf(answer)).toBe(403);
    expect(problemOf(answer)).toBe("unverified");
    expect((await account("unverified@lumenguard.example"))!.oidcSubject).toBeNull();
  });

  it("keeps a member's link: another subject with the same address is refused", async () => {
    const answer = await signInAs("sub-impostor", { email: boss.email, emailVerified: true });
    expect(statusOf(answer)).toBe(403);
    expect(problemOf(answer)).toBe("linked-elsewhere");
    expect((await account(boss.email))!.oidcSubject).toBe("sub-boss");
  });

  it("makes an invited address a member with the invitation's role and uses the invitation up", async () => {
    const invited = await inviteStaff(handle.db, env(), { email: "invited@partner.example", role: "editor", actor: boss });
    const answer = (await signInAs("sub-invited", { email: "invited@partner.example", emailVerified: true })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin/blog");
    const member = (await account("invited@partner.example"))!;
    expect(member).toMatchObject({ role: "editor", oidcSubject: "sub-invited", deactivatedAt: null });
    const [invitation] = await handle.db.select().from(staffInvitations).where(eq(staffInvitations.id, (invited as { invitationId: string }).invitationId));
    expect(invitation!.acceptedAt).not.toBeNull();
    const [joined] = await handle.db.select().from(auditLog).where(eq(auditLog.subjectId, member.id));
    expect(joined).toMatchObject({ action: "staff.joined", details: { role: "editor", invitationId: invitation!.id, via: "sso" } });
    // No password works for an account made through the provider.
    expect(member.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await attemptLogin(handle.db, { email: member.email, password: "", ip: "203.0.113.50" })).toMatchObject({ ok: false });
  });

  it("makes an address of an allowed domain a member with OIDC_DEFAULT_ROLE", async () => {
    const answer = (await signInAs("sub-domain", { email: "new.hire@staff.lumenguard.example", emailVerified: true })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin/leads");
    const member = (await account("new.hire@staff.lumenguard.example"))!;
    expect(member).toMatchObject({ role: "sales", oidcSubject: "sub-domain" });
    const [joined] = await handle.db.select().from(auditLog).where(eq(auditLog.subjectId, member.id));
    expect(joined).toMatchObject({ action: "staff.joined", details: { role: "sales", via: "sso" } });
  });

  it("refuses anyone else with a clear page and makes nothing", async () => {
    const before = await handle.db.select({ id: admins.id }).from(admins);
    for (const email of ["stranger@elsewhere.example", "someone@sub.staff.lumenguard.example"]) {
      const answer = await signInAs(`sub-${email}`, { email, emailVerified: true });
      expect(statusOf(answer)).toBe(403);
      expect(answer).toMatchObject({ data: { problem: "not-member", email } });
    }
    expect(problemOf(await signInAs("sub-no-email", {}))).toBe("no-email");
    expect(await handle.db.select({ id: admins.id }).from(admins)).toHaveLength(before.length);
  });

  it("refuses a deactivated member, linked or matched by address", async () => {
    const { admin } = await createOrResetAdmin(handle.db, "leaver@lumenguard.example", PASSWORD);
    await setStaffActive(handle.db, boss, admin.id, false);
    const byAddress = await signInAs("sub-leaver", { email: admin.email, emailVerified: true });
    expect(statusOf(byAddress)).toBe(403);
    expect(problemOf(byAddress)).toBe("deactivated");
    await handle.db.update(admins).set({ oidcSubject: "sub-leaver" }).where(eq(admins.id, admin.id));
    expect(problemOf(await signInAs("sub-leaver", { email: "other@elsewhere.example", emailVerified: true }))).toBe("deactivated");
    expect(await handle.db.select().from(adminSessions).where(eq(adminSessions.adminId, admin.id))).toHaveLength(0);
  });

  it("refuses a callback whose state is not this browser's, before asking the provider", async () => {
    provider.signInNext({ subject: "sub-boss" });
    const { url, flow } = await start();
    const back = await provider.completeSignIn(url, REDIRECT_URI);
    const forged = new URL(back);
    forged.searchParams.set("state", "a-state-this-browser-never-started-000000");
    const answer = await callback(forged.toString(), flow.value);
    expect(statusOf(answer)).toBe(400);
    expect(problemOf(answer)).toBe("bad-state");
    expect(cookieValue(headersOf(answer), SSO_COOKIE)!.attributes).toMatch(/Max-Age=0/);
    // The code was not spent at the provider: with its own state it still signs in.
    expect(statusOf(await callback(back, flow.value))).toBe(302);
  });

  it("works once: a replayed callback is refused, with or without the flow cookie", async () => {
    provider.signInNext({ subject: "sub-boss" });
    const { url, flow } = await start();
    const back = await provider.completeSignIn(url, REDIRECT_URI);
    expect(statusOf(await callback(back, flow.value))).toBe(302);
    // The browser dropped the cookie: the flow is over.
    expect(problemOf(await callback(back))).toBe("expired");
    // Someone who kept the cookie too: the provider refuses the used code.
    const replayed = await callback(back, flow.value);
    expect(statusOf(replayed)).toBe(400);
    expect(problemOf(replayed)).toBe("failed");
  });

  it("refuses a flow older than ten minutes", async () => {
    provider.signInNext({ subject: "sub-boss" });
    const { url, flow } = await start();
    const back = await provider.completeSignIn(url, REDIRECT_URI);
    const kept = JSON.parse(Buffer.from(flow.value, "base64url").toString()) as { startedAt: number };
    const stale = Buffer.from(JSON.stringify({ ...kept, startedAt: Date.now() - SSO_FLOW_TTL_MS - 1000 })).toString("base64url");
    const answer = await callback(back, stale);
    expect(statusOf(answer)).toBe(400);
    expect(problemOf(answer)).toBe("expired");
  });

  it("explains a sign-in the provider refused", async () => {
    provider.signInNext({ error: "access_denied" });
    const { url, flow } = await start();
    const back = await provider.completeSignIn(url, REDIRECT_URI);
    expect(new URL(back).searchParams.get("error")).toBe("access_denied");
    const answer = await callback(back, flow.value);
    expect(statusOf(answer)).toBe(400);
    expect(problemOf(answer)).toBe("provider-error");
  });

  it("answers with the unavailable page (not a 5xx) when the provider goes down between the start and the callback", async () => {
    const brief = await startOidcProvider({ redirectUri: REDIRECT_URI });
    brief.addUser("sub-brief", { email: boss.email, emailVerified: true });
    brief.signInNext({ subject: "sub-brief" });
    const briefContext = context(brief.env);
    const started = (await startWith(briefContext)) as Response;
    const back = await brief.completeSignIn(started.headers.get("Location")!, REDIRECT_URI);
    await brief.stop();
    const answer = await settle(() =>
      callbackLoader({
        request: new Request(back, { headers: { Cookie: `${SSO_COOKIE}=${cookieValue(started.headers, SSO_COOKIE)!.value}` } }),
        context: briefContext,
        params: {},
      } as never),
    );
    expect(statusOf(answer)).toBe(200);
    expect(problemOf(answer)).toBe("unavailable");
  });

  it("answers with the unavailable page (not a 5xx) when the provider cannot be reached, and 404 when single sign-on is off", async () => {
    const down = `http://127.0.0.1:${await freePort()}`;
    const answer = await startWith(context({ OIDC_ISSUER: down }));
    expect(statusOf(answer)).toBe(200);
    expect(problemOf(answer)).toBe("unavailable");
    const off = await startWith(testContext(handle.db));
    expect(statusOf(off)).toBe(404);
    expect(problemOf(off)).toBe("off");
  });
});
