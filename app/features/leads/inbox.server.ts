// The admin's read side of leads and their bookings.
import { desc, eq, sql, type SQL } from "drizzle-orm";
import { isUuid } from "#app/lib/uuid.ts";
import type { Database } from "#db/index.ts";
import { bookings, leads } from "#db/schema.ts";
import { outboxForLead } from "#app/features/mail/outbox.server.ts";
import type { InboxLead, LeadKind } from "./inbox.ts";

const leadColumns = {
  id: leads.id,
  kind: leads.kind,
  functionName: leads.functionName,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  phone: leads.phone,
  company: leads.company,
  message: leads.message,
  details: leads.details,
  sourcePage: leads.sourcePage,
  utm: leads.utm,
  referrer: leads.referrer,
  createdAt: leads.createdAt,
  meetingType: bookings.meetingType,
  meetingStartsAt: bookings.startsAt,
  meetingMinutes: bookings.durationMinutes,
};

type LeadRow = Omit<InboxLead, "createdAt" | "meetingStartsAt"> & { createdAt: Date; meetingStartsAt: Date | null };

const toInboxLead = (row: LeadRow): InboxLead => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  meetingStartsAt: row.meetingStartsAt?.toISOString() ?? null,
});

const kindFilter = (kind: LeadKind | undefined): SQL | undefined => (kind ? eq(leads.kind, kind) : undefined);

/** Newest first; a page of them with the total, optionally one kind only. */
export async function listLeads(
  db: Database,
  { kind, limit, offset }: { kind?: LeadKind; limit: number; offset: number },
): Promise<{ leads: InboxLead[]; total: number }> {
  const where = kindFilter(kind);
  const [rows, [count]] = await Promise.all([
    db
      .select(leadColumns)
      .from(leads)
      .leftJoin(bookings, eq(bookings.leadId, leads.id))
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(leads).where(where),
  ]);
  return { leads: rows.map(toInboxLead), total: count?.n ?? 0 };
}

/** How many leads of each kind (for the filter tabs). */
export async function countLeadsByKind(db: Database): Promise<Record<string, number>> {
  const rows = await db.select({ kind: leads.kind, n: sql<number>`count(*)::int` }).from(leads).groupBy(leads.kind);
  return Object.fromEntries(rows.map((row) => [row.kind, row.n]));
}

/** Every lead for the CSV export, newest first. */
export async function exportLeads(db: Database, kind?: LeadKind): Promise<InboxLead[]> {
  const rows = await db
    .select(leadColumns)
    .from(leads)
    .leftJoin(bookings, eq(bookings.leadId, leads.id))
    .where(kindFilter(kind))
    .orderBy(desc(leads.createdAt), desc(leads.id));
  return rows.map(toInboxLead);
}

/** One lead with its booking and the e-mails written for it. */
export async function getLeadDetail(db: Database, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ ...leadColumns, inviteUid: bookings.inviteUid, inviteSequence: bookings.inviteSequence })
    .from(leads)
    .leftJoin(bookings, eq(bookings.leadId, leads.id))
    .where(eq(leads.id, id))
    .limit(1);
  if (!row) return undefined;
  const { inviteUid, inviteSequence, ...lead } = row;
  const messages = await outboxForLead(db, id);
  return {
    lead: toInboxLead(lead),
    invite: inviteUid ? { uid: inviteUid, sequence: inviteSequence ?? 0 } : null,
    messages,
  };
}
