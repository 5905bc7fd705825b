// Who a single sign-on identity is here (docs/decisions/046), in this order: the member already
// linked to the provider's subject; else the member with the identity's verified address (linked
// now); else an open invitation to that address (the member is made with its role); else an address
// of an allowed domain (a member with the default role); else nobody, and nothing is made.
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, or, TransactionRollbackError } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { admins, staffInvitations } from "#db/schema.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import { normalizeEmail } from "./admins.server.ts";
import { memberFactors } from "./factors.server.ts";
import { hashPassword } from "./password.server.ts";
import { isStaffRole, type StaffRole } from "./roles.ts";
import type { SignedInMember } from "./sign-in.server.ts";
import type { SsoIdentity } from "./sso.server.ts";

export type SsoRefusal = "deactivated" | "not-member" | "unverified" | "no-email" | "linked-elsewhere" | "has-factors";

export type SsoOutcome = { ok: true; member: SignedInMember; joined: boolean } | { ok: false; reason: SsoRefusal; email: string | null };

export type SsoJoinRules = { allowedDomains: readonly string[]; defaultRole: StaffRole };

const roleOf = (value: string): StaffRole => (isStaffRole(value) ? value : "editor");

/** A password hash nobody knows the password of: a member who joined through the provider signs in through it. */
const unusablePasswordHash = () => hashPassword(randomBytes(32).toString("base64url"));

type Account = typeof admins.$inferSelect;

function signIn(account: Account): SsoOutcome {
  if (account.deactivatedAt) return { ok: false, reason: "deactivated", email: account.email };
  return { ok: true, member: { adminId: account.id, email: account.email, role: roleOf(account.role) }, joined: false };
}

/**
 * Makes the member (linked to the subject) and audits the joining; null when the address or the
 * subject got an account meanwhile, or the invitation was used meanwhile (nothing is kept then).
 */
async function join(db: Database, identity: SsoIdentity, email: string, role: StaffRole, invitationId: string | null, now: Date): Promise<SsoOutcome | null> {
  const passwordHash = await unusablePasswordHash();
  try {
    return await db.transaction(async (tx) => {
      const [account] = await tx
        .insert(admins)
        .values({ email, passwordHash, role, oidcSubject: identity.subject, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: admins.id });
      if (!account) return null;
      if (invitationId) {
        // Used up with the account: the link in the invitation e-mail stops working too.
        const [used] = await tx
          .update(staffInvitations)
          .set({ acceptedAt: now })
          .where(and(eq(staffInvitations.id, invitationId), isNull(staffInvitations.acceptedAt)))
          .returning({ id: staffInvitations.id });
        if (!used) tx.rollback();
      }
      await recordAudit(tx, {
        actor: { adminId: account.id, email },
        action: "staff.joined",
        subject: "staff",
        subjectId: account.id,
        details: invitationId ? { role, invitationId, via: "sso" } : { role, via: "sso" },
        at: now,
      });
      return { ok: true, member: { adminId: account.id, email, role }, joined: true } satisfies SsoOutcome;
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return null;
    throw error;
  }
}

async function resolveOnce(db: Database, rules: SsoJoinRules, identity: SsoIdentity, now: Date): Promise<SsoOutcome | null> {
  const [linked] = await db.select().from(admins).where(eq(admins.oidcSubject, identity.subject)).limit(1);
  if (linked) return signIn(linked);
  if (!identity.email) return { ok: false, reason: "no-email", email: null };
  const email = normalizeEmail(identity.email);
  // An address the provider has not verified proves nothing about who holds it.
  if (!identity.emailVerified) return { ok: false, reason: "unverified", email };

  const [account] = await db.select().from(admins).where(eq(admins.email, email)).limit(1);
  if (account) {
    if (account.deactivatedAt) return signIn(account);
    // A member who signs in here with a second factor is not taken over by whoever holds the address
    // at the provider: that would sign in without the factor (decision 046).
    const { totp, passkeys } = await memberFactors(db, account.id);
    if (totp || passkeys > 0) return { ok: false, reason: "has-factors", email };
    // A member linked to another subject keeps it: a second identity claiming the address is not them.
    const [claimed] = await db
      .update(admins)
      .set({ oidcSubject: identity.subject })
      .where(and(eq(admins.id, account.id), or(isNull(admins.oidcSubject), eq(admins.oidcSubject, identity.subject))))
      .returning();
    if (!claimed) return { ok: false, reason: "linked-elsewhere", email };
    await recordAudit(db, { actor: { adminId: claimed.id, email: claimed.email }, action: "staff.sso_linked", subject: "staff", subjectId: claimed.id, at: now });
    return signIn(claimed);
  }

  const [invitation] = await db
    .select({ id: staffInvitations.id, role: staffInvitations.role })
    .from(staffInvitations)
    .where(and(eq(staffInvitations.email, email), isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, now)))
    .limit(1);
  if (invitation) return join(db, identity, email, roleOf(invitation.role), invitation.id, now);

  const domain = email.slice(email.lastIndexOf("@") + 1);
  if (rules.allowedDomains.includes(domain)) return join(db, identity, email, rules.defaultRole, null, now);
  return { ok: false, reason: "not-member", email };
}

/**
 * The member an identity signs in as, made if the rules allow. A join that loses a race (the same
 * person signing in twice at once, or an invitation accepted meanwhile) is decided again from the top.
 */
export async function resolveSsoMember(db: Database, rules: SsoJoinRules, identity: SsoIdentity, now = new Date()): Promise<SsoOutcome> {
  return (await resolveOnce(db, rules, identity, now)) ?? (await resolveOnce(db, rules, identity, now)) ?? { ok: false, reason: "not-member", email: identity.email };
}
