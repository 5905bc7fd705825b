// The suppression list: mailboxes visitor mail skips. A permanent SMTP refusal of visitor mail
// (outbox-worker.server.ts) and a newsletter unsubscribe add one; queueEmails consults it, and an
// admin clears it. The sales team's own mail never looks here: a lead always reaches sales.
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { mailSuppressions, outbox } from "#db/schema.ts";
import { readKeysetPage, type Keyset, type PageRequest } from "#app/lib/keyset.server.ts";
import { countsByStatus } from "#app/lib/counts.ts";
import { recordAudit, type AuditActor } from "#app/features/audit/audit.server.ts";
import type { DbExecutor } from "./outbox.server.ts";
import { isSuppressionReason, SUPPRESSION_REASONS, type SuppressionEntry, type SuppressionReason } from "./suppressions.ts";
import { likeLiteral } from "#app/lib/like-literal.ts";

/** The newsletter's own mail: what an unsubscribe stops. */
const NEWSLETTER_TEMPLATES: readonly string[] = ["newsletter-confirmation"];

/** Whether a mailbox suppressed for `reason` may not get a visitor e-mail of `template`. */
export const suppresses = (reason: SuppressionReason | undefined, template: string): boolean =>
  reason === "bounce" || (reason === "unsubscribe" && NEWSLETTER_TEMPLATES.includes(template));

/** An outbox row whose mailbox is suppressed for its kind of mail (`suppresses`, in SQL). */
export const rowIsSuppressed = sql`exists (
  select 1 from ${mailSuppressions}
  where ${mailSuppressions.mailboxKey} = ${outbox.mailboxKey}
    and (${mailSuppressions.reason} = 'bounce' or (${mailSuppressions.reason} = 'unsubscribe' and ${inArray(outbox.template, [...NEWSLETTER_TEMPLATES])}))
)`;

/** The suppressed mailboxes among `keys`, with why. */
export async function suppressionsOf(db: DbExecutor, keys: readonly string[]): Promise<Map<string, SuppressionReason>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: mailSuppressions.mailboxKey, reason: mailSuppressions.reason })
    .from(mailSuppressions)
    .where(inArray(mailSuppressions.mailboxKey, [...keys]));
  return new Map(rows.flatMap((row) => (isSuppressionReason(row.reason) ? [[row.key, row.reason] as const] : [])));
}

/** What an outbox row skipped for a suppression says in its last error. */
export const suppressedNote = (reason: SuppressionReason) => `not sent: the address is suppressed (${reason})`;

/**
 * Suppresses a mailbox, and with it the visitor mail to it still waiting (pending or held) that
 * the reason covers. A bounce widens an unsubscribe and refreshes an older bounce's response; an
 * unsubscribe never narrows a bounce.
 */
export async function suppressMailbox(
  db: Database,
  key: string,
  { reason, response = null, now = new Date() }: { reason: SuppressionReason; response?: string | null; now?: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(mailSuppressions)
      .values({ mailboxKey: key, reason, response: response?.slice(0, 1000) ?? null, createdAt: now })
      .onConflictDoUpdate({
        target: mailSuppressions.mailboxKey,
        set: { reason, response: sql`excluded.response`, createdAt: now },
        setWhere: sql`excluded.reason = 'bounce'`,
      });
    const waiting = await tx
      .select({ id: outbox.id, template: outbox.template })
      .from(outbox)
      .where(and(eq(outbox.mailboxKey, key), inArray(outbox.status, ["pending", "held"])));
    const covered = waiting.filter((row) => suppresses(reason, row.template)).map((row) => row.id);
    if (covered.length > 0) {
      await tx
        .update(outbox)
        .set({ status: "suppressed", lastError: suppressedNote(reason) })
        .where(and(inArray(outbox.id, covered), inArray(outbox.status, ["pending", "held"])));
    }
  });
}

/**
 * Lifts a suppression (an admin's decision, audited in the same transaction: the reason, never the
 * address, as the audit log holds no one's personal data). The reason it had, or null when the
 * mailbox was not suppressed.
 */
export async function clearSuppression(db: Database, key: string, actor: AuditActor, now = new Date()): Promise<SuppressionReason | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(mailSuppressions).where(eq(mailSuppressions.mailboxKey, key)).returning({ reason: mailSuppressions.reason });
    if (!row || !isSuppressionReason(row.reason)) return null;
    await recordAudit(tx, { actor, action: "mail.suppression_cleared", subject: "suppression", details: { reason: row.reason }, at: now });
    return row.reason;
  });
}

/**
 * Lifts a mailbox's unsubscribe (its owner subscribed again from a link only they were sent); a
 * bounce stays, as the address still does not take mail.
 */
export async function liftUnsubscribe(db: DbExecutor, key: string): Promise<void> {
  await db.delete(mailSuppressions).where(and(eq(mailSuppressions.mailboxKey, key), eq(mailSuppressions.reason, "unsubscribe")));
}

/** How many mailboxes are suppressed for each reason (the admin's System page shows it). */
export async function countSuppressions(db: Database): Promise<Record<SuppressionReason, number>> {
  const grouped = await db.select({ status: mailSuppressions.reason, n: count() }).from(mailSuppressions).groupBy(mailSuppressions.reason);
  return countsByStatus(SUPPRESSION_REASONS, grouped);
}

/** The list's order: newest first, the mailbox breaking ties (one index serves both). */
export const suppressionKeyset: Keyset = {
  keys: [
    { value: mailSuppressions.createdAt, type: "timestamptz" },
    { value: mailSuppressions.mailboxKey, type: "text" },
  ],
  direction: "desc",
};


/** One page of the list, newest first; `search` keeps the mailboxes containing it (any case). */
export function listSuppressions(db: Database, { search, request, size }: { search?: string; request: PageRequest; size: number }) {
  const matching = search ? sql`${mailSuppressions.mailboxKey} like ${`%${likeLiteral(search.trim().toLowerCase())}%`}` : undefined;
  return readKeysetPage<SuppressionEntry>(suppressionKeyset, request, size, async (page, limit) => {
    const rows = await db
      .select({ row: mailSuppressions, cursorKeys: page.cursorKeys })
      .from(mailSuppressions)
      .where(and(matching, page.where))
      .orderBy(...page.orderBy)
      .limit(limit);
    return rows.map(({ row, cursorKeys }) => ({
      mailboxKey: row.mailboxKey,
      reason: isSuppressionReason(row.reason) ? row.reason : "bounce",
      response: row.response,
      createdAt: row.createdAt.toISOString(),
      cursorKeys,
    }));
  });
}
