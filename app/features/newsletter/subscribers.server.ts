// Persistence of the newsletter's subscribers. A sign-up and its confirmation e-mail are one
// transaction (the outbox's rule): a subscriber is pending exactly when a confirmation was queued
// or held back by a cap. One row per mailbox (lower-cased address), taken in turn under a lock.
import { and, eq, gt, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "#db/index.ts";
import { newsletterSubscribers, outbox, type NewsletterSubscriber } from "#db/schema.ts";
import {
  eraseOutboxRows,
  queueEmails,
  type DbExecutor,
  type QueuedEmail,
  type VisitorMailCaps,
  type VisitorMailVerdict,
} from "#app/features/mail/outbox.server.ts";
import { csvColumns, csvExport, isoText, type CsvHooks } from "#app/lib/csv-export.server.ts";
import { byTime, keysetBatches, keysetOrder, readKeysetPage, type PageQuery, type ListTotal, type PageRequest } from "#app/lib/keyset.server.ts";
import { countsByStatus } from "#app/lib/counts.ts";
import { mailboxKey } from "#app/features/mail/mailbox.ts";
import { liftUnsubscribe, suppressMailbox } from "#app/features/mail/suppressions.server.ts";
import { SUBSCRIBER_STATUSES, type SubscriberEntry, type SubscriberStatus } from "./subscriber-entry.ts";
import { SUBSCRIBERS_CSV_HEADER, subscriberCsvRow } from "./subscribers-csv.ts";
import { recordAudit, type AuditActor } from "#app/features/audit/audit.server.ts";

export const mailboxOf = (email: string) => email.trim().toLowerCase();

export type SignupRequest = {
  email: string;
  sourcePage: string | null;
  confirmTokenHash: string;
  confirmExpiresAt: Date;
  now: Date;
  /** The confirmation e-mail for the subscriber's id (its unsubscribe link is signed with it). */
  compose: (subscriberId: string) => Promise<QueuedEmail>;
  emailStatus: "pending" | "held";
  visitorMailCaps: VisitorMailCaps;
};

/** What a sign-up did: nothing (already active), or a confirmation queued (or held back by a cap). */
export type SignupOutcome = { status: "already-active"; subscriberId: string } | { status: "confirmation"; subscriberId: string; visitorMail: VisitorMailVerdict };

/** Undoes a known address's fresh link when its mail is held back by a cap or a suppression (see requestSignup). */
class HeldBackSignup extends Error {
  constructor(readonly outcome: SignupOutcome) {
    super("the confirmation was held back by a visitor-mail cap");
  }
}

/**
 * A new address becomes pending; a pending or unsubscribed one gets a fresh confirmation link (the
 * previous one stops working); an active one is left as it is, and nothing is sent. When a cap holds
 * the confirmation back, or the mailbox is suppressed, a known address is left exactly as it was: the
 * link it was last sent still works (and an unsubscribed address stays unsubscribed).
 */
export async function requestSignup(db: Database, request: SignupRequest): Promise<SignupOutcome> {
  try {
    return await storeSignup(db, request);
  } catch (error) {
    if (error instanceof HeldBackSignup) return error.outcome;
    throw error;
  }
}

async function storeSignup(db: Database, request: SignupRequest): Promise<SignupOutcome> {
  const mailbox = mailboxOf(request.email);
  return db.transaction(async (tx) => {
    // Two sign-ups of one address at once take turns, so the second sees the first's row.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`newsletter:${mailbox}`}, 0))`);
    const [existing] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.mailbox, mailbox));
    if (existing?.status === "active") return { status: "already-active", subscriberId: existing.id };
    const fresh = {
      email: request.email.trim(),
      status: "pending",
      confirmTokenHash: request.confirmTokenHash,
      confirmExpiresAt: request.confirmExpiresAt,
      sourcePage: request.sourcePage,
      requestedAt: request.now,
      unsubscribedAt: null,
    };
    const [row] = existing
      ? await tx.update(newsletterSubscribers).set(fresh).where(eq(newsletterSubscribers.id, existing.id)).returning({ id: newsletterSubscribers.id })
      : await tx.insert(newsletterSubscribers).values({ ...fresh, mailbox, createdAt: request.now }).returning({ id: newsletterSubscribers.id });
    const email = await request.compose(row!.id);
    const visitorMail = await queueEmails(tx, null, [email], request.emailStatus, { database: db, visitorCaps: request.visitorMailCaps, now: request.now });
    const outcome = { status: "confirmation", subscriberId: row!.id, visitorMail } as const;
    if (existing && (visitorMail === "address-cap" || visitorMail === "daily-cap" || visitorMail === "suppressed")) throw new HeldBackSignup(outcome);
    return outcome;
  });
}

export type ConfirmLookup =
  | { status: "pending"; subscriber: NewsletterSubscriber }
  | { status: "active"; subscriber: NewsletterSubscriber }
  | { status: "unknown" };

/** The subscriber a confirmation link belongs to, while it works (not expired, not unsubscribed since). */
export async function findByConfirmToken(db: Database, tokenHash: string, now: Date): Promise<ConfirmLookup> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.confirmTokenHash, tokenHash), gt(newsletterSubscribers.confirmExpiresAt, now)));
  if (row?.status === "pending") return { status: "pending", subscriber: row };
  if (row?.status === "active") return { status: "active", subscriber: row };
  return { status: "unknown" };
}

/**
 * Activates the subscription a working confirmation link belongs to. The link keeps working until
 * it expires, so a second click is told it is already done. Returns the subscriber, or null.
 */
export async function confirmSubscription(db: Database, tokenHash: string, now: Date): Promise<NewsletterSubscriber | null> {
  const found = await findByConfirmToken(db, tokenHash, now);
  if (found.status === "unknown") return null;
  if (found.status === "active") return found.subscriber;
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: "active", confirmedAt: now })
    .where(and(eq(newsletterSubscribers.id, found.subscriber.id), eq(newsletterSubscribers.status, "pending")))
    .returning();
  // A concurrent click or unsubscribe won: read what it left.
  if (!row) return (await findByConfirmToken(db, tokenHash, now)).status === "active" ? found.subscriber : null;
  return row;
}

export async function findSubscriber(db: Database, id: string): Promise<NewsletterSubscriber | null> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  return row ?? null;
}

/**
 * Unsubscribes (idempotent: a second time changes nothing and keeps the first time's date). The
 * confirmation link stops working, so an old e-mail cannot subscribe the address again, and the
 * mailbox goes on the suppression list for the newsletter's mail: a sign-up typed in later sends
 * it nothing until an admin clears it (decision 037). Its other mail (bookings) still goes.
 */
export async function unsubscribe(db: Database, id: string, now: Date, staff?: AuditActor): Promise<NewsletterSubscriber | null> {
  const row = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
      .where(and(eq(newsletterSubscribers.id, id), ne(newsletterSubscribers.status, "unsubscribed")))
      .returning();
    // Done by staff (a request by e-mail): in the audit log, by the subscriber's id only.
    if (changed && staff) await recordAudit(tx, { actor: staff, action: "subscriber.unsubscribed", subject: "subscriber", subjectId: id, at: now });
    return changed;
  });
  const subscriber = row ?? (await findSubscriber(db, id));
  if (subscriber?.status === "unsubscribed") await suppressMailbox(db, mailboxKey(subscriber.email), { reason: "unsubscribe", now });
  return subscriber;
}

/**
 * Subscribes an unsubscribed address again from its unsubscribe link's page: the signed link
 * reached only its owner, so it stands for the confirmation a typed-in sign-up needs, and lifts
 * the unsubscribe's suppression. Anything but an unsubscribed subscriber is left as it is.
 */
export async function resubscribe(db: Database, id: string, now: Date): Promise<NewsletterSubscriber | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ status: "active", confirmedAt: now, unsubscribedAt: null })
      .where(and(eq(newsletterSubscribers.id, id), eq(newsletterSubscribers.status, "unsubscribed")))
      .returning();
    if (row) await liftUnsubscribe(tx, mailboxKey(row.email));
    return row ?? null;
  });
}

/**
 * Erases an address's newsletter records (a request to delete someone's data, see eraseLead): its
 * subscriber row, its unsent newsletter mail, and the recipient and body of what was sent.
 */
export async function eraseSubscriber(tx: DbExecutor, email: string): Promise<{ subscription: boolean; mail: number }> {
  const mailbox = mailboxOf(email);
  const removed = await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.mailbox, mailbox)).returning({ id: newsletterSubscribers.id });
  const mail = await eraseOutboxRows(tx, and(eq(outbox.template, "newsletter-confirmation"), sql`lower(${outbox.recipient}) = ${mailbox}`)!);
  return { subscription: removed.length > 0, mail: mail.removed + mail.redacted };
}

const toEntry = (row: NewsletterSubscriber): SubscriberEntry => ({
  id: row.id,
  email: row.email,
  status: (SUBSCRIBER_STATUSES as readonly string[]).includes(row.status) ? (row.status as SubscriberStatus) : "pending",
  sourcePage: row.sourcePage,
  createdAt: row.createdAt.toISOString(),
  requestedAt: row.requestedAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
});

/** The subscriber list's order: the latest sign-up request first. */
export const subscriberKeyset = byTime(newsletterSubscribers.requestedAt, newsletterSubscribers.id, "desc");

/** The CSV's order: the oldest sign-up first, as a list of who joined when reads. */
const exportKeyset = byTime(newsletterSubscribers.createdAt, newsletterSubscribers.id, "asc");

const subscriberPageQuery =
  (db: Database, status: SubscriberStatus | undefined): PageQuery<SubscriberEntry> =>
  async (page, limit) => {
    const rows = await db
      .select({ subscriber: newsletterSubscribers, cursorKeys: page.cursorKeys })
      .from(newsletterSubscribers)
      .where(and(status ? eq(newsletterSubscribers.status, status) : undefined, page.where))
      .orderBy(...page.orderBy)
      .limit(limit);
    return rows.map(({ subscriber, cursorKeys }) => ({ ...toEntry(subscriber), cursorKeys }));
  };

/** How many subscribers have each status. */
export async function countSubscribersByStatus(db: Database): Promise<Record<SubscriberStatus, number>> {
  const grouped = await db
    .select({ status: newsletterSubscribers.status, n: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.status);
  return countsByStatus(SUBSCRIBER_STATUSES, grouped);
}

/** One page of subscribers (all, or one status), latest request first. `total` places the last page. */
export function listSubscribers(
  db: Database,
  { status, request, size, total }: { status?: SubscriberStatus; request: PageRequest; size: number; total?: ListTotal },
) {
  return readKeysetPage(subscriberKeyset, request, size, subscriberPageQuery(db, status), total);
}

/** Each column of the CSV as PostgreSQL writes it: the text subscriberCsvRow gives (an unknown status reads as pending, as toEntry has it). */
const subscriberCsvCells: Record<(typeof SUBSCRIBERS_CSV_HEADER)[number], SQL | AnyPgColumn> = {
  email: newsletterSubscribers.email,
  status: sql`case when ${inArray(newsletterSubscribers.status, [...SUBSCRIBER_STATUSES])} then ${newsletterSubscribers.status} else 'pending' end`,
  signed_up_at: isoText(newsletterSubscribers.createdAt),
  last_requested_at: isoText(newsletterSubscribers.requestedAt),
  confirmed_at: isoText(newsletterSubscribers.confirmedAt),
  unsubscribed_at: isoText(newsletterSubscribers.unsubscribedAt),
  source_page: newsletterSubscribers.sourcePage,
  subscriber_id: newsletterSubscribers.id,
};

/** Every subscriber (or one status) as CSV, oldest sign-up first, streamed by the database's own way (csvExport). */
export function exportSubscribersCsv(db: Database, status?: SubscriberStatus, hooks?: CsvHooks) {
  return csvExport(
    db,
    {
      header: SUBSCRIBERS_CSV_HEADER,
      batches: () => keysetBatches(exportKeyset, subscriberPageQuery(db, status)),
      toRow: subscriberCsvRow,
      cells: () =>
        db
          .select(csvColumns(SUBSCRIBERS_CSV_HEADER.map((column) => subscriberCsvCells[column])))
          .from(newsletterSubscribers)
          .where(status ? eq(newsletterSubscribers.status, status) : undefined)
          .orderBy(...keysetOrder(exportKeyset))
          .toSQL(),
    },
    hooks,
  );
}
