// A member's own account against a real database: reset links (one-time, 30 minutes, hashed, the
// same answer for any address, rate limited, ending every session), the sessions list and ending
// sessions, and changing a password.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asSent } from "#tests/support/queued-mail.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { adminSessions, auditLog, outbox, passwordResets, staffPasskeys } from "#db/schema.ts";
import { testEnv } from "#tests/integration/support/lead-api-harness.ts";
import { formPost, settle, testContext } from "#tests/support/app-context.ts";
import { action as forgotAction } from "#app/routes/admin.forgot-password.tsx";
import { action as resetAction } from "#app/routes/admin.reset-password.tsx";
import { createOrResetAdmin } from "./admins.server.ts";
import { endAccountSession, endMemberSessions, endOtherSessions, listAccountSessions, sessionPublicId } from "./account-sessions.server.ts";
import { attemptLogin } from "./login.server.ts";
import { changePassword, CHANGE_PASSWORD_LIMITS } from "./password-change.server.ts";
import { completePasswordReset, findPasswordReset, PASSWORD_RESET_TTL_MS, RESET_LIMITS, RESET_REQUEST_FLOOR_MS, requestPasswordReset } from "./password-reset.server.ts";
import { createSession, getSession, hashToken, SESSION_IDLE_MS, type AdminSession } from "./session.server.ts";
import { setStaffActive } from "./staff.server.ts";
import { staffMessages } from "./staff.schema.ts";

const PASSWORD = "a long and careful passphrase";
const NEW_PASSWORD = "a brand new careful passphrase";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

describe.each(testDatabaseTargets())("staff accounts' own sessions and passwords on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  const env = testEnv();
  let ipCounter = 0;
  /** A client address of its own per request, so the per-address limit is the one a test meets. */
  const freshIp = () => `198.51.100.${++ipCounter}`;

  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle.close();
  });

  async function member(email: string) {
    const { admin } = await createOrResetAdmin(handle.db, email, PASSWORD);
    return admin;
  }

  async function signedIn(adminId: string, userAgent: string | null = FIREFOX): Promise<{ token: string; session: AdminSession }> {
    const { token } = await createSession(handle.db, adminId, { userAgent, ipAddress: "203.0.113.9", method: "password" });
    return { token, session: (await getSession(handle.db, token))! };
  }

  const request = (email: string, ip = freshIp()) => requestPasswordReset(handle.db, env, { email, ip, floorMs: 0 });

  describe("reset links", () => {
    it("e-mails a link through the outbox, keeping only the token's hash, and audits the request", async () => {
      const admin = await member("forgetful@lumenguard.example");
      const result = await request(" Forgetful@LumenGuard.example ");
      expect(result).toMatchObject({ limited: false });
      const token = (result as { token: string }).token;
      const [row] = await handle.db.select().from(passwordResets).where(eq(passwordResets.adminId, admin.id));
      expect(row!.tokenHash).toBe(hashToken(token));
      expect(JSON.stringify(row)).not.toContain(token);
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(PASSWORD_RESET_TTL_MS);
      const [mail] = await asSent(await handle.db.select().from(outbox).where(and(eq(outbox.recipient, admin.email), eq(outbox.template, "password-reset"))));
      expect(mail).toMatchObject({ status: "held", leadId: null });
      expect(mail!.message.text).toContain(`${env.SITE_URL}/admin/reset-password/${token}`);
      expect(mail!.message.html).toContain(`${env.SITE_URL}/admin/reset-password/${token}`);
      const [audit] = await handle.db.select().from(auditLog).where(and(eq(auditLog.action, "password.reset_requested"), eq(auditLog.subjectId, admin.id)));
      expect(audit).toMatchObject({ actorEmail: admin.email });
    });

    it("answers the same, in about the same time, whether or not the address has an account", async () => {
      await member("known@lumenguard.example");
      const ask = async (email: string) => {
        const started = performance.now();
        const response = (await forgotAction({ request: formPost("/admin/forgot-password", { email }), context: testContext(handle.db, { clientIp: freshIp() }), params: {} } as never)) as {
          data: unknown;
          init: ResponseInit | null;
        };
        return { body: response.data, status: response.init?.status ?? 200, ms: performance.now() - started };
      };
      const known = await ask("known@lumenguard.example");
      const unknown = await ask("nobody@lumenguard.example");
      expect(unknown.body).toEqual(known.body);
      expect(unknown.status).toBe(known.status);
      expect(known.body).toEqual({ sent: true, message: null, fields: {} });
      // Both wait out the same floor, which is longer than the work an account adds.
      for (const { ms } of [known, unknown]) expect(ms).toBeGreaterThanOrEqual(RESET_REQUEST_FLOOR_MS - 5);
      expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(RESET_REQUEST_FLOOR_MS / 2);
      const mails = await handle.db.select().from(outbox).where(eq(outbox.recipient, "nobody@lumenguard.example"));
      expect(mails).toEqual([]);
    });

    it("limits requests per address (known or not) and per client address alike", async () => {
      await member("limited@lumenguard.example");
      for (const email of ["limited@lumenguard.example", "ghost@lumenguard.example"]) {
        for (let i = 0; i < RESET_LIMITS.perAddress; i += 1) expect((await request(email)).limited).toBe(false);
        expect(await request(email)).toMatchObject({ limited: true, retryAfterSeconds: expect.any(Number) });
      }
      const ip = freshIp();
      for (let i = 0; i < RESET_LIMITS.perIp; i += 1) expect((await request(`someone-${i}@lumenguard.example`, ip)).limited).toBe(false);
      expect((await request("someone-else@lumenguard.example", ip)).limited).toBe(true);
      const limited = (await forgotAction({ request: formPost("/admin/forgot-password", { email: "ghost@lumenguard.example" }), context: testContext(handle.db, { clientIp: freshIp() }), params: {} } as never)) as {
        init: ResponseInit;
      };
      expect(limited.init.status).toBe(429);
    });

    it("a link works once, ends every session, and a second use is refused", async () => {
      const admin = await member("once@lumenguard.example");
      const first = await signedIn(admin.id);
      const second = await signedIn(admin.id);
      const { token } = (await request(admin.email)) as { token: string };
      expect(await findPasswordReset(handle.db, token)).toEqual({ status: "open", email: admin.email });
      const done = await completePasswordReset(handle.db, token, NEW_PASSWORD);
      expect(done).toMatchObject({ ok: true, adminId: admin.id });
      expect(await getSession(handle.db, first.token)).toBeNull();
      expect(await getSession(handle.db, second.token)).toBeNull();
      expect(await attemptLogin(handle.db, { email: admin.email, password: NEW_PASSWORD, ip: freshIp() })).toMatchObject({ ok: true });
      expect(await attemptLogin(handle.db, { email: admin.email, password: PASSWORD, ip: freshIp() })).toMatchObject({ ok: false });
      const [row] = await handle.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, hashToken(token)));
      expect(row!.usedAt).not.toBeNull();
      expect(await completePasswordReset(handle.db, token, "yet another passphrase")).toEqual({ ok: false, reason: "used" });
      expect(await findPasswordReset(handle.db, token)).toEqual({ status: "used" });
      const audits = await handle.db.select().from(auditLog).where(and(eq(auditLog.action, "password.reset"), eq(auditLog.subjectId, admin.id)));
      expect(audits).toHaveLength(1);
    });

    it("a link expires after 30 minutes, a new request replaces the old link, and unknown links are not found", async () => {
      const admin = await member("slow@lumenguard.example");
      const { token: old } = (await request(admin.email)) as { token: string };
      const { token } = (await request(admin.email)) as { token: string };
      expect(await findPasswordReset(handle.db, old)).toEqual({ status: "not-found" });
      const later = new Date(Date.now() + PASSWORD_RESET_TTL_MS + 1000);
      expect(await findPasswordReset(handle.db, token, later)).toEqual({ status: "expired" });
      expect(await completePasswordReset(handle.db, token, NEW_PASSWORD, later)).toEqual({ ok: false, reason: "expired" });
      expect(await findPasswordReset(handle.db, "x".repeat(43))).toEqual({ status: "not-found" });
      expect(await findPasswordReset(handle.db, "../../etc")).toEqual({ status: "not-found" });
    });

    it("a deactivated account gets no link, and its open link stops working", async () => {
      const admin = await member("leaver@lumenguard.example");
      const boss = await member("boss@lumenguard.example");
      const { token } = (await request(admin.email)) as { token: string };
      await setStaffActive(handle.db, { adminId: boss.id, email: boss.email }, admin.id, false);
      expect(await request(admin.email)).toEqual({ limited: false, token: null });
      expect(await findPasswordReset(handle.db, token)).toEqual({ status: "not-found" });
      expect(await completePasswordReset(handle.db, token, NEW_PASSWORD)).toEqual({ ok: false, reason: "not-found" });
    });

    it("signs the member in with method reset, unless they have a second factor", async () => {
      const plain = await member("plain@lumenguard.example");
      const { token } = (await request(plain.email)) as { token: string };
      const response = (await settle(() =>
        resetAction({ request: formPost(`/admin/reset-password/${token}`, { password: NEW_PASSWORD, confirm: NEW_PASSWORD }), context: testContext(handle.db), params: { token } } as never),
      )) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Set-Cookie")).toContain("lumenguard_admin=");
      const [session] = await handle.db.select().from(adminSessions).where(eq(adminSessions.adminId, plain.id));
      expect(session!.method).toBe("reset");

      const guarded = await member("guarded@lumenguard.example");
      await handle.db.insert(staffPasskeys).values({ id: `key-${guarded.id}`, adminId: guarded.id, publicKey: "pk", name: "Laptop" });
      const { token: second } = (await request(guarded.email)) as { token: string };
      const refused = (await settle(() =>
        resetAction({ request: formPost(`/admin/reset-password/${second}`, { password: NEW_PASSWORD, confirm: NEW_PASSWORD }), context: testContext(handle.db), params: { token: second } } as never),
      )) as Response;
      expect(refused.status).toBe(302);
      expect(refused.headers.get("Location")).toBe("/admin/login?notice=password-changed");
      expect(refused.headers.get("Set-Cookie")).toBeNull();
      expect(await handle.db.select().from(adminSessions).where(eq(adminSessions.adminId, guarded.id))).toEqual([]);
    });
  });

  describe("sessions", () => {
    it("lists the live sessions with device, address and method, marking the current one", async () => {
      const admin = await member("lister@lumenguard.example");
      const mine = await signedIn(admin.id);
      await signedIn(admin.id, "curl/8.0");
      // An idle session is not listed: it no longer works.
      const idle = await createSession(handle.db, admin.id, { userAgent: FIREFOX, ipAddress: null, method: "password" }, new Date(Date.now() - SESSION_IDLE_MS - 60_000));
      const list = await listAccountSessions(handle.db, mine.session);
      expect(list).toHaveLength(2);
      expect(list.find((entry) => entry.current)).toMatchObject({ device: "Firefox 128 on Linux", ipAddress: "203.0.113.9", method: "password", id: sessionPublicId(hashToken(mine.token)) });
      expect(list.find((entry) => !entry.current)).toMatchObject({ device: "Unknown device" });
      expect(list.map((entry) => entry.id)).not.toContain(sessionPublicId(hashToken(idle.token)));
      // Nothing that could be turned back into a cookie or a lookup key leaves the server.
      expect(JSON.stringify(list)).not.toContain(hashToken(mine.token));
      expect(list.every((entry) => /^[0-9a-f]{16}$/.test(entry.id))).toBe(true);
    });

    it("ends one other session at once, but not the current one nor another member's", async () => {
      const admin = await member("ender@lumenguard.example");
      const other = await member("bystander@lumenguard.example");
      const mine = await signedIn(admin.id);
      const theirs = await signedIn(admin.id);
      const bystander = await signedIn(other.id);
      expect(await endAccountSession(handle.db, mine.session, sessionPublicId(hashToken(bystander.token)))).toEqual({ ok: false, reason: "not-found" });
      expect(await endAccountSession(handle.db, mine.session, sessionPublicId(hashToken(mine.token)))).toEqual({ ok: false, reason: "current" });
      expect(await endAccountSession(handle.db, mine.session, "not an id")).toEqual({ ok: false, reason: "not-found" });
      expect(await endAccountSession(handle.db, mine.session, sessionPublicId(hashToken(theirs.token)))).toEqual({ ok: true });
      expect(await getSession(handle.db, theirs.token)).toBeNull();
      expect(await getSession(handle.db, mine.token)).not.toBeNull();
      expect(await getSession(handle.db, bystander.token)).not.toBeNull();
      const [audit] = await handle.db.select().from(auditLog).where(and(eq(auditLog.action, "session.ended"), eq(auditLog.actorId, admin.id)));
      expect(audit).toMatchObject({ subjectId: sessionPublicId(hashToken(theirs.token)), details: { device: "Firefox 128 on Linux" } });
      expect(JSON.stringify(audit)).not.toContain(hashToken(theirs.token));
    });

    it("ends all other sessions, keeping the current one", async () => {
      const admin = await member("others@lumenguard.example");
      const mine = await signedIn(admin.id);
      const a = await signedIn(admin.id);
      const b = await signedIn(admin.id);
      expect(await endOtherSessions(handle.db, mine.session)).toBe(2);
      expect(await getSession(handle.db, a.token)).toBeNull();
      expect(await getSession(handle.db, b.token)).toBeNull();
      expect(await getSession(handle.db, mine.token)).not.toBeNull();
      const [audit] = await handle.db.select().from(auditLog).where(and(eq(auditLog.action, "session.ended_others"), eq(auditLog.actorId, admin.id)));
      expect(audit!.details).toEqual({ ended: 2 });
    });

    it("an admin ends every session of a member", async () => {
      const boss = await member("chief@lumenguard.example");
      const admin = await member("lostlaptop@lumenguard.example");
      const a = await signedIn(admin.id);
      const b = await signedIn(admin.id);
      expect(await endMemberSessions(handle.db, { adminId: boss.id, email: boss.email }, admin.id)).toBe(true);
      expect(await getSession(handle.db, a.token)).toBeNull();
      expect(await getSession(handle.db, b.token)).toBeNull();
      expect(await endMemberSessions(handle.db, { adminId: boss.id, email: boss.email }, "00000000-0000-4000-8000-000000000000")).toBe(false);
      const [audit] = await handle.db.select().from(auditLog).where(and(eq(auditLog.action, "staff.sessions_ended"), eq(auditLog.subjectId, admin.id)));
      expect(audit).toMatchObject({ actorEmail: boss.email, details: { ended: 2 } });
    });
  });

  describe("changing a password", () => {
    it("needs the current password, ends the other sessions and withdraws open reset links", async () => {
      const admin = await member("changer@lumenguard.example");
      const mine = await signedIn(admin.id);
      const other = await signedIn(admin.id);
      const { token } = (await request(admin.email)) as { token: string };
      expect(await changePassword(handle.db, mine.session, { current: "not the password", password: NEW_PASSWORD })).toEqual({ ok: false, reason: "wrong-current" });
      expect(await getSession(handle.db, other.token)).not.toBeNull();
      expect(await changePassword(handle.db, mine.session, { current: PASSWORD, password: NEW_PASSWORD })).toEqual({ ok: true, sessionsEnded: 1 });
      expect(await getSession(handle.db, other.token)).toBeNull();
      expect(await getSession(handle.db, mine.token)).not.toBeNull();
      expect(await findPasswordReset(handle.db, token)).toEqual({ status: "not-found" });
      expect(await attemptLogin(handle.db, { email: admin.email, password: NEW_PASSWORD, ip: freshIp() })).toMatchObject({ ok: true });
      const [audit] = await handle.db.select().from(auditLog).where(and(eq(auditLog.action, "password.changed"), eq(auditLog.actorId, admin.id)));
      expect(audit!.details).toEqual({ sessionsEnded: 1 });
    });

    it("waits after too many wrong current passwords", async () => {
      const admin = await member("guesser@lumenguard.example");
      const mine = await signedIn(admin.id);
      for (let i = 0; i < CHANGE_PASSWORD_LIMITS.failures; i += 1) {
        expect(await changePassword(handle.db, mine.session, { current: `guess ${i}`, password: NEW_PASSWORD })).toEqual({ ok: false, reason: "wrong-current" });
      }
      expect(await changePassword(handle.db, mine.session, { current: PASSWORD, password: NEW_PASSWORD })).toMatchObject({ ok: false, reason: "limited" });
    });
  });

  it("the one answer to a reset request says it works for 30 minutes", () => {
    expect(staffMessages.resetSent).toContain("30 minutes");
    expect(PASSWORD_RESET_TTL_MS).toBe(30 * 60 * 1000);
  });
});
