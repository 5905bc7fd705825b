// Two-step sign-in against a real database (issue 34): the authenticator app set up from the
// security page, the sign-in's second step with its own cookie, a code taken once, recovery codes
// taken once, the wrong-code limit, STAFF_MFA=required enrolment, the in-place dialog's answer and an
// admin's reset of another member's factors.
import { and, eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSessions, auditLog, staffPasskeys, staffRecoveryCodes, staffSignIns, staffTotp } from "#db/schema.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { parseEnv } from "#app/env.server.ts";
import { formPost, settle, testContext, TEST_SITE } from "#tests/support/app-context.ts";
import { action as securityAction, loader as securityLoader } from "#app/routes/admin.account.security.tsx";
import { action as enrolAction, loader as enrolLoader } from "#app/routes/admin.login.enrol.tsx";
import { action as loginAction } from "#app/routes/admin.login.tsx";
import { action as verifyAction } from "#app/routes/admin.login.verify.tsx";
import { action as staffAction } from "#app/routes/admin.staff.tsx";
import { action as invitationAction } from "#app/routes/admin.invitation.tsx";
import { completePasswordReset, requestPasswordReset } from "./password-reset.server.ts";
import { inviteStaff } from "./staff.server.ts";
import { createOrResetAdmin } from "./admins.server.ts";
import { LOGIN_LIMITS, SECOND_STEP_TRIES_PER_ACCOUNT } from "./login.server.ts";
import { createSession, hashToken, SESSION_COOKIE } from "./session.server.ts";
import { SIGN_IN_IN_PLACE_FIELD } from "./sign-in-in-place.ts";
import { SIGN_IN_STEP_COOKIE, SIGN_IN_STEP_MAX_FAILURES, takeSignInTry } from "./sign-in-steps.server.ts";
import { hasConfirmedTotp, verifyTotp } from "./totp.server.ts";

const PASSWORD = "a long and careful passphrase";
type DataResult = { data: Record<string, unknown>; init: { status?: number; headers?: HeadersInit } | null };

const cookieValue = (setCookies: string[], name: string) => setCookies.map((line) => new RegExp(`^${name}=([^;]*)`).exec(line)?.[1]).find((value) => value !== undefined);
const setCookiesOf = (result: Response | DataResult) => new Headers(result instanceof Response ? result.headers : (result.init?.headers ?? {})).getSetCookie();

describe.each(testDatabaseTargets())("two-step sign-in on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  let serial = 0;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle.close());

  const context = (env: Record<string, string> = {}, clientIp = "203.0.113.7") => testContext(handle.db, { env: parseEnv({ SITE_URL: TEST_SITE, ...env }), clientIp });
  // Each test its own member (an admin, as the command line makes them): a code's step is spent per member.
  const member = async () => {
    const { admin } = await createOrResetAdmin(handle.db, `member${++serial}-${Date.now()}@lumenguard.example`, PASSWORD);
    return { adminId: admin.id, email: admin.email };
  };
  const signedIn = async (adminId: string) => {
    const { token, csrfToken } = await createSession(handle.db, adminId);
    return { token, csrfToken, headers: { Cookie: `${SESSION_COOKIE}=${token}` } };
  };
  const login = (email: string, env?: Record<string, string>, extra: Record<string, string> = {}, clientIp?: string) =>
    settle(() =>
      loginAction({ request: formPost("/admin/login", { email, password: PASSWORD, next: "/admin/blog", ...extra }), context: context(env, clientIp), params: {} } as never),
    ) as Promise<Response | DataResult>;
  const verify = (stepToken: string, fields: Record<string, string>, clientIp?: string) =>
    settle(() =>
      verifyAction({ request: formPost("/admin/login/verify", fields, { Cookie: `${SIGN_IN_STEP_COOKIE}=${stepToken}` }), context: context({}, clientIp), params: {} } as never),
    ) as Promise<Response | DataResult>;
  const secretOf = async (adminId: string, headers: Record<string, string>) => {
    const page = (await securityLoader({ request: new Request(`${TEST_SITE}/admin/account/security?setup=totp`, { headers }), context: context(), params: {} } as never)) as {
      setup: { secret: string } | null;
    };
    expect(page.setup, adminId).not.toBeNull();
    return page.setup!.secret;
  };
  /** Sets up an authenticator app through the security page; the secret and the recovery codes. */
  const enrol = async (adminId: string) => {
    const session = await signedIn(adminId);
    const secret = await secretOf(adminId, session.headers);
    const code = await generate({ secret });
    const result = (await securityAction({
      request: formPost("/admin/account/security", { intent: "confirm-totp", code, currentPassword: PASSWORD, csrf: session.csrfToken }, session.headers),
      context: context(),
      params: {},
    } as never)) as DataResult;
    const codes = result.data.codes as string[];
    expect(codes).toHaveLength(10);
    return { secret, codes, session };
  };
  /** A code for the step after now: inside the window, and past the step enrolment used. */
  const nextCode = (secret: string, steps = 1) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });
  const passwordStep = async (email: string, clientIp?: string) => {
    const answer = await login(email, undefined, {}, clientIp);
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/login/verify");
    const cookies = setCookiesOf(response);
    expect(cookieValue(cookies, SESSION_COOKIE)).toBeUndefined();
    const line = cookies.find((cookie) => cookie.startsWith(`${SIGN_IN_STEP_COOKIE}=`))!;
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/Path=\/admin\/login/);
    expect(line).toMatch(/SameSite=Lax/);
    return cookieValue(cookies, SIGN_IN_STEP_COOKIE)!;
  };

  it("setting up an app keeps its key sealed, audits it and ends the member's other sessions but this one", async () => {
    const { adminId } = await member();
    const other = await signedIn(adminId);
    const { secret, session } = await enrol(adminId);
    const [row] = await handle.db.select().from(staffTotp).where(eq(staffTotp.adminId, adminId));
    expect(row!.confirmedAt).not.toBeNull();
    expect(row!.secretSealed).not.toContain(secret);
    const sessions = await handle.db.select().from(adminSessions).where(eq(adminSessions.adminId, adminId));
    expect(sessions.map((one) => one.tokenHash)).toEqual([hashToken(session.token)]);
    expect(sessions.map((one) => one.tokenHash)).not.toContain(hashToken(other.token));
    const actions = (await handle.db.select().from(auditLog).where(eq(auditLog.actorId, adminId))).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["factor.enrolled", "factor.recovery_codes_generated"]));
    expect(await handle.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.adminId, adminId))).toHaveLength(10);
  });

  it("a right password with an app set up opens no session: the code does, once, and a reused code is refused", async () => {
    const { adminId, email } = await member();
    const { secret } = await enrol(adminId);
    const stepToken = await passwordStep(email);
    const wrong = (await verify(stepToken, { code: "000000" })) as DataResult;
    expect(wrong.init?.status).toBe(401);
    const code = await nextCode(secret);
    const right = (await verify(stepToken, { code })) as Response;
    expect(right.status).toBe(302);
    expect(right.headers.get("Location")).toBe("/admin/blog");
    const token = cookieValue(setCookiesOf(right), SESSION_COOKIE)!;
    const [session] = await handle.db.select().from(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
    expect(session!.method).toBe("password+totp");
    expect(await handle.db.select().from(staffSignIns).where(eq(staffSignIns.adminId, adminId))).toEqual([]);
    // The same code in a new sign-in (a shoulder-surfer's replay) is refused.
    const again = await passwordStep(email);
    expect(((await verify(again, { code })) as DataResult).init?.status).toBe(401);
    // So is the sign-in cookie once used.
    expect(((await verify(stepToken, { code: await nextCode(secret, 1) })) as DataResult).data).toMatchObject({ restart: true });
  });

  it("two requests racing with one code: one wins", async () => {
    const { adminId } = await member();
    const { secret } = await enrol(adminId);
    const code = await nextCode(secret);
    const results = await Promise.all(Array.from({ length: 4 }, () => verifyTotp(handle.db, context().env, adminId, code)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("a recovery code signs in once, is audited, and is refused afterwards", async () => {
    const { adminId, email } = await member();
    const { codes } = await enrol(adminId);
    const stepToken = await passwordStep(email);
    const right = (await verify(stepToken, { code: codes[3]!.toUpperCase(), recovery: "1" })) as Response;
    expect(right.status).toBe(302);
    const token = cookieValue(setCookiesOf(right), SESSION_COOKIE)!;
    const [session] = await handle.db.select().from(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
    expect(session!.method).toBe("recovery");
    const [audit] = await handle.db.select().from(auditLog).where(and(eq(auditLog.actorId, adminId), eq(auditLog.action, "factor.used_recovery_code")));
    expect(audit!.details).toEqual({ left: 9 });
    const again = await passwordStep(email);
    expect(((await verify(again, { code: codes[3]!, recovery: "1" })) as DataResult).init?.status).toBe(401);
    // Another unused one still works.
    expect(((await verify(again, { code: codes[4]!, recovery: "1" })) as Response).status).toBe(302);
  });

  it(`drops the sign-in after ${SIGN_IN_STEP_MAX_FAILURES} wrong codes and counts each against the sign-in limits`, async () => {
    const { adminId, email } = await member();
    await enrol(adminId);
    const stepToken = await passwordStep(email);
    for (let attempt = 1; attempt < SIGN_IN_STEP_MAX_FAILURES; attempt++) {
      expect(((await verify(stepToken, { code: "123456" })) as DataResult).data).not.toHaveProperty("restart");
    }
    const last = (await verify(stepToken, { code: "123456" })) as DataResult;
    expect(last.data).toMatchObject({ restart: true });
    expect(await handle.db.select().from(staffSignIns).where(eq(staffSignIns.adminId, adminId))).toEqual([]);
    // The address has spent the account's per-address failures: the password is now refused too.
    expect(SIGN_IN_STEP_MAX_FAILURES).toBe(LOGIN_LIMITS.failuresPerAccountAndIp);
    const limited = (await login(email)) as DataResult;
    expect(limited.init?.status).toBe(429);
  });

  it(`takes each try before its code is checked: codes sent at once get ${SIGN_IN_STEP_MAX_FAILURES} checks, and the right one after them none`, async () => {
    const { adminId, email } = await member();
    const { secret } = await enrol(adminId);
    const stepToken = await passwordStep(email);
    const [row] = await handle.db.select().from(staffSignIns).where(eq(staffSignIns.adminId, adminId));
    const tries = await Promise.all(Array.from({ length: 20 }, () => takeSignInTry(handle.db, row!.tokenHash)));
    expect(tries.filter((left) => left !== null).sort()).toEqual([0, 1, 2, 3, 4]);
    // The sign-in has no try left: the right code is not even checked.
    const right = (await verify(stepToken, { code: await nextCode(secret) }, "198.51.100.50")) as DataResult;
    expect(right.data).toMatchObject({ restart: true });
    expect(await handle.db.select().from(adminSessions).where(eq(adminSessions.adminId, adminId))).toHaveLength(1);
  });

  it(`allows ${SECOND_STEP_TRIES_PER_ACCOUNT} second-step codes per account from all addresses together`, async () => {
    const { adminId, email } = await member();
    const { secret } = await enrol(adminId);
    // Each address signs in with the password again and spends a few codes: the account's tries run out.
    let spent = 0;
    for (let address = 1; spent < SECOND_STEP_TRIES_PER_ACCOUNT; address++) {
      const ip = `198.51.100.${address}`;
      const stepToken = await passwordStep(email, ip);
      for (let attempt = 0; attempt < 2 && spent < SECOND_STEP_TRIES_PER_ACCOUNT; attempt++, spent++) {
        expect(((await verify(stepToken, { code: "000000" }, ip)) as DataResult).init?.status).toBe(401);
      }
    }
    const fresh = "198.51.100.200";
    const limited = (await verify(await passwordStep(email, fresh), { code: await nextCode(secret) }, fresh)) as DataResult;
    expect(limited.init?.status).toBe(429);
  });

  it("with STAFF_MFA=required a member without a factor sets one up before the session starts; optional signs in at once", async () => {
    const { adminId, email } = await member();
    const direct = (await login(email)) as Response;
    expect(direct.headers.get("Location")).toBe("/admin/blog");
    expect(cookieValue(setCookiesOf(direct), SESSION_COOKIE)).toBeTruthy();

    const required = { STAFF_MFA: "required" };
    const answer = (await login(email, required)) as Response;
    expect(answer.headers.get("Location")).toBe("/admin/login/enrol");
    const stepToken = cookieValue(setCookiesOf(answer), SIGN_IN_STEP_COOKIE)!;
    const stepHeaders = { Cookie: `${SIGN_IN_STEP_COOKIE}=${stepToken}` };
    const page = (await enrolLoader({ request: new Request(`${TEST_SITE}/admin/login/enrol`, { headers: stepHeaders }), context: context(required), params: {} } as never)) as DataResult;
    const secret = (page.data.setup as { secret: string }).secret;
    const before = await handle.db.select().from(adminSessions).where(eq(adminSessions.adminId, adminId));
    const done = (await enrolAction({
      request: formPost("/admin/login/enrol", { code: await generate({ secret }) }, stepHeaders),
      context: context(required),
      params: {},
    } as never)) as DataResult;
    expect(done.data.codes).toHaveLength(10);
    expect(done.data.next).toBe("/admin/blog");
    const token = cookieValue(setCookiesOf(done), SESSION_COOKIE)!;
    const after = await handle.db.select().from(adminSessions).where(eq(adminSessions.adminId, adminId));
    // The session made before enrolment (the direct sign-in) ended; the new one is the only one.
    expect(before).toHaveLength(1);
    expect(after.map((one) => one.tokenHash)).toEqual([hashToken(token)]);
    // Next time, the code is asked for.
    expect(((await login(email, required)) as Response).headers.get("Location")).toBe("/admin/login/verify");
  });

  it("with STAFF_MFA=required an accepted invitation sets up a factor before the first session starts", async () => {
    const required = { STAFF_MFA: "required" };
    const boss = await member();
    const invited = (await inviteStaff(handle.db, context(required).env, { email: `new${++serial}@lumenguard.example`, role: "sales", actor: boss })) as { token: string };
    const answer = (await settle(() =>
      invitationAction({
        request: formPost(`/admin/invitation/${invited.token}`, { password: PASSWORD, confirm: PASSWORD }),
        context: context(required),
        params: { token: invited.token },
      } as never),
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin/login/enrol");
    const cookies = setCookiesOf(answer);
    expect(cookieValue(cookies, SESSION_COOKIE)).toBeUndefined();
    const stepToken = cookieValue(cookies, SIGN_IN_STEP_COOKIE)!;
    const [row] = await handle.db.select().from(staffSignIns).where(eq(staffSignIns.tokenHash, hashToken(stepToken)));
    expect(row).toMatchObject({ stage: "enrol", next: "/admin/leads" });
  });

  it("a password reset or change ends the account's sign-ins halfway, begun with the old password", async () => {
    const { adminId, email } = await member();
    await enrol(adminId);
    await passwordStep(email);
    const { token } = (await requestPasswordReset(handle.db, context().env, { email, ip: "203.0.113.9", floorMs: 0 })) as { token: string };
    expect(token).toBeTruthy();
    expect((await completePasswordReset(handle.db, token, "a brand new careful passphrase")).ok).toBe(true);
    expect(await handle.db.select().from(staffSignIns).where(eq(staffSignIns.adminId, adminId))).toEqual([]);
  });

  it("the in-place dialog is told a second step is due (401), with the step's cookie", async () => {
    const { adminId, email } = await member();
    await enrol(adminId);
    const answer = (await login(email, {}, { [SIGN_IN_IN_PLACE_FIELD]: "1" })) as DataResult;
    expect(answer.init?.status).toBe(401);
    expect(answer.data).toEqual({ secondStep: "verify" });
    expect(cookieValue(setCookiesOf(answer), SIGN_IN_STEP_COOKIE)).toBeTruthy();
  });

  it("a session alone adds no factor and makes no codes: the member confirms it is them first", async () => {
    const { adminId } = await member();
    const session = await signedIn(adminId);
    const secret = await secretOf(adminId, session.headers);
    const post = (fields: Record<string, string>) =>
      settle(() => securityAction({ request: formPost("/admin/account/security", { csrf: session.csrfToken, ...fields }, session.headers), context: context(), params: {} } as never)) as Promise<DataResult>;
    const withoutProof = await post({ intent: "confirm-totp", code: await generate({ secret }) });
    expect(withoutProof.init?.status).toBe(422);
    expect(await hasConfirmedTotp(handle.db, adminId)).toBe(false);
    const enrolled = await post({ intent: "confirm-totp", code: await generate({ secret }), currentPassword: PASSWORD });
    expect(enrolled.data.codes).toHaveLength(10);
    expect((await post({ intent: "new-recovery-codes" })).init?.status).toBe(422);
    expect((await post({ intent: "new-recovery-codes", currentCode: await nextCode(secret) })).data.codes).toHaveLength(10);
  });

  it("removing the app asks for a code or the password, and takes the recovery codes with it", async () => {
    const { adminId } = await member();
    const { session } = await enrol(adminId);
    const remove = (fields: Record<string, string>) =>
      settle(() =>
        securityAction({ request: formPost("/admin/account/security", { intent: "remove-totp", csrf: session.csrfToken, ...fields }, session.headers), context: context(), params: {} } as never),
      ) as Promise<Response | DataResult>;
    expect(((await remove({ currentPassword: "not the password" })) as DataResult).init?.status).toBe(422);
    expect(((await remove({ currentPassword: PASSWORD })) as Response).status).toBe(302);
    expect(await handle.db.select().from(staffTotp).where(eq(staffTotp.adminId, adminId))).toEqual([]);
    expect(await handle.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.adminId, adminId))).toEqual([]);
    const [audit] = await handle.db.select().from(auditLog).where(and(eq(auditLog.actorId, adminId), eq(auditLog.action, "factor.removed")));
    expect(audit!.details).toEqual({ factor: "totp" });
  });

  it("an admin resets another member's factors: app, passkeys, recovery codes and sessions go, audited", async () => {
    const boss = await member();
    const { adminId, email } = await member();
    await enrol(adminId);
    await handle.db.insert(staffPasskeys).values({ id: `key-${adminId}`, adminId, publicKey: "pk", name: "Laptop" });
    await signedIn(adminId);
    const admin = await signedIn(boss.adminId);
    const post = (fields: Record<string, string>) =>
      settle(() => staffAction({ request: formPost("/admin/staff", { intent: "reset-factors", id: adminId, csrf: admin.csrfToken, ...fields }, admin.headers), context: context(), params: {} } as never)) as Promise<
        Response | DataResult
      >;
    // Without the dialog's confirmation (no script) the page asks first, and nothing changes.
    expect(((await post({})) as DataResult).data).toMatchObject({ confirm: { id: adminId, email } });
    expect(await handle.db.select().from(staffTotp).where(eq(staffTotp.adminId, adminId))).toHaveLength(1);
    expect(((await post({ confirmed: "yes" })) as Response).headers.get("Location")).toBe("/admin/staff?notice=factors-reset");
    for (const table of [staffTotp, staffPasskeys, staffRecoveryCodes, adminSessions] as const) {
      expect(await handle.db.select().from(table).where(eq(table.adminId, adminId))).toEqual([]);
    }
    const [audit] = await handle.db.select().from(auditLog).where(and(eq(auditLog.subjectId, adminId), eq(auditLog.action, "staff.factors_reset")));
    expect(audit).toMatchObject({ actorId: boss.adminId, details: { totp: true, passkeys: 1, recoveryCodes: 10 } });
    // Their next sign-in is the password alone.
    expect(((await login(email)) as Response).headers.get("Location")).toBe("/admin/blog");
  });
});
