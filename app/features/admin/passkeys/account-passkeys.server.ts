// A signed-in member's own passkeys: the challenge their session is given to add one, and adding or
// removing one, each audited and ending the member's other sessions (a factor changed, so whoever
// else is signed in as them must prove it again).
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { and, eq } from "drizzle-orm";
import type { Env } from "#app/env.server.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import type { Database } from "#db/index.ts";
import { adminSessions } from "#db/schema.ts";
import { destroyOtherSessions, type AdminSession } from "#app/features/admin/session.server.ts";
import { passkeyRegistrationOptions, registerPasskey, removePasskey, renamePasskey, type PasskeyRefusal, type PasskeySummary } from "./passkeys.server.ts";

type Member = Pick<AdminSession, "adminId" | "email" | "tokenHash">;

/** Registration options, their challenge kept with the session until it is answered (or the session ends). */
export async function startAddingPasskey(db: Database, env: Pick<Env, "SITE_URL">, member: Member) {
  const options = await passkeyRegistrationOptions(db, env, member);
  await db.update(adminSessions).set({ webauthnChallenge: options.challenge }).where(eq(adminSessions.tokenHash, member.tokenHash));
  return options;
}

/**
 * The session's challenge, cleared as it is read: compare-and-set on the value read, so of two
 * answers racing with one challenge only one gets it.
 */
async function takeSessionChallenge(db: Database, tokenHash: string): Promise<string | null> {
  const [row] = await db.select({ challenge: adminSessions.webauthnChallenge }).from(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
  if (!row?.challenge) return null;
  const taken = await db
    .update(adminSessions)
    .set({ webauthnChallenge: null })
    .where(and(eq(adminSessions.tokenHash, tokenHash), eq(adminSessions.webauthnChallenge, row.challenge)))
    .returning({ tokenHash: adminSessions.tokenHash });
  return taken.length > 0 ? row.challenge : null;
}

const actorOf = (member: Member) => ({ adminId: member.adminId, email: member.email });

/** Verifies and stores the new passkey against the session's challenge (used once), then audits it and ends the other sessions. */
export async function finishAddingPasskey(
  db: Database,
  env: Pick<Env, "SITE_URL">,
  member: Member,
  { response, name }: { response: RegistrationResponseJSON; name: string },
): Promise<{ ok: true; passkey: PasskeySummary } | PasskeyRefusal> {
  const challenge = await takeSessionChallenge(db, member.tokenHash);
  if (!challenge) return { ok: false, message: "This request has expired. Please try adding the passkey again." };
  return db.transaction(async (tx) => {
    const result = await registerPasskey(tx, env, { adminId: member.adminId, response, challenge, name });
    if (!result.ok) return result;
    await recordAudit(tx, { actor: actorOf(member), action: "factor.enrolled", subject: "factor", subjectId: member.adminId, details: { factor: "passkey", name } });
    await destroyOtherSessions(tx, member.adminId, member.tokenHash);
    return result;
  });
}

/** Removes one of the member's passkeys (audited, other sessions ended); false when it was not theirs. */
export async function removeOwnPasskey(db: Database, member: Member, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const name = await removePasskey(tx, { adminId: member.adminId, id });
    if (name === null) return false;
    await recordAudit(tx, { actor: actorOf(member), action: "factor.removed", subject: "factor", subjectId: member.adminId, details: { factor: "passkey", name } });
    await destroyOtherSessions(tx, member.adminId, member.tokenHash);
    return true;
  });
}

/** Renames one of the member's passkeys (audited: the log shows what a factor was called when it was used or removed); false when it was not theirs. */
export async function renameOwnPasskey(db: Database, member: Member, { id, name }: { id: string; name: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await renamePasskey(tx, { adminId: member.adminId, id, name });
    if (before === null) return false;
    await recordAudit(tx, { actor: actorOf(member), action: "factor.renamed", subject: "factor", subjectId: member.adminId, details: { factor: "passkey", from: before, name } });
    return true;
  });
}
