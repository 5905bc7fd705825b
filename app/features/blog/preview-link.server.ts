// Preview links: /blog/preview/<token> shows a post that is not public yet to whoever has the link.
// Each is a row (preview_links) made by a staff member, listed in the post's editor with its maker
// and end, and revocable one by one; it stops when it is revoked, when it expires
// (PREVIEW_LINK_TTL), when its post goes public or is deleted, and when its maker's account is
// deactivated. Only the SHA-256 of the token is stored (decision 042).
import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { DbExecutor } from "#app/features/mail/outbox.server.ts";
import { hashToken } from "#app/features/admin/session.server.ts";
import { recordAudit, type AuditActor } from "#app/features/audit/audit.server.ts";
import type { Database } from "#db/index.ts";
import { admins, blogPosts, previewLinks } from "#db/schema.ts";
import { postStatus } from "./post-status.ts";
import type { PreviewLinkSummary } from "./preview-link.ts";

export const PREVIEW_PATH = "/blog/preview/";

/** 256 random bits, base64url: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A new link to the post, valid until `expiresAt`: its path (the only time the token is known) and its summary. Audited. */
export async function createPreviewLink(
  db: Database,
  { postId, actor, expiresAt }: { postId: string; actor: AuditActor; expiresAt: Date },
): Promise<{ path: string; link: PreviewLinkSummary }> {
  const token = randomBytes(32).toString("base64url");
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(previewLinks)
      .values({ postId, tokenHash: hashToken(token), createdBy: actor.adminId, createdByEmail: actor.email, expiresAt })
      .returning();
    await recordAudit(tx, {
      actor,
      action: "preview_link.created",
      subject: "preview_link",
      subjectId: created!.id,
      details: { postId, expiresAt: expiresAt.toISOString() },
    });
    return created!;
  });
  return { path: `${PREVIEW_PATH}${token}`, link: { id: row.id, createdByEmail: row.createdByEmail, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString(), makerActive: true } };
}

export type PreviewAccess = { ok: true; postId: string; expiresAt: Date } | { ok: false; reason: "invalid" | "expired" };

/**
 * What a token grants: the post and until when, or why not. Unknown, revoked, a post gone public,
 * and a maker deactivated are all "invalid" (404): the link simply does not work any more. Only a
 * link that would still work but for its time is "expired" (410), so its holder knows to ask again.
 */
export async function readPreviewToken(db: Database, token: string, now = new Date()): Promise<PreviewAccess> {
  if (!TOKEN_SHAPE.test(token)) return { ok: false, reason: "invalid" };
  const [link] = await db
    .select({
      postId: previewLinks.postId,
      expiresAt: previewLinks.expiresAt,
      revokedAt: previewLinks.revokedAt,
      published: blogPosts.published,
      publishedAt: blogPosts.publishedAt,
      makerDeactivatedAt: admins.deactivatedAt,
      makerId: admins.id,
    })
    .from(previewLinks)
    .innerJoin(blogPosts, eq(blogPosts.id, previewLinks.postId))
    .leftJoin(admins, eq(admins.id, previewLinks.createdBy))
    .where(eq(previewLinks.tokenHash, hashToken(token)))
    .limit(1);
  if (!link || link.revokedAt || !link.makerId || link.makerDeactivatedAt) return { ok: false, reason: "invalid" };
  if (postStatus(link, now) === "published") return { ok: false, reason: "invalid" };
  if (link.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, postId: link.postId, expiresAt: link.expiresAt };
}

/** The post's links that have not been revoked and have not expired, oldest first, for its editor. */
export async function listPreviewLinks(db: Database, postId: string, now = new Date()): Promise<PreviewLinkSummary[]> {
  const rows = await db
    .select({
      id: previewLinks.id,
      createdByEmail: previewLinks.createdByEmail,
      createdAt: previewLinks.createdAt,
      expiresAt: previewLinks.expiresAt,
      makerDeactivatedAt: admins.deactivatedAt,
      makerId: admins.id,
    })
    .from(previewLinks)
    .leftJoin(admins, eq(admins.id, previewLinks.createdBy))
    .where(and(eq(previewLinks.postId, postId), isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, now)))
    .orderBy(asc(previewLinks.createdAt), asc(previewLinks.id));
  return rows.map((row) => ({
    id: row.id,
    createdByEmail: row.createdByEmail,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    makerActive: Boolean(row.makerId && !row.makerDeactivatedAt),
  }));
}

/** Revokes one link of a post; false when there is no such link still open. Audited. */
export async function revokePreviewLink(db: Database, actor: AuditActor, { postId, linkId }: { postId: string; linkId: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(previewLinks)
      .set({ revokedAt: new Date() })
      .where(and(eq(previewLinks.id, linkId), eq(previewLinks.postId, postId), isNull(previewLinks.revokedAt)))
      .returning({ id: previewLinks.id });
    if (!revoked) return false;
    await recordAudit(tx, { actor, action: "preview_link.revoked", subject: "preview_link", subjectId: linkId, details: { postId } });
    return true;
  });
}

/**
 * Ends every open link of a post, or of a maker (in the transaction of what ends them: the post
 * going public, or leaving it; an account deactivated). Returns how many were open, for that
 * change's audit entry. A link ended so does not come back to life when the post is unpublished
 * again or the account reactivated.
 */
export async function endPreviewLinks(tx: DbExecutor, of: { postId: string } | { createdBy: string }, now = new Date()): Promise<number> {
  const owner = "postId" in of ? eq(previewLinks.postId, of.postId) : eq(previewLinks.createdBy, of.createdBy);
  const ended = await tx
    .update(previewLinks)
    .set({ revokedAt: now })
    .where(and(owner, isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, now)))
    .returning({ id: previewLinks.id });
  return ended.length;
}
