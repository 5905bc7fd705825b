// The outbox: e-mails, webhook events and calendar write-backs are written in the same transaction
// as the change they tell of and leave through the worker (outbox-worker.server.ts), each channel
// by its own sender.
// Every state change here is one conditional UPDATE, so several server processes sharing
// PostgreSQL can run these functions at the same time.
import { and, asc, desc, eq, gt, inArray, lte, ne, or, lt, sql, type SQL } from "drizzle-orm";
import { isEmbedded, type Database } from "#db/index.ts";
import { outbox, type OutboxMessage, type OutboxRow, type QueuedMessage } from "#db/schema.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { byTime, readKeysetPage, type ListTotal, type PageRequest } from "#app/lib/keyset.server.ts";
import { countsByStatus } from "#app/lib/counts.ts";
import { OUTBOX_STATUSES, UNSETTLED_STATUSES, type OutboxEntry, type OutboxStatus } from "./outbox.ts";
import { VisitorMailTally } from "./visitor-mail-tally.ts";
import { mailboxKey } from "./mailbox.ts";
import { rowIsSuppressed, suppressedNote, suppresses, suppressionsOf } from "./suppressions.server.ts";
import { recordAudit, type AuditActor } from "#app/features/audit/audit.server.ts";

/** A database handle or an open transaction: both can queue messages. */
export type DbExecutor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The templates whose recipient is a visitor: an address typed into a public form, which may be
 * anyone's. Their volume is capped (queueEmails); the sales team's own copies are not.
 */
export const VISITOR_TEMPLATES = [
  "booking-confirmation",
  "newsletter-confirmation",
  "booking-rescheduled",
  "booking-cancelled",
  "contact-acknowledgement",
  "datasheet-link",
] as const;
export type VisitorTemplate = (typeof VISITOR_TEMPLATES)[number];
const isVisitorTemplate = (template: string): template is VisitorTemplate => (VISITOR_TEMPLATES as readonly string[]).includes(template);

/**
 * Visitor mail that follows a booking already counted, later (its reminders). The suppression list
 * applies to it as to any visitor mail, but the caps do not count it: it answers a booking that
 * was itself limited, and counting it would hold back the visitor's next confirmation.
 */
export const SCHEDULED_VISITOR_TEMPLATES = ["booking-reminder"] as const;
const isScheduledVisitorTemplate = (template: string) => (SCHEDULED_VISITOR_TEMPLATES as readonly string[]).includes(template);

export type QueuedEmail = {
  /** A visitor template (capped), or sales-notification and the like (never capped). */
  template: VisitorTemplate | (typeof SCHEDULED_VISITOR_TEMPLATES)[number] | (string & {});
  /** Rendered, or a template and props the worker renders (email-content.server.tsx). */
  message: QueuedMessage;
  /** The outbox row's id, when the caller refers to the row (a reminder's record); a new one otherwise. */
  id?: string;
};

/**
 * How much visitor mail may be queued in any 24 hours: to one address (sub-addresses such as
 * ada+1@… count as ada@…), and in all. Set by VISITOR_MAIL_PER_ADDRESS and VISITOR_MAIL_PER_DAY.
 */
export type VisitorMailCaps = { perAddress: number; perDay: number };

/**
 * What happened to the visitor's mail of one queueing: sent on, none to send, held back by a cap,
 * or kept unsent because its mailbox is on the suppression list.
 */
export type VisitorMailVerdict = "queued" | "none" | "address-cap" | "daily-cap" | "suppressed";

const DAY_MS = 24 * 60 * 60 * 1000;

type VisitorMailCounts = { toAddress: number; total: number };

/**
 * On PostgreSQL: the visitor mail queued in the 24 hours up to `now`. A lock per mailbox makes
 * concurrent submissions to one address count one after another, so the per-address cap is exact;
 * the daily ceiling is counted without one (a safety net: concurrent submissions may pass it by a
 * few). Each count stops at its cap (all it needs to know) and reads an index.
 */
async function countVisitorMail(db: DbExecutor, key: string, caps: VisitorMailCaps, now: Date): Promise<VisitorMailCounts> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`visitor-mail:${key}`}))`);
  const [since, until] = [new Date(now.getTime() - DAY_MS).toISOString(), now.toISOString()];
  const result = await db.execute(sql`
    select (select count(*)::int from (select 1 from ${outbox} where ${outbox.mailboxKey} = ${key} and ${outbox.template} in ${VISITOR_TEMPLATES}
              and ${outbox.createdAt} > ${since} and ${outbox.createdAt} <= ${until} limit ${caps.perAddress}) as capped) as "toAddress",
           (select count(*)::int from (select 1 from ${outbox} where ${outbox.template} in ${VISITOR_TEMPLATES}
              and ${outbox.createdAt} > ${since} and ${outbox.createdAt} <= ${until} limit ${caps.perDay}) as capped) as "total"`);
  const row = (result as unknown as { rows: Array<Partial<VisitorMailCounts>> }).rows[0];
  return { toAddress: Number(row?.toAddress ?? 0), total: Number(row?.total ?? 0) };
}

/**
 * On the embedded database: its tally in memory (visitor-mail-tally.ts), read from the outbox on
 * first use (through the open transaction: PGlite's holds the whole database) and kept by every
 * queueing after. It also counts mail of a transaction that fails after queueing, or of a lead
 * erased since: it errs on the side of sending less.
 */
const tallies = new WeakMap<Database, Promise<VisitorMailTally>>();

function tallyOf(database: Database, db: DbExecutor, now: Date): Promise<VisitorMailTally> {
  let tally = tallies.get(database);
  if (!tally) {
    tally = db
      .select({ key: outbox.mailboxKey, at: outbox.createdAt })
      .from(outbox)
      .where(and(inArray(outbox.template, [...VISITOR_TEMPLATES]), gt(outbox.createdAt, new Date(now.getTime() - DAY_MS))))
      .then((rows) => new VisitorMailTally(rows.map((row) => ({ key: row.key, at: row.at.getTime() }))));
    tallies.set(database, tally);
    tally.catch(() => tallies.delete(database));
  }
  return tally;
}

function verdictOf(counts: VisitorMailCounts, caps: VisitorMailCaps): VisitorMailVerdict {
  if (counts.toAddress >= caps.perAddress) return "address-cap";
  if (counts.total >= caps.perDay) return "daily-cap";
  return "queued";
}

/**
 * Queues messages for a lead; `held` when no SMTP server is configured, so nothing is lost or tried
 * in vain. Visitor mail to a suppressed mailbox is stored as `suppressed` and never sent (the sales
 * team's copies are never suppressed). With caps, visitor mail over a cap is left out (the rest is
 * queued) and the verdict says why; call it inside the transaction that stores the lead, on `db`
 * (that transaction or `database` itself).
 */
export async function queueEmails(
  db: DbExecutor,
  leadId: string | null,
  emails: QueuedEmail[],
  status: "pending" | "held",
  options: { database: Database; visitorCaps?: VisitorMailCaps; now?: Date },
): Promise<VisitorMailVerdict> {
  const now = options.now ?? new Date();
  const keyOf = (email: QueuedEmail) =>
    isVisitorTemplate(email.template) || isScheduledVisitorTemplate(email.template) ? mailboxKey(email.message.to) : null;
  const suppressions = await suppressionsOf(db, [...new Set(emails.map(keyOf).filter((key) => key !== null))]);
  const suppressionOf = (email: QueuedEmail) => {
    const reason = suppressions.get(keyOf(email) ?? "");
    return reason && suppresses(reason, email.template) ? reason : null;
  };
  const visitorMail = emails.filter((email) => isVisitorTemplate(email.template) && !suppressionOf(email));
  const tally = visitorMail.length > 0 && isEmbedded(options.database) ? await tallyOf(options.database, db, now) : null;
  let verdict: VisitorMailVerdict = visitorMail.length > 0 ? "queued" : emails.some(suppressionOf) ? "suppressed" : "none";
  if (options.visitorCaps && verdict === "queued") {
    for (const key of new Set(visitorMail.map((email) => mailboxKey(email.message.to)))) {
      const counts = tally ? tally.count(key, now.getTime()) : await countVisitorMail(db, key, options.visitorCaps, now);
      verdict = verdictOf(counts, options.visitorCaps);
      if (verdict !== "queued") break;
    }
  }
  const capped = verdict === "address-cap" || verdict === "daily-cap";
  const kept = capped ? emails.filter((email) => !visitorMail.includes(email)) : emails;
  if (kept.length === 0) return verdict;
  if (tally && verdict === "queued") for (const email of visitorMail) tally.record(mailboxKey(email.message.to), now.getTime());
  await db.insert(outbox).values(
    kept.map((email) => {
      const suppressed = suppressionOf(email);
      return {
        id: email.id,
        leadId,
        template: email.template,
        recipient: email.message.to,
        mailboxKey: keyOf(email),
        subject: email.message.subject,
        message: email.message,
        status: suppressed ? "suppressed" : status,
        lastError: suppressed ? suppressedNote(suppressed) : null,
        // A message queued ahead of its time is first due then; any other at once (the column's default).
        nextAttemptAt: email.message.schedule ? new Date(email.message.schedule.notBefore) : undefined,
        createdAt: now,
      };
    }),
  );
  return verdict;
}

/** The outbox's channels: who delivers a row (the SMTP sender, the webhook sender, a host's CalDAV server). */
export const OUTBOX_CHANNELS = ["email", "webhook", "caldav"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * A calendar write-back is claimed only while no earlier one of the same meeting in the same
 * host's calendar is on its way: a cancellation's DELETE must not overtake the PUT of the booking
 * it undoes, nor a reschedule's PUT the first one. (Queueing one drops the unsent ones before it:
 * only the meeting's latest state is written.)
 */
const notOvertakingAWriteBack = sql`not (${outbox.channel} = 'caldav' and exists (
  select 1 from ${outbox} as "earlier"
  where "earlier"."channel" = 'caldav' and "earlier"."status" = 'sending' and "earlier"."id" <> ${outbox.id}
    and "earlier"."message"->>'adminId' = ${outbox.message}->>'adminId' and "earlier"."message"->>'uid' = ${outbox.message}->>'uid'))`;

/**
 * Claims up to `limit` due messages of the given channels (all by default) for this worker: pending
 * ones whose time has come, and ones left "sending" by a worker whose lease ran out (it crashed
 * mid-send). SKIP LOCKED lets another process claim different rows at the same moment instead of
 * waiting or sending the same ones.
 * The returned `lockedUntil` is this claim's token: later updates only apply while it still holds.
 */
export async function claimDueMessages(
  db: Database,
  options: { limit: number; leaseMs: number; now?: Date; channels?: readonly OutboxChannel[] },
): Promise<OutboxRow[]> {
  const now = options.now ?? new Date();
  const leaseUntil = new Date(now.getTime() + options.leaseMs);
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        inArray(outbox.channel, [...(options.channels ?? OUTBOX_CHANNELS)]),
        or(
          and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now)),
          and(eq(outbox.status, "sending"), lt(outbox.lockedUntil, now)),
        ),
        notOvertakingAWriteBack,
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.createdAt))
    .limit(options.limit)
    .for("update", { skipLocked: true });
  return db
    .update(outbox)
    .set({ status: "sending", lockedUntil: leaseUntil, attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning();
}

/** Only the claim that still owns the row may settle it. */
const ownedClaim = (row: OutboxRow) =>
  and(eq(outbox.id, row.id), eq(outbox.status, "sending"), eq(outbox.lockedUntil, row.lockedUntil!));

/** What a blanked message keeps: nothing of its recipient, subject or body. */
const REDACTED = "[erased]";
const redactedColumns = {
  recipient: REDACTED,
  mailboxKey: null,
  subject: REDACTED,
  message: { from: REDACTED, to: REDACTED, subject: REDACTED, html: "", text: "" } satisfies OutboxMessage,
};

/** Blanks the recipient, subject and body of the matching rows (an erased lead's mail); how many. */
async function redactOutboxRows(db: DbExecutor, where: SQL): Promise<number> {
  const rows = await db.update(outbox).set(redactedColumns).where(where).returning({ id: outbox.id });
  return rows.length;
}

/**
 * Erases the matching messages (someone asked for their data to be deleted): those not yet sent
 * are deleted, sent ones blanked to their status and times. How many of each.
 */
export async function eraseOutboxRows(db: DbExecutor, where: SQL): Promise<{ removed: number; redacted: number }> {
  const removed = await db.delete(outbox).where(and(where, ne(outbox.status, "sent"))).returning({ id: outbox.id });
  const redacted = await redactOutboxRows(db, and(where, eq(outbox.status, "sent"))!);
  return { removed: removed.length, redacted };
}

/** Marks a message sent; an erased lead's last message (redactAfterSend) is blanked as it is. */
export async function markSent(db: Database, row: OutboxRow, now = new Date()) {
  await db
    .update(outbox)
    .set({ status: "sent", sentAt: now, lockedUntil: null, lastError: null, ...(row.redactAfterSend ? redactedColumns : {}) })
    .where(ownedClaim(row));
}

/** What is left of a message withdrawn once its claim is settled: no lease, and why in its last error. */
const withdrawnColumns = (note: string) => ({ status: "withdrawn", lockedUntil: null, lastError: note });

/** Settles a claimed message unsent, as withdrawn (it was due before a time that has passed). */
export async function markWithdrawn(db: Database, row: OutboxRow, note: string) {
  await db.update(outbox).set(withdrawnColumns(note)).where(ownedClaim(row));
}

/**
 * Withdraws the matching messages that have not left: waiting (pending or held) or dead, never one
 * being sent (a worker holds it, it was due, and it goes). Returns the ids withdrawn. The status
 * is checked again by the UPDATE itself, so a worker claiming a row at that moment wins or loses
 * the row whole.
 */
export async function withdrawUnsent(db: DbExecutor, where: SQL, note: string): Promise<string[]> {
  const rows = await db
    .update(outbox)
    .set(withdrawnColumns(note))
    .where(and(where, inArray(outbox.status, ["pending", "held", "dead"])))
    .returning({ id: outbox.id });
  return rows.map((row) => row.id);
}

/**
 * Records a failed attempt: back to pending at `retryAt`, or dead (keeping the error) when `dead`.
 * An erased lead's last message that dies is blanked as a sent one is, and its error keeps only the
 * SMTP reply code: a refusal usually quotes the address.
 */
export async function markFailed(db: Database, row: OutboxRow, failure: { error: string; dead: boolean; retryAt: Date }) {
  const erasedAndDead = failure.dead && row.redactAfterSend;
  await db
    .update(outbox)
    .set({
      status: failure.dead ? "dead" : "pending",
      nextAttemptAt: failure.retryAt,
      lockedUntil: null,
      lastError: erasedAndDead ? `${failure.error.match(/\b[45]\d\d\b/)?.[0] ?? "failed"} ${REDACTED}` : failure.error.slice(0, 2000),
      ...(erasedAndDead ? redactedColumns : {}),
    })
    .where(ownedClaim(row));
}

/**
 * Without a sender for the channel (no SMTP_URL, no WEBHOOK_URL): marks what is waiting as held,
 * so admins see it is parked, not lost.
 */
export async function holdPendingMessages(db: Database, channel: OutboxChannel = "email"): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ status: "held" })
    .where(and(eq(outbox.status, "pending"), eq(outbox.channel, channel)))
    .returning({ id: outbox.id });
  return rows.length;
}

/**
 * With the channel's sender configured again: its held messages become due now, or at their own
 * time when that is still to come (a reminder is never sent early).
 */
export async function releaseHeldMessages(db: Database, now = new Date(), channel: OutboxChannel = "email"): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ status: "pending", nextAttemptAt: sql`greatest(${outbox.nextAttemptAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(outbox.status, "held"), eq(outbox.channel, channel)))
    .returning({ id: outbox.id });
  return rows.length;
}

/** The dead messages given a fresh set of attempts (all of them, or the given ids), as they were requeued. */
async function requeueDead(
  db: DbExecutor,
  options: { smtpConfigured: boolean; webhooksConfigured?: boolean; ids?: string[]; now?: Date },
): Promise<Array<Pick<OutboxRow, "id" | "channel" | "template">>> {
  // A message to a suppressed address stays dead: sending it again would only be refused again.
  const onlyDead = and(eq(outbox.status, "dead"), sql`not ${rowIsSuppressed}`);
  // Each channel waits for its own sender: an e-mail for SMTP_URL, a webhook event for WEBHOOK_URL;
  // a calendar write-back always has one (the host's own server).
  const statusOf = (configured: boolean | undefined) => (configured ? "pending" : "held");
  const rows = await db
    .update(outbox)
    .set({
      status: sql`case ${outbox.channel} when 'webhook' then ${statusOf(options.webhooksConfigured)} when 'caldav' then 'pending' else ${statusOf(options.smtpConfigured)} end`,
      attempts: 0,
      nextAttemptAt: options.now ?? new Date(),
      lockedUntil: null,
    })
    .where(options.ids ? and(onlyDead, inArray(outbox.id, options.ids)) : onlyDead)
    .returning({ id: outbox.id, channel: outbox.channel, template: outbox.template });
  return rows;
}

/**
 * Gives dead messages a fresh set of attempts (all of them, or the given ids): `npm run outbox --
 * retry`. The last error stays until the next attempt. Returns how many.
 */
export async function retryDeadMessages(db: Database, options: Parameters<typeof requeueDead>[1]): Promise<number> {
  return (await requeueDead(db, options)).length;
}

export type OutboxSummary = {
  counts: Record<OutboxStatus, number>;
  /** Messages someone should look at: dead, held, or pending after a failure (newest first). */
  attention: Array<Pick<OutboxRow, "id" | "channel" | "template" | "recipient" | "subject" | "status" | "attempts" | "lastError" | "nextAttemptAt" | "createdAt">>;
};

export async function outboxSummary(db: Database, options: { limit?: number } = {}): Promise<OutboxSummary> {
  const counts = await countOutboxByStatus(db, { includeSent: true });
  const attention = await db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      template: outbox.template,
      recipient: outbox.recipient,
      subject: outbox.subject,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      nextAttemptAt: outbox.nextAttemptAt,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(or(inArray(outbox.status, ["dead", "held"]), and(eq(outbox.status, "pending"), sql`${outbox.lastError} is not null`)))
    .orderBy(desc(outbox.createdAt))
    .limit(options.limit ?? 50);
  return { counts, attention };
}

/**
 * Re-queues one dead message (the admin's Retry button), with its audit entry. Only a dead row is
 * touched, so a retry racing the worker cannot resend mail already on its way. False when no dead
 * message had the id, or when its address is suppressed.
 */
export async function retryDeadMessage(
  db: Database,
  id: string,
  options: { smtpConfigured: boolean; webhooksConfigured?: boolean; now?: Date },
  actor: AuditActor,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    const [retried] = await requeueDead(tx, { ...options, ids: [id] });
    if (!retried) return false;
    await recordAudit(tx, { actor, action: "outbox.retried", subject: "outbox", subjectId: id, details: { channel: retried.channel, template: retried.template } });
    return true;
  });
}

/** A message's status now (null when there is no such message). */
export async function outboxStatusOf(db: Database, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id));
  return row?.status ?? null;
}

const outboxColumns = {
  id: outbox.id,
  leadId: outbox.leadId,
  channel: outbox.channel,
  template: outbox.template,
  recipient: outbox.recipient,
  subject: outbox.subject,
  status: outbox.status,
  attempts: outbox.attempts,
  nextAttemptAt: outbox.nextAttemptAt,
  lastError: outbox.lastError,
  sentAt: outbox.sentAt,
  createdAt: outbox.createdAt,
};

const toOutboxEntry = (row: {
  nextAttemptAt: Date;
  sentAt: Date | null;
  createdAt: Date;
} & Omit<OutboxEntry, "nextAttemptAt" | "sentAt" | "createdAt">): OutboxEntry => ({
  ...row,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The e-mails written for one lead, newest first. */
export async function outboxForLead(db: Database, leadId: string): Promise<OutboxEntry[]> {
  const rows = await db.select(outboxColumns).from(outbox).where(eq(outbox.leadId, leadId)).orderBy(desc(outbox.createdAt));
  return rows.map(toOutboxEntry);
}

/** The outbox list's order: newest first (an index per status serves it too). */
export const outboxKeyset = byTime(outbox.createdAt, outbox.id, "desc");

/** One page of the outbox, newest first, all messages or those of one status. */
export function listOutbox(db: Database, { status, request, size, total }: { status?: string; request: PageRequest; size: number; total?: ListTotal }) {
  return readKeysetPage<OutboxEntry>(
    outboxKeyset,
    request,
    size,
    async (page, limit) => {
      const rows = await db
        .select({ ...outboxColumns, cursorKeys: page.cursorKeys })
        .from(outbox)
        .where(and(status ? eq(outbox.status, status) : undefined, page.where))
        .orderBy(...page.orderBy)
        .limit(limit);
      return rows.map(({ cursorKeys, ...row }) => ({ ...toOutboxEntry(row), cursorKeys }));
    },
    total,
  );
}

/**
 * How many messages are in each status. Settled ones (sent, suppressed) are nearly every row after a
 * few years, so they are counted only where asked for; elsewhere the count reads only the unsent.
 */
export async function countOutboxByStatus(db: Database, { includeSent }: { includeSent: boolean }): Promise<Record<OutboxStatus, number>> {
  const grouped = await db
    .select({ status: outbox.status, n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(includeSent ? undefined : inArray(outbox.status, UNSETTLED_STATUSES))
    .groupBy(outbox.status);
  return countsByStatus(OUTBOX_STATUSES, grouped);
}
