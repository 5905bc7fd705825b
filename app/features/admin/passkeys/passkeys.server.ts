// Passkeys (WebAuthn) for staff: registering one on the account page, and verifying an assertion,
// either alone (the passwordless sign-in) or as the second step after a password. The ceremonies'
// challenges are kept by the callers (a session's row while it adds a passkey, a sign-in's while it
// signs in) and handed back here, each used once.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, asc, eq } from "drizzle-orm";
import { brand } from "#app/config/site.ts";
import type { Env } from "#app/env.server.ts";
import type { DbExecutor } from "#app/features/mail/outbox.server.ts";
import type { Database } from "#db/index.ts";
import { admins, staffPasskeys } from "#db/schema.ts";
import { isStaffRole } from "#app/features/admin/roles.ts";
import type { SignedInMember } from "#app/features/admin/sign-in.server.ts";

/**
 * The relying party is the site itself: its ID is SITE_URL's host name (a passkey is bound to it
 * for good, decision 045) and the only origin accepted is SITE_URL's.
 */
export function relyingParty(env: Pick<Env, "SITE_URL">) {
  const url = new URL(env.SITE_URL);
  return { rpID: url.hostname, origin: url.origin, rpName: brand.name };
}

/** How long the browser lets the member take over the ceremony. */
export const CEREMONY_TIMEOUT_MS = 5 * 60 * 1000;

export type PasskeySummary = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null };

export function listPasskeys(db: Database, adminId: string): Promise<PasskeySummary[]> {
  return db
    .select({ id: staffPasskeys.id, name: staffPasskeys.name, createdAt: staffPasskeys.createdAt, lastUsedAt: staffPasskeys.lastUsedAt })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.adminId, adminId))
    .orderBy(asc(staffPasskeys.createdAt));
}

const descriptors = async (db: Database, adminId: string) =>
  (await db.select({ id: staffPasskeys.id, transports: staffPasskeys.transports }).from(staffPasskeys).where(eq(staffPasskeys.adminId, adminId))).map(
    ({ id, transports }) => ({ id, transports: transports as AuthenticatorTransport[] }),
  );

/** The WebAuthn user handle: the member's id as its 16 bytes (never the e-mail, which can change). */
const userHandle = (adminId: string) => Uint8Array.from(Buffer.from(adminId.replaceAll("-", ""), "hex"));

/**
 * Options for adding a passkey: discoverable (so signing in needs no e-mail) and verifying the
 * person (PIN or biometric), which is what makes a passkey two factors by itself; the member's
 * passkeys are excluded so one authenticator is not registered twice.
 */
export async function passkeyRegistrationOptions(
  db: Database,
  env: Pick<Env, "SITE_URL">,
  member: { adminId: string; email: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { rpID, rpName } = relyingParty(env);
  return generateRegistrationOptions({
    rpName,
    rpID,
    userName: member.email,
    userID: userHandle(member.adminId),
    userDisplayName: member.email,
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: await descriptors(db, member.adminId),
    authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "required" },
  });
}

export type PasskeyRefusal = { ok: false; message: string; /** The library's reason, for the log. */ detail?: string };

const NOT_VERIFIED = "The passkey could not be verified. Please try again.";

const failureDetail = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Verifies a new passkey against the challenge the member was given and stores it under their name for it. */
export async function registerPasskey(
  db: DbExecutor,
  env: Pick<Env, "SITE_URL">,
  { adminId, response, challenge, name }: { adminId: string; response: RegistrationResponseJSON; challenge: string; name: string },
): Promise<{ ok: true; passkey: PasskeySummary } | PasskeyRefusal> {
  const { rpID, origin } = relyingParty(env);
  let failure: string | undefined;
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch((error: unknown) => {
    failure = failureDetail(error);
    return null;
  });
  if (!verification?.verified) return { ok: false, message: NOT_VERIFIED, detail: failure };
  const { credential } = verification.registrationInfo;
  const [stored] = await db
    .insert(staffPasskeys)
    .values({
      id: credential.id,
      adminId,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
    })
    .onConflictDoNothing({ target: staffPasskeys.id })
    .returning({ id: staffPasskeys.id, name: staffPasskeys.name, createdAt: staffPasskeys.createdAt, lastUsedAt: staffPasskeys.lastUsedAt });
  if (!stored) return { ok: false, message: "This passkey is already registered." };
  return { ok: true, passkey: stored };
}

/**
 * Options for signing in with a passkey. Without a member (the passwordless sign-in) the browser
 * offers any passkey it holds for this site; with one (a second step after a password) only theirs.
 */
export async function passkeyAuthenticationOptions(
  db: Database,
  env: Pick<Env, "SITE_URL">,
  { adminId }: { adminId?: string } = {},
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: relyingParty(env).rpID,
    allowCredentials: adminId ? await descriptors(db, adminId) : undefined,
    userVerification: "required",
    timeout: CEREMONY_TIMEOUT_MS,
  });
}

export type AssertionResult =
  | { ok: true; member: SignedInMember; passkeyId: string }
  | { ok: false; reason: "unknown" | "invalid" | "deactivated"; message: string; /** The library's reason, for the log. */ detail?: string };

export const UNKNOWN_PASSKEY = "That passkey is not registered here. Sign in with your password, then add it under Passkeys.";

/**
 * Verifies an assertion against the challenge its sign-in was given: the credential must be one of
 * ours (of `adminId`'s when given), signed by its key over this site's ID and origin with the person
 * verified, and its member active. The counter only moves forward: an authenticator that counts and
 * reports a number not above the stored one is a clone, and is refused (one that always says 0, as
 * synced passkeys do, is fine).
 */
export async function verifyPasskeyAssertion(
  db: Database,
  env: Pick<Env, "SITE_URL">,
  { response, challenge, adminId }: { response: AuthenticationResponseJSON; challenge: string; adminId?: string },
): Promise<AssertionResult> {
  const [row] = await db
    .select({ passkey: staffPasskeys, email: admins.email, role: admins.role, deactivatedAt: admins.deactivatedAt })
    .from(staffPasskeys)
    .innerJoin(admins, eq(admins.id, staffPasskeys.adminId))
    .where(and(eq(staffPasskeys.id, String(response.id)), adminId ? eq(staffPasskeys.adminId, adminId) : undefined))
    .limit(1);
  if (!row) return { ok: false, reason: "unknown", message: UNKNOWN_PASSKEY };
  const { passkey } = row;
  // A discoverable passkey names its member too (the user handle it was made with): it must be the
  // credential's owner, as WebAuthn asks of a sign-in that starts without a name.
  const handle = response.response.userHandle;
  if (handle && handle !== Buffer.from(userHandle(passkey.adminId)).toString("base64url")) {
    return { ok: false, reason: "invalid", message: NOT_VERIFIED, detail: "user handle is not the credential's owner" };
  }
  const { rpID, origin } = relyingParty(env);
  let failure: string | undefined;
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
    credential: {
      id: passkey.id,
      publicKey: Uint8Array.from(Buffer.from(passkey.publicKey, "base64url")),
      counter: passkey.counter,
      transports: passkey.transports as AuthenticatorTransport[],
    },
  }).catch((error: unknown) => {
    failure = failureDetail(error);
    return null;
  });
  if (!verification?.verified) return { ok: false, reason: "invalid", message: NOT_VERIFIED, detail: failure };
  if (row.deactivatedAt || !isStaffRole(row.role)) {
    return { ok: false, reason: "deactivated", message: "This account is deactivated. Ask an admin if you need it back." };
  }
  // Compare-and-set on the counter: of two sign-ins racing with one passkey, the counter never moves back.
  const updated = await db
    .update(staffPasskeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(and(eq(staffPasskeys.id, passkey.id), eq(staffPasskeys.counter, passkey.counter)))
    .returning({ id: staffPasskeys.id });
  if (updated.length === 0) return { ok: false, reason: "invalid", message: NOT_VERIFIED };
  return { ok: true, member: { adminId: passkey.adminId, email: row.email, role: row.role }, passkeyId: passkey.id };
}

/** Renames one of the member's passkeys: its old name when it was theirs, else null. */
export async function renamePasskey(db: DbExecutor, { adminId, id, name }: { adminId: string; id: string; name: string }): Promise<string | null> {
  const [before] = await db
    .select({ name: staffPasskeys.name })
    .from(staffPasskeys)
    .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.adminId, adminId)));
  if (!before) return null;
  await db.update(staffPasskeys).set({ name }).where(eq(staffPasskeys.id, id));
  return before.name;
}

/** Removes one of the member's passkeys: its name when it was theirs, else null. */
export async function removePasskey(db: DbExecutor, { adminId, id }: { adminId: string; id: string }): Promise<string | null> {
  const [removed] = await db
    .delete(staffPasskeys)
    .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.adminId, adminId)))
    .returning({ name: staffPasskeys.name });
  return removed?.name ?? null;
}

/** The largest credential the browser posts (an attestation with its key is a few KB; certificates would be more, and "none" sends none). */
export const CREDENTIAL_BODY_LIMIT = 32 * 1024;

/**
 * A credential posted by the browser (startRegistration's or startAuthentication's answer, as JSON
 * in a form field), when it has the shape the library reads; the library checks everything else.
 */
export function parseCredential<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(field: FormDataEntryValue | null): T | null {
  if (typeof field !== "string") return null;
  let value: unknown;
  try {
    value = JSON.parse(field);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { id, rawId, type, response } = value as Record<string, unknown>;
  const wellFormed = typeof id === "string" && /^[A-Za-z0-9_-]{1,1366}$/.test(id) && rawId === id && type === "public-key";
  return wellFormed && typeof response === "object" && response !== null ? ({ clientExtensionResults: {}, ...value } as T) : null;
}
