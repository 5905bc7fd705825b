// Staff accounts against a real database: invitations (one-time, 48 hours, hashed), roles, and
// deactivation that ends sessions at once; the last active admin is never locked out.
import { eq, inArray } from "drizzle-orm";
import { asSent } from "#tests/support/queued-mail.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { admins, auditLog, outbox, staffInvitations } from "#db/schema.ts";
import { testEnv } from "#tests/integration/support/lead-api-harness.ts";
import { formPost, settle, testContext } from "#tests/support/app-context.ts";
import { action as loginAction } from "#app/routes/admin.login.tsx";
import { createOrResetAdmin } from "./admins.server.ts";
import { attemptLogin } from "./login.server.ts";
import { createSession, getSession, hashToken } from "./session.server.ts";
import { acceptInvitation, changeStaffRole, findInvitation, INVITATION_TTL_MS, inviteStaff, revokeInvitation, setStaffActive } from "./staff.server.ts";

const PASSWORD = "a long and careful passphrase";

describe.each(testDatabaseTargets())("staff accounts on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  let boss: { adminId: string; email: string };
  const env = testEnv();

  beforeAll(async () => {
    handle = await open();
    const { admin } = await createOrResetAdmin(handle.db, "boss@lumenguard.example", PASSWORD);
    boss = { adminId: admin.id, email: admin.email };
  });
  afterAll(async () => {
    await handle.close();
  });

  it("invites by e-mail through the outbox, keeping only the token's hash", async () => {
    const invited = await inviteStaff(handle.db, env, { email: " Sam@Corp.Example ", role: "sales", actor: boss });
    expect(invited.ok).toBe(true);
    const { token } = invited as { token: string };
    const [row] = await handle.db.select().from(staffInvitations).where(eq(staffInvitations.email, "sam@corp.example"));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(INVITATION_TTL_MS);
    const [mail] = await asSent(await handle.db.select().from(outbox).where(eq(outbox.recipient, "sam@corp.example")));
    expect(mail).toMatchObject({ template: "staff-invitation", status: "held", leadId: null });
    expect(mail!.message.text).toContain(`${env.SITE_URL}/admin/invitation/${token}`);
    const [audit] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "staff.invited"));
    expect(audit).toMatchObject({ actorEmail: boss.email, subjectId: row!.id, details: { role: "sales" } });
  });

  it("a link works once: it sets the password and makes the account with the invited role", async () => {
    const { token } = (await inviteStaff(handle.db, env, { email: "once@corp.example", role: "editor", actor: boss })) as { token: string };
    expect(await findInvitation(handle.db, token)).toMatchObject({ status: "open", email: "once@corp.example", role: "editor" });
    const accepted = await acceptInvitation(handle.db, token, "another careful passphrase");
    expect(accepted).toMatchObject({ ok: true, email: "once@corp.example", role: "editor" });
    expect(await acceptInvitation(handle.db, token, "a third careful passphrase")).toEqual({ ok: false, reason: "used" });
    expect(await findInvitation(handle.db, token)).toEqual({ status: "used" });
    const login = await attemptLogin(handle.db, { email: "once@corp.example", password: "another careful passphrase", ip: "203.0.113.20" });
    expect(login).toMatchObject({ ok: true, role: "editor" });
    // Inviting an address that has an account is refused.
    expect(await inviteStaff(handle.db, env, { email: "once@corp.example", role: "sales", actor: boss })).toEqual({ ok: false, reason: "exists" });
  });

  it("a link expires after 48 hours, and a new invitation replaces the old link", async () => {
    const sent = new Date("2026-03-02T12:00:00Z");
    const first = (await inviteStaff(handle.db, env, { email: "late@corp.example", role: "sales", actor: boss, now: sent })) as { token: string; invitationId: string };
    const justBefore = new Date(sent.getTime() + INVITATION_TTL_MS - 1000);
    const after = new Date(sent.getTime() + INVITATION_TTL_MS + 1000);
    expect((await findInvitation(handle.db, first.token, justBefore)).status).toBe("open");
    expect(await acceptInvitation(handle.db, first.token, "too late a passphrase", after)).toEqual({ ok: false, reason: "expired" });
    const second = (await inviteStaff(handle.db, env, { email: "late@corp.example", role: "sales", actor: boss, now: after })) as { token: string; invitationId: string };
    expect(await findInvitation(handle.db, first.token, after)).toEqual({ status: "not-found" });
    // The log tells the two invitations apart and says which one the second replaced.
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.subjectId, second.invitationId));
    expect(entry?.details).toEqual({ role: "sales", replaced: first.invitationId });
    // Withdrawing the replaced invitation (an admin's stale page) leaves the new link working.
    expect(await revokeInvitation(handle.db, boss, first.invitationId)).toBe(false);
    expect(await acceptInvitation(handle.db, second.token, "just in time passphrase", new Date(after.getTime() + 1000))).toMatchObject({ ok: true });
    expect(await acceptInvitation(handle.db, "made-up-token-made-up-token", "whatever passphrase")).toEqual({ ok: false, reason: "not-found" });
  });

  it("two invitations sent to one address at once leave one open link: the one that came last", async () => {
    const email = "twice@corp.example";
    const [one, two] = (await Promise.all(
      (["sales", "editor"] as const).map((role) => inviteStaff(handle.db, env, { email, role, actor: boss })),
    )) as Array<{ token: string }>;
    const open = await handle.db.select().from(staffInvitations).where(eq(staffInvitations.email, email));
    expect(open).toHaveLength(1);
    const statuses = [(await findInvitation(handle.db, one!.token)).status, (await findInvitation(handle.db, two!.token)).status];
    expect(statuses.sort()).toEqual(["not-found", "open"]);
  });

  it("a withdrawn invitation's link stops working, and the audit log says who withdrew it", async () => {
    const { invitationId, token } = (await inviteStaff(handle.db, env, { email: "withdrawn@corp.example", role: "editor", actor: boss })) as {
      invitationId: string;
      token: string;
    };
    expect(await revokeInvitation(handle.db, boss, invitationId)).toBe(true);
    expect(await findInvitation(handle.db, token)).toEqual({ status: "not-found" });
    expect(await revokeInvitation(handle.db, boss, invitationId)).toBe(false);
    const entries = await handle.db.select().from(auditLog).where(eq(auditLog.subjectId, invitationId));
    expect(entries.map((entry) => [entry.action, entry.actorEmail, entry.details])).toEqual([
      ["staff.invited", boss.email, { role: "editor" }],
      ["staff.invitation_withdrawn", boss.email, { role: "editor" }],
    ]);
  });

  it("deactivation ends the account's sessions at once and refuses its sign-in", async () => {
    const { admin } = await createOrResetAdmin(handle.db, "leaver@lumenguard.example", PASSWORD);
    await handle.db.update(admins).set({ role: "sales" }).where(eq(admins.id, admin.id));
    const { token } = await createSession(handle.db, admin.id);
    expect(await getSession(handle.db, token)).toMatchObject({ role: "sales" });
    expect(await setStaffActive(handle.db, boss, admin.id, false)).toEqual({ ok: true });
    expect(await getSession(handle.db, token)).toBeNull();
    expect(await attemptLogin(handle.db, { email: "leaver@lumenguard.example", password: PASSWORD, ip: "203.0.113.21" })).toEqual({ ok: false, reason: "invalid" });
    expect(await inviteStaff(handle.db, env, { email: "leaver@lumenguard.example", role: "sales", actor: boss })).toEqual({ ok: false, reason: "deactivated" });
    expect(await setStaffActive(handle.db, boss, admin.id, true)).toEqual({ ok: true });
    expect(await attemptLogin(handle.db, { email: "leaver@lumenguard.example", password: PASSWORD, ip: "203.0.113.21" })).toMatchObject({ ok: true });
    const actions = (await handle.db.select().from(auditLog).where(eq(auditLog.subjectId, admin.id))).map((entry) => entry.action);
    expect(actions.sort()).toEqual(["staff.deactivated", "staff.reactivated"]);
  });

  it("a role change applies to a live session at once", async () => {
    const { admin } = await createOrResetAdmin(handle.db, "mover@lumenguard.example", PASSWORD);
    const { token } = await createSession(handle.db, admin.id);
    expect((await getSession(handle.db, token))!.role).toBe("admin");
    expect(await changeStaffRole(handle.db, boss, admin.id, "editor")).toEqual({ ok: true });
    expect((await getSession(handle.db, token))!.role).toBe("editor");
    const [audit] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "staff.role_changed"));
    expect(audit).toMatchObject({ subjectId: admin.id, details: { from: "admin", to: "editor" } });
  });

  it("an admin demoted or deactivated leaves no open invitation behind: its links stop working", async () => {
    const { admin: demoted } = await createOrResetAdmin(handle.db, "demoted@lumenguard.example", PASSWORD);
    const { admin: leaving } = await createOrResetAdmin(handle.db, "leaving@lumenguard.example", PASSWORD);
    const invite = async (by: { id: string; email: string }, email: string) =>
      ((await inviteStaff(handle.db, env, { email, role: "admin", actor: { adminId: by.id, email: by.email } })) as { token: string }).token;
    const fromDemoted = await invite(demoted, "friend.one@corp.example");
    const fromLeaving = await invite(leaving, "friend.two@corp.example");
    const fromBoss = await invite({ id: boss.adminId, email: boss.email }, "friend.three@corp.example");

    expect(await changeStaffRole(handle.db, boss, demoted.id, "sales")).toEqual({ ok: true });
    expect(await setStaffActive(handle.db, boss, leaving.id, false)).toEqual({ ok: true });
    expect(await acceptInvitation(handle.db, fromDemoted, PASSWORD)).toEqual({ ok: false, reason: "not-found" });
    expect(await acceptInvitation(handle.db, fromLeaving, PASSWORD)).toEqual({ ok: false, reason: "not-found" });
    expect(await acceptInvitation(handle.db, fromBoss, PASSWORD)).toMatchObject({ ok: true, role: "admin" });
    const audit = await handle.db.select().from(auditLog).where(inArray(auditLog.subjectId, [demoted.id, leaving.id]));
    expect(audit.map((entry) => entry.details)).toEqual(
      expect.arrayContaining([expect.objectContaining({ invitationsWithdrawn: 1 }), expect.objectContaining({ invitationsWithdrawn: 1 })]),
    );
  });

  it("never demotes or deactivates the last active admin", async () => {
    // Every admin but the boss stops being one.
    for (const row of await handle.db.select().from(admins).where(eq(admins.role, "admin"))) {
      if (row.id !== boss.adminId) await changeStaffRole(handle.db, boss, row.id, "sales");
    }
    expect(await changeStaffRole(handle.db, boss, boss.adminId, "sales")).toEqual({ ok: false, reason: "last-admin" });
    expect(await setStaffActive(handle.db, boss, boss.adminId, false)).toEqual({ ok: false, reason: "last-admin" });
    // Two admins demoting each other at the same moment: one of them stays an admin.
    const { admin: second } = await createOrResetAdmin(handle.db, "second@lumenguard.example", PASSWORD);
    const results = await Promise.all([
      changeStaffRole(handle.db, boss, second.id, "sales"),
      changeStaffRole(handle.db, { adminId: second.id, email: second.email }, boss.adminId, "sales"),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const remaining = await handle.db.select().from(admins).where(eq(admins.role, "admin"));
    expect(remaining.filter((row) => !row.deactivatedAt)).toHaveLength(1);
    // npm run admin:create brings an active admin back whatever happened.
    const { admin: restored } = await createOrResetAdmin(handle.db, "leaver@lumenguard.example", PASSWORD);
    expect(restored).toMatchObject({ role: "admin", deactivatedAt: null });
  });

  it("records sign-ins in the audit log", async () => {
    const response = (await settle(() =>
      loginAction({
        request: formPost("/admin/login", { email: "boss@lumenguard.example", password: PASSWORD, next: "/admin/leads" }),
        context: testContext(handle.db),
        params: {},
      } as never),
    )) as Response;
    expect(response.status).toBe(302);
    const entries = await handle.db.select().from(auditLog).where(eq(auditLog.action, "session.signed_in"));
    expect(entries.map((entry) => entry.actorEmail)).toContain("boss@lumenguard.example");
  });
});
