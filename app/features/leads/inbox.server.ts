// The admin's read side of leads and their bookings: the inbox's search, filters, sorting and
// counts, one lead's detail with its notes, and the meetings still to come.
import { and, asc, desc, eq, gt, gte, lt, or, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import { isUuid } from "#app/lib/uuid.ts";
import type { Database } from "#db/index.ts";
import { admins, bookings, leadNotes, leads } from "#db/schema.ts";
import { addDays, newYorkInstant, parseCalendarDate } from "#app/features/booking/calendar-date.ts";
import { outboxForLead } from "#app/features/mail/outbox.server.ts";
import type { InboxLead, LeadNoteView, UpcomingMeeting } from "./inbox.ts";
import { UNASSIGNED, type LeadFilters, type LeadSort } from "./lead-pipeline.ts";

const owner = alias(admins, "owner");

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
  meetingStatus: bookings.status,
  visitorTimeZone: bookings.visitorTimeZone,
  status: leads.status,
  ownerId: leads.ownerId,
  ownerEmail: owner.email,
};

type LeadRow = Omit<InboxLead, "createdAt" | "meetingStartsAt"> & { createdAt: Date; meetingStartsAt: Date | null };

const toInboxLead = (row: LeadRow): InboxLead => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  meetingStartsAt: row.meetingStartsAt?.toISOString() ?? null,
});

const selectLeads = (db: Database) =>
  db.select(leadColumns).from(leads).leftJoin(bookings, eq(bookings.leadId, leads.id)).leftJoin(owner, eq(owner.id, leads.ownerId));

/** `%` and `_` typed into the search box are looked for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Latin letters with accents and the letter each is read as: "Ávila" is found by "avila" and sorts
// among the A's, "Łukasz" among the L's. Capitals are in the map too, as the database's lower() may
// leave them (a C locale does).
const ACCENTED_LOWER = "áàâäãåāăąçćčďđéèêëēėęěíìîïīįłñńňóòôöõøōőŕřśšşťúùûüūůűųýÿźžż";
const PLAIN_LOWER = "aaaaaaaaacccddeeeeeeeeiiiiiilnnnoooooooorrssstuuuuuuuuyyzzz";
const ACCENTED = ACCENTED_LOWER + ACCENTED_LOWER.toUpperCase();
const PLAIN = PLAIN_LOWER + PLAIN_LOWER;
/** Lower case and accents folded, by the database on both sides of a comparison (one lower()). */
const folded = (value: SQL | AnyPgColumn) => sql`translate(lower(${value}), ${ACCENTED}, ${PLAIN})`;

/**
 * A search that looks like (part of) a phone number, "7946 0958" or "+44 20 7946", finds the
 * numbers with those digits in a row however they were written: spaces, dashes and brackets aside.
 */
function phoneDigitsMatch(q: string): SQL[] {
  const digits = q.replace(/\D/g, "");
  if (digits.length < 3 || !/^[\d\s+().-]+$/.test(q)) return [];
  return [sql`regexp_replace(coalesce(${leads.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`];
}

/** The start of a YYYY-MM-DD day in Eastern time. */
const dayStart = (isoDate: string) => newYorkInstant(parseCalendarDate(isoDate)!, 0);

/** The WHERE clause of the filters; `without` leaves one out (the status counts ignore the status filter). */
export function leadConditions(filters: Partial<LeadFilters>, without?: "status"): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.q) {
    // lower() and translate() leave the pattern's escapes and wildcards as they are.
    const pattern = folded(sql`${likePattern(filters.q)}`);
    const matches = (value: SQL | AnyPgColumn) => sql`${folded(value)} like ${pattern}`;
    conditions.push(
      or(
        matches(leads.firstName),
        matches(leads.lastName),
        matches(sql`${leads.firstName} || ' ' || ${leads.lastName}`),
        matches(leads.email),
        matches(leads.company),
        matches(leads.message),
        ...phoneDigitsMatch(filters.q),
      )!,
    );
  }
  if (filters.kind) conditions.push(eq(leads.kind, filters.kind));
  if (filters.status && without !== "status") conditions.push(eq(leads.status, filters.status));
  if (filters.owner === UNASSIGNED) conditions.push(sql`${leads.ownerId} is null`);
  else if (filters.owner && isUuid(filters.owner)) conditions.push(eq(leads.ownerId, filters.owner));
  if (filters.from) conditions.push(gte(leads.createdAt, dayStart(filters.from)));
  if (filters.to) conditions.push(lt(leads.createdAt, newYorkInstant(addDays(parseCalendarDate(filters.to)!, 1), 0)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Pipeline order for the status sort: where a lead stands, open ones first. */
const statusRank = sql`case ${leads.status} when 'new' then 0 when 'contacted' then 1 when 'qualified' then 2 when 'won' then 3 when 'lost' then 4 else 5 end`;

function leadOrder(sort: LeadSort): SQL[] {
  switch (sort) {
    case "oldest":
      return [asc(leads.createdAt), asc(leads.id)];
    case "name":
      return [folded(leads.lastName), folded(leads.firstName), desc(leads.createdAt), desc(leads.id)];
    case "company":
      return [sql`${folded(leads.company)} asc nulls last`, desc(leads.createdAt), desc(leads.id)];
    case "status":
      return [statusRank, desc(leads.createdAt), desc(leads.id)];
    case "newest":
      return [desc(leads.createdAt), desc(leads.id)];
  }
}

export type LeadListQuery = Partial<LeadFilters> & { limit: number; offset: number };

/** A page of the leads that match, in the chosen order, with how many match in all. */
export async function listLeads(db: Database, query: LeadListQuery): Promise<{ leads: InboxLead[]; total: number }> {
  const where = leadConditions(query);
  const [rows, [count]] = await Promise.all([
    selectLeads(db)
      .where(where)
      .orderBy(...leadOrder(query.sort ?? "newest"))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(leads).where(where),
  ]);
  return { leads: rows.map(toInboxLead), total: count?.n ?? 0 };
}

/** How many leads of each kind (for the filter tabs). */
export async function countLeadsByKind(db: Database): Promise<Record<string, number>> {
  const rows = await db.select({ kind: leads.kind, n: sql<number>`count(*)::int` }).from(leads).groupBy(leads.kind);
  return Object.fromEntries(rows.map((row) => [row.kind, row.n]));
}

/** How many leads stand at each status among those the other filters match. */
export async function countLeadsByStatus(db: Database, filters: Partial<LeadFilters>): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: leads.status, n: sql<number>`count(*)::int` })
    .from(leads)
    .where(leadConditions(filters, "status"))
    .groupBy(leads.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

/** Every lead the filters match, for the CSV export, in the list's order. */
export async function exportLeads(db: Database, filters: Partial<LeadFilters> = {}): Promise<InboxLead[]> {
  const rows = await selectLeads(db)
    .where(leadConditions(filters))
    .orderBy(...leadOrder(filters.sort ?? "newest"));
  return rows.map(toInboxLead);
}

/** A lead's notes, oldest first. */
export async function listLeadNotes(db: Database, leadId: string): Promise<LeadNoteView[]> {
  const rows = await db.select().from(leadNotes).where(eq(leadNotes.leadId, leadId)).orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
  return rows.map((row) => ({ id: row.id, authorEmail: row.authorEmail, body: row.body, createdAt: row.createdAt.toISOString() }));
}

/** One lead with its booking, its notes and the e-mails written for it. */
export async function getLeadDetail(db: Database, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ ...leadColumns, inviteUid: bookings.inviteUid, inviteSequence: bookings.inviteSequence })
    .from(leads)
    .leftJoin(bookings, eq(bookings.leadId, leads.id))
    .leftJoin(owner, eq(owner.id, leads.ownerId))
    .where(eq(leads.id, id))
    .limit(1);
  if (!row) return undefined;
  const { inviteUid, inviteSequence, ...lead } = row;
  const [messages, notes] = await Promise.all([outboxForLead(db, id), listLeadNotes(db, id)]);
  return {
    lead: toInboxLead(lead),
    invite: inviteUid ? { uid: inviteUid, sequence: inviteSequence ?? 0 } : null,
    messages,
    notes,
  };
}

/**
 * Confirmed meetings that have not ended, soonest first: what sales prepare for. A meeting in
 * progress stays listed until its end.
 */
export async function listUpcomingMeetings(db: Database, now: Date, limit = 200): Promise<UpcomingMeeting[]> {
  const rows = await db
    .select({
      leadId: leads.id,
      firstName: leads.firstName,
      lastName: leads.lastName,
      company: leads.company,
      email: leads.email,
      phone: leads.phone,
      meetingType: bookings.meetingType,
      title: bookings.title,
      startsAt: bookings.startsAt,
      durationMinutes: bookings.durationMinutes,
      status: leads.status,
      ownerEmail: owner.email,
    })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .leftJoin(owner, eq(owner.id, leads.ownerId))
    .where(
      and(
        eq(bookings.status, "confirmed"),
        gt(sql`${bookings.startsAt} + make_interval(mins => ${bookings.durationMinutes})`, now),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() }));
}
