// Passkeys against a real database, through the routes a browser calls, answered by a software
// authenticator: adding one (audited, other sessions ended, its challenge used once), signing in
// with one (counter kept, challenge used once, unknown and deactivated refused, failures limited per
// address) and the second-step call after a password.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { adminSessions, admins, auditLog, staffPasskeys, staffSignIns } from "#db/schema.ts";
import { createOrResetAdmin } from "#app/features/admin/admins.server.ts";
import { LOGIN_LIMITS } from "#app/features/admin/login.server.ts";
import { createSession, getSession, hashToken, SESSION_COOKIE } from "#app/features/admin/session.server.ts";
import { action as registrationAction } from "#app/routes/admin.account.passkeys.registration.ts";
import { action as passkeysPageAction } from "#app/routes/admin.account.passkeys.tsx";
import { action as optionsAction } from "#app/routes/admin.login.passkey-options.ts";
import { action as signInAction } from "#app/routes/admin.login.passkey.ts";
import { beginSignInStep, SIGN_IN_STEP_COOKIE } from "#app/features/admin/sign-in-steps.server.ts";
import { formPost, settle, TEST_SITE, testContext } from "#tests/support/app-context.ts";
import { SoftwareAuthenticator, type Behaviour } from "#tests/support/webauthn-authenticator.ts";
import { passkeyAuthenticationOptions, verifyPasskeyAssertion } from "./passkeys.server.ts";
import { PASSKEY_SIGN_IN_COOKIE } from "./passkey-sign-in.server.ts";

const PASSWORD = "a long and careful passphrase";
const RP = { origin: TEST_SITE, rpID: new URL(TEST_SITE).hostname };

type Member = { adminId: string; email: string };
type Json = Record<string, unknown> & { message?: string };

const call = async (run: () => Promise<unknown>) => {
  const response = (await settle(run)) as Response;
  return { status: response.status, body: (await response.json()) as Json, cookies: response.headers.getSetCookie() };
};

describe.each(testDatabaseTargets())("passkeys on $name", ({ open }) => {
  let handle: TestDatabaseHandle;

  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle.close();
  });

  const context = (clientIp = "203.0.113.7") => testContext(handle.db, { clientIp });

  async function member(): Promise<Member> {
    const { admin } = await createOrResetAdmin(handle.db, `${randomUUID().slice(0, 8)}@lumenguard.example`, PASSWORD);
    return { adminId: admin.id, email: admin.email };
  }

  /** The account page's two requests with a session: options, then the authenticator's answer. */
  async function addPasskey(who: Member, authenticator: SoftwareAuthenticator, behaviour: Behaviour = {}, session?: { token: string; csrfToken: string }) {
    const { token, csrfToken } = session ?? (await createSession(handle.db, who.adminId));
    const post = (fields: Record<string, string>) =>
      call(() => registrationAction({ request: formPost("/admin/account/passkeys/registration", { csrf: csrfToken, ...fields }, { Cookie: `${SESSION_COOKIE}=${token}` }), context: context(), params: {} } as never));
    const options = await post({ intent: "options", currentPassword: PASSWORD });
    expect(options.status).toBe(200);
    const optionsJSON = options.body.options as { challenge: string; user: { id: string } };
    const response = authenticator.register({ ...RP, challenge: optionsJSON.challenge, userHandle: optionsJSON.user.id }, behaviour);
    const verify = () => post({ intent: "verify", name: "Work laptop", credential: JSON.stringify(response) });
    return { options: options.body.options as Record<string, unknown>, answer: await verify(), again: verify, token };
  }

  /** The sign-in page's two requests: options (a cookie with the challenge), then the assertion. */
  async function signIn(authenticator: SoftwareAuthenticator, { behaviour = {}, clientIp }: { behaviour?: Behaviour; clientIp?: string } = {}) {
    const options = await call(() => optionsAction({ request: formPost("/admin/login/passkey/options", {}), context: context(clientIp), params: {} } as never));
    if (options.status !== 200) return { ...options, replay: async () => options };
    const cookie = options.cookies.find((value) => value.startsWith(`${PASSKEY_SIGN_IN_COOKIE}=`))!.split(";")[0]!;
    const { challenge } = options.body.options as { challenge: string };
    const credential = JSON.stringify(authenticator.assert({ ...RP, challenge }, behaviour));
    const send = () =>
      call(() => signInAction({ request: formPost("/admin/login/passkey", { credential, next: "/admin/leads" }, { Cookie: cookie }), context: context(clientIp), params: {} } as never));
    return { ...(await send()), replay: send };
  }

  it("adds no passkey on a session alone: the member's password (or app code) comes first", async () => {
    const who = await member();
    const { token, csrfToken } = await createSession(handle.db, who.adminId);
    const options = (fields: Record<string, string>) =>
      call(() => registrationAction({ request: formPost("/admin/account/passkeys/registration", { csrf: csrfToken, intent: "options", ...fields }, { Cookie: `${SESSION_COOKIE}=${token}` }), context: context(), params: {} } as never));
    expect(await options({})).toMatchObject({ status: 422 });
    expect(await options({ currentPassword: "not the password" })).toMatchObject({ status: 422 });
    const [row] = await handle.db.select().from(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
    expect(row!.webauthnChallenge).toBeNull();
    expect((await options({ currentPassword: PASSWORD })).status).toBe(200);
  });

  it("offers discoverable, user-verifying registration for SITE_URL's host, excluding the member's passkeys", async () => {
    const who = await member();
    const first = await addPasskey(who, new SoftwareAuthenticator());
    expect(first.answer.status).toBe(200);
    const { options } = await addPasskey(who, new SoftwareAuthenticator());
    expect(options).toMatchObject({
      rp: { id: "lumenguard.test" },
      user: { name: who.email },
      attestation: "none",
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
      excludeCredentials: [{ id: first.answer.body.added, type: "public-key" }],
    });
  });

  it("adds a passkey once per challenge, audits it and signs out the member's other sessions", async () => {
    const who = await member();
    const other = await createSession(handle.db, who.adminId);
    const authenticator = new SoftwareAuthenticator();
    const { answer, again, token } = await addPasskey(who, authenticator);
    expect(answer).toMatchObject({ status: 200, body: { added: authenticator.credentialId } });
    const [stored] = await handle.db.select().from(staffPasskeys).where(eq(staffPasskeys.id, authenticator.credentialId));
    expect(stored).toMatchObject({ adminId: who.adminId, name: "Work laptop", counter: 1, transports: ["internal"], lastUsedAt: null });
    // The same answer again finds no challenge: it was cleared when first answered.
    expect((await again()).status).toBe(400);
    expect(await getSession(handle.db, other.token)).toBeNull();
    expect(await getSession(handle.db, token)).not.toBeNull();
    const [entry] = await handle.db.select().from(auditLog).where(and(eq(auditLog.action, "factor.enrolled"), eq(auditLog.actorId, who.adminId)));
    expect(entry!.details).toMatchObject({ factor: "passkey", name: "Work laptop" });
  });

  it("refuses a passkey that did not verify the person, and an answer to another site", async () => {
    const who = await member();
    expect((await addPasskey(who, new SoftwareAuthenticator(), { userVerified: false })).answer.status).toBe(400);
    const session = await createSession(handle.db, who.adminId);
    const post = (fields: Record<string, string>) =>
      call(() => registrationAction({ request: formPost("/admin/account/passkeys/registration", { csrf: session.csrfToken, ...fields }, { Cookie: `${SESSION_COOKIE}=${session.token}` }), context: context(), params: {} } as never));
    const { challenge } = (await post({ intent: "options", currentPassword: PASSWORD })).body.options as { challenge: string };
    const phished = new SoftwareAuthenticator().register({ origin: "https://lumenguard.example.evil", rpID: "lumenguard.example.evil", challenge });
    expect((await post({ intent: "verify", name: "Phished", credential: JSON.stringify(phished) })).status).toBe(400);
    expect(await handle.db.$count(staffPasskeys, eq(staffPasskeys.adminId, who.adminId))).toBe(0);
  });

  it("signs in with a passkey alone, keeps its counter, and answers each challenge once", async () => {
    const who = await member();
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(who, authenticator);
    const first = await signIn(authenticator);
    expect(first).toMatchObject({ status: 200, body: { location: "/admin/leads" } });
    const sessionCookie = first.cookies.find((value) => value.startsWith(`${SESSION_COOKIE}=`))!;
    const session = await getSession(handle.db, sessionCookie.split(";")[0]!.split("=")[1]);
    expect(session).toMatchObject({ adminId: who.adminId });
    const [row] = await handle.db.select().from(adminSessions).where(eq(adminSessions.tokenHash, session!.tokenHash));
    expect(row!.method).toBe("passkey");
    const [stored] = await handle.db.select().from(staffPasskeys).where(eq(staffPasskeys.id, authenticator.credentialId));
    expect(stored!.counter).toBe(2);
    expect(stored!.lastUsedAt).toBeInstanceOf(Date);
    // The same cookie and assertion again: the challenge is spent.
    expect(await first.replay()).toMatchObject({ status: 400, body: { message: "This sign-in has expired. Please try again." } });
  });

  // ES256 (P-256) is what platform passkeys sign with; it needs one copy of @peculiar/asn1-schema
  // (package.json's overrides): with two, verification failed ("Cannot get schema for 'ECDSASigValue'").
  it("signs in with an ES256 passkey", async () => {
    const who = await member();
    const authenticator = new SoftwareAuthenticator({ algorithm: "ES256" });
    expect((await addPasskey(who, authenticator)).answer.status).toBe(200);
    expect((await signIn(authenticator, { clientIp: "198.51.100.40" })).status).toBe(200);
  });

  it("refuses a counter that went back (a cloned authenticator), but accepts one that never counts", async () => {
    const who = await member();
    const counting = new SoftwareAuthenticator();
    await addPasskey(who, counting);
    expect((await signIn(counting)).status).toBe(200);
    expect((await signIn(counting, { behaviour: { counter: 1 } })).status).toBe(401);
    const synced = new SoftwareAuthenticator({ counting: false });
    await addPasskey(who, synced);
    expect((await signIn(synced)).status).toBe(200);
    expect((await signIn(synced)).status).toBe(200);
  });

  it("tells an unknown passkey it is not registered, refuses deactivated members, and counts failures per address", async () => {
    const stranger = await signIn(new SoftwareAuthenticator(), { clientIp: "198.51.100.20" });
    expect(stranger.status).toBe(401);
    expect(stranger.body.message).toContain("That passkey is not registered here.");

    const who = await member();
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(who, authenticator);
    await handle.db.update(admins).set({ deactivatedAt: new Date() }).where(eq(admins.id, who.adminId));
    const refused = await signIn(authenticator, { clientIp: "198.51.100.21" });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toContain("deactivated");
    expect(refused.cookies.some((value) => value.startsWith(`${SESSION_COOKIE}=`))).toBe(false);

    const ip = "198.51.100.22";
    for (let failure = 0; failure < LOGIN_LIMITS.failuresPerIp; failure += 1) expect((await signIn(new SoftwareAuthenticator(), { clientIp: ip })).status).toBe(401);
    const limited = await signIn(new SoftwareAuthenticator(), { clientIp: ip });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many sign-in attempts/);
  });

  it("refuses a forged or missing challenge cookie and a malformed answer without a 5xx", async () => {
    const post = (fields: Record<string, string>, cookie?: string) =>
      call(() => signInAction({ request: formPost("/admin/login/passkey", fields, cookie ? { Cookie: cookie } : {}), context: context("198.51.100.30"), params: {} } as never));
    expect((await post({ credential: "{}" })).status).toBe(400);
    const forged = `${PASSKEY_SIGN_IN_COOKIE}=${"a".repeat(43)}.${Date.now() + 60_000}.${"b".repeat(43)}`;
    expect((await post({ credential: "{}" }, forged)).status).toBe(400);
    const options = await call(() => optionsAction({ request: formPost("/admin/login/passkey/options", {}), context: context("198.51.100.30"), params: {} } as never));
    const cookie = options.cookies[0]!.split(";")[0]!;
    expect(await post({ credential: "not json" }, cookie)).toMatchObject({ status: 401 });
    const crossSite = await call(() =>
      optionsAction({ request: formPost("/admin/login/passkey/options", {}, { Origin: "https://evil.example" }), context: context(), params: {} } as never),
    );
    expect(crossSite.status).toBe(403);
  });

  it("verifies an assertion against one member's passkeys, for a second step after a password", async () => {
    const who = await member();
    const someoneElse = await member();
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(who, authenticator);
    const options = await passkeyAuthenticationOptions(handle.db, context().env, { adminId: who.adminId });
    expect(options.allowCredentials).toEqual([{ id: authenticator.credentialId, type: "public-key", transports: ["internal"] }]);
    const response = authenticator.assert({ ...RP, challenge: options.challenge });
    const notTheirs = await verifyPasskeyAssertion(handle.db, context().env, { response, challenge: options.challenge, adminId: someoneElse.adminId });
    expect(notTheirs).toMatchObject({ ok: false, reason: "unknown" });
    const wrongChallenge = await verifyPasskeyAssertion(handle.db, context().env, { response, challenge: "another-challenge", adminId: who.adminId });
    expect(wrongChallenge).toMatchObject({ ok: false, reason: "invalid" });
    const theirs = await verifyPasskeyAssertion(handle.db, context().env, { response, challenge: options.challenge, adminId: who.adminId });
    expect(theirs).toMatchObject({ ok: true, member: { adminId: who.adminId, email: who.email } });
    // A passkey that says it belongs to someone else is refused, though its signature holds.
    const next = await passkeyAuthenticationOptions(handle.db, context().env);
    const disowned = authenticator.assert({ ...RP, challenge: next.challenge }, { userHandle: Buffer.from(someoneElse.adminId.replaceAll("-", ""), "hex").toString("base64url") });
    expect(await verifyPasskeyAssertion(handle.db, context().env, { response: disowned, challenge: next.challenge })).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("takes a passkey as the second step after a password: only that member's, ending their sign-in halfway", async () => {
    const who = await member();
    const someoneElse = await member();
    const theirs = new SoftwareAuthenticator();
    const stranger = new SoftwareAuthenticator();
    await addPasskey(who, theirs);
    await addPasskey(someoneElse, stranger);
    const step = `${SIGN_IN_STEP_COOKIE}=${await beginSignInStep(handle.db, who.adminId, "verify", "/admin/leads?status=new")}`;
    const attempt = async (authenticator: SoftwareAuthenticator) => {
      const options = await call(() => optionsAction({ request: formPost("/admin/login/passkey/options", { step: "1" }, { Cookie: step }), context: context(), params: {} } as never));
      expect(options.status).toBe(200);
      const { challenge, allowCredentials } = options.body.options as { challenge: string; allowCredentials: Array<{ id: string }> };
      // The browser is asked for this member's passkeys only.
      expect(allowCredentials.map(({ id }) => id)).toEqual([theirs.credentialId]);
      const challengeCookie = options.cookies.find((value) => value.startsWith(`${PASSKEY_SIGN_IN_COOKIE}=`))!.split(";")[0]!;
      const credential = JSON.stringify(authenticator.assert({ ...RP, challenge }));
      return call(() => signInAction({ request: formPost("/admin/login/passkey", { credential, step: "1", next: "/admin/blog" }, { Cookie: `${step}; ${challengeCookie}` }), context: context(), params: {} } as never));
    };
    // Another member's passkey does not finish this member's sign-in.
    expect((await attempt(stranger)).status).toBe(401);
    expect(await handle.db.$count(staffSignIns, eq(staffSignIns.adminId, who.adminId))).toBe(1);
    const done = await attempt(theirs);
    // Where the password's sign-in was going, not the button's `next`.
    expect(done).toMatchObject({ status: 200, body: { location: "/admin/leads?status=new" } });
    expect(done.cookies.some((value) => value.startsWith(`${SIGN_IN_STEP_COOKIE}=;`))).toBe(true);
    const token = done.cookies.find((value) => value.startsWith(`${SESSION_COOKIE}=`))!.split(";")[0]!.split("=")[1];
    const [row] = await handle.db.select().from(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token!)));
    expect(row).toMatchObject({ adminId: who.adminId, method: "password+passkey" });
    expect(await handle.db.$count(staffSignIns, eq(staffSignIns.adminId, who.adminId))).toBe(0);
  });

  it("renames and removes only the member's own passkeys, audited; removing signs out the other sessions", async () => {
    const who = await member();
    const intruder = await member();
    const authenticator = new SoftwareAuthenticator();
    const { token } = await addPasskey(who, authenticator);
    const session = (await getSession(handle.db, token))!;
    const other = await createSession(handle.db, who.adminId);
    const page = (as: { token: string; csrfToken: string }, fields: Record<string, string>) =>
      settle(() => passkeysPageAction({ request: formPost("/admin/account/passkeys", { csrf: as.csrfToken, ...fields }, { Cookie: `${SESSION_COOKIE}=${as.token}` }), context: context(), params: {} } as never));
    const intruderSession = await createSession(handle.db, intruder.adminId);
    expect(await page(intruderSession, { intent: "remove", id: authenticator.credentialId })).toMatchObject({ init: { status: 404 } });
    expect(await page({ token, csrfToken: session.csrfToken }, { intent: "rename", id: authenticator.credentialId, name: " " })).toMatchObject({ init: { status: 422 } });
    expect(((await page({ token, csrfToken: session.csrfToken }, { intent: "rename", id: authenticator.credentialId, name: "Phone" })) as Response).status).toBe(302);
    expect(await getSession(handle.db, other.token)).not.toBeNull();
    expect(((await page({ token, csrfToken: session.csrfToken }, { intent: "remove", id: authenticator.credentialId })) as Response).status).toBe(302);
    expect(await handle.db.$count(staffPasskeys, eq(staffPasskeys.adminId, who.adminId))).toBe(0);
    expect(await getSession(handle.db, other.token)).toBeNull();
    expect(await getSession(handle.db, token)).not.toBeNull();
    const actions = (await handle.db.select().from(auditLog).where(eq(auditLog.actorId, who.adminId))).map((entry) => [entry.action, entry.details]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ["factor.renamed", { factor: "passkey", from: "Work laptop", name: "Phone" }],
        ["factor.removed", { factor: "passkey", name: "Phone" }],
      ]),
    );
    expect(hashToken(token)).toBe(session.tokenHash);
  });
});
