// The admin's read side of leads and their bookings: the inbox's search, filters, sorting and
// counts, one lead's detail with its notes, and the meetings still to come.
import { and, asc, eq, gt, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import { csvColumns, csvExport, isoText, type CsvHooks } from "#app/lib/csv-export.server.ts";
import { byTime, keysetBatches, keysetOrder, readKeysetPage, type Keyset, type KeysetPage, type PageQuery, type ListTotal, type PageRequest } from "#app/lib/keyset.server.ts";
import { sumCounts } from "#app/lib/counts.ts";
import { isUuid } from "#app/lib/uuid.ts";
import type { Database } from "#db/index.ts";
import { admins, bookings, leadCounts, leadNotes, leads } from "#db/schema.ts";
import { addDays, newYorkInstant, parseCalendarDate } from "#app/features/scheduling/calendar-date.ts";
import { outboxForLead } from "#app/features/mail/outbox.server.ts";
import { meetings } from "#app/config/site.ts";
import { LEADS_CSV_HEADER, leadCsvRow, type InboxLead, type LeadNoteView, type UpcomingMeeting } from "./inbox.ts";
import { UNASSIGNED, type LeadFilters } from "./lead-pipeline.ts";
import { likeLiteral } from "#app/lib/like-literal.ts";
import { originConditions } from "./lead-origins.server.ts";

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
  meetingOutcome: bookings.outcome,
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

const selectLeads = <Extra extends Record<string, SQL | AnyPgColumn>>(db: Database, extra: Extra) =>
  db
    .select({ ...leadColumns, ...extra })
    .from(leads)
    .leftJoin(bookings, eq(bookings.leadId, leads.id))
    .leftJoin(owner, eq(owner.id, leads.ownerId));


/** Folded by the database's `search_fold`, as the stored keys were (migration 0007). */
const fold = (value: string) => sql`search_fold(${value})`;

/**
 * A search with a run of three letters or digits is a substring match served by the trigram
 * indexes; a shorter one ("Li", "Ng") matches the start of a name, e-mail or company, which a btree
 * serves, as a substring of one or two letters would match most of the inbox.
 */
const TRIGRAM_RUN = /[\p{L}\p{N}]{3}/u;

/**
 * A search that looks like (part of) a phone number, "7946 0958" or "+44 20 7946", finds the
 * numbers with those digits in a row however they were written: spaces, dashes and brackets aside.
 */
function phoneDigitsMatch(q: string): SQL[] {
  const digits = q.replace(/\D/g, "");
  if (digits.length < 3 || !/^[\d\s+().-]+$/.test(q)) return [];
  return [sql`${leads.phoneDigits} like ${`%${digits}%`}`];
}

/** First and last name as one key, as its index (leads_full_name_idx) holds it. */
const fullNameKey = sql`(${leads.firstNameKey} || ' ' || ${leads.lastNameKey})`;

/** The full name (so the first name too), the last name, the e-mail or the company begins with what was typed. */
function startsWithMatch(q: string): SQL {
  const prefix = fold(`${likeLiteral(q)}%`);
  return or(
    sql`${fullNameKey} like ${prefix}`,
    sql`${leads.lastNameKey} like ${prefix}`,
    sql`${leads.emailKey} like lower(${`${likeLiteral(q)}%`})`,
    sql`${leads.companyKey} like '0' || ${prefix}`,
  )!;
}

function searchMatch(q: string): SQL {
  const text = TRIGRAM_RUN.test(q) ? sql`${leads.searchText} like ${fold(`%${likeLiteral(q)}%`)}` : startsWithMatch(q);
  return or(text, ...phoneDigitsMatch(q))!;
}

/**
 * How well a lead matches a search, for the "Best match" order: 3 the whole name (either part) or
 * e-mail, 2 the start of one of them or of the company, 1 inside them, 0 only in the message or
 * the phone number.
 */
function searchScore(q: string): SQL {
  const folded = fold(q);
  const contacts = sql`${fullNameKey} || chr(10) || ${leads.emailKey} || chr(10) || ${leads.companyKey}`;
  return sql`case
    when ${fullNameKey} = ${folded} or ${leads.lastNameKey} = ${folded} or ${leads.firstNameKey} = ${folded} or ${leads.emailKey} = lower(${q}) then 3
    when ${startsWithMatch(q)} then 2
    when strpos(${contacts}, ${folded}) > 0 then 1
    else 0 end`;
}

/** The start of a YYYY-MM-DD day in Eastern time. */
const dayStart = (isoDate: string) => newYorkInstant(parseCalendarDate(isoDate)!, 0);

/** The WHERE clause of the filters; `without` leaves one out (the status counts ignore the status filter). */
export function leadConditions(filters: Partial<LeadFilters>, without?: "status"): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.q) conditions.push(searchMatch(filters.q));
  if (filters.kind) conditions.push(eq(leads.kind, filters.kind));
  if (filters.status && without !== "status") conditions.push(eq(leads.status, filters.status));
  if (filters.owner === UNASSIGNED) conditions.push(sql`${leads.ownerId} is null`);
  else if (filters.owner && isUuid(filters.owner)) conditions.push(eq(leads.ownerId, filters.owner));
  if (filters.from) conditions.push(gte(leads.createdAt, dayStart(filters.from)));
  if (filters.to) conditions.push(lt(leads.createdAt, newYorkInstant(addDays(parseCalendarDate(filters.to)!, 1), 0)));
  const fromOrigins = filters.origin && originConditions(filters.origin);
  if (fromOrigins) conditions.push(fromOrigins);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const byArrival = byTime(leads.createdAt, leads.id, "desc").keys;

/**
 * Each order the inbox offers, on stored keys an index holds in that order (migration 0007); ties
 * go by arrival, and the id makes every position exact. "Best match" ranks within the search's
 * matches, which the trigram index has already narrowed.
 */
export function leadKeyset(filters: Pick<LeadFilters, "sort" | "q">): Keyset {
  switch (filters.sort) {
    case "oldest":
      return { keys: byArrival, direction: "asc" };
    case "name":
      return {
        keys: [{ value: leads.lastNameKey, type: "text" }, { value: leads.firstNameKey, type: "text" }, ...byArrival],
        direction: "asc",
      };
    case "company":
      return { keys: [{ value: leads.companyKey, type: "text" }, ...byArrival], direction: "asc" };
    case "status":
      return { keys: [{ value: leads.statusWeight, type: "integer" }, ...byArrival], direction: "desc" };
    case "relevance":
      if (filters.q) return { keys: [{ value: searchScore(filters.q), type: "integer" }, ...byArrival], direction: "desc" };
      return { keys: byArrival, direction: "desc" };
    case "newest":
      return { keys: byArrival, direction: "desc" };
  }
}

/**
 * The inbox's query for a page of the leads the filters match: the page's leads first, from the
 * index in the list's order, then their meeting and owner, so the joins read a page of rows
 * whatever a search matched.
 */
const leadPageQuery =
  (db: Database, filters: Partial<LeadFilters>): PageQuery<InboxLead> =>
  async (page, limit) => {
    const pageIds = db.select({ id: leads.id }).from(leads).where(and(leadConditions(filters), page.where)).orderBy(...page.orderBy).limit(limit);
    const rows = await selectLeads(db, { cursorKeys: page.cursorKeys })
      .where(inArray(leads.id, pageIds))
      .orderBy(...page.orderBy);
    return rows.map(({ cursorKeys, ...row }) => ({ ...toInboxLead(row), cursorKeys }));
  };

/** One page of the leads that match, in the chosen order. `total` (from the status counts) places the last page. */
export function listLeads(
  db: Database,
  filters: Partial<LeadFilters> & Pick<LeadFilters, "sort">,
  request: PageRequest,
  size: number,
  total?: ListTotal,
): Promise<KeysetPage<InboxLead>> {
  return readKeysetPage(leadKeyset({ sort: filters.sort, q: filters.q ?? null }), request, size, leadPageQuery(db, filters), total);
}

/** How many leads have each status among those the filters (but the status filter) match. */
async function countLeadsByStatus(db: Database, filters: Partial<LeadFilters>): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: leads.status, n: sql<number>`count(*)::int` })
    .from(leads)
    .where(leadConditions(filters, "status"))
    .groupBy(leads.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

export type LeadCounts = {
  /** Every lead, per kind: the inbox's tabs. */
  byKind: Record<string, number>;
  /** Per status among the leads the other filters match: the status tabs, and with the status filter the list's length. */
  byStatus: Record<string, number>;
};

/**
 * The inbox's counts. Leads per kind and status are kept by the database as leads change
 * (lead_counts, migration 0008); with a search, owner, date or origin filter the status counts are of the
 * filters' matches, which the search's trigram index narrows first.
 */
export async function countLeads(db: Database, filters: Partial<LeadFilters>): Promise<LeadCounts> {
  const narrowed = Boolean(filters.q || filters.owner || filters.from || filters.to || Object.keys(filters.origin ?? {}).length > 0);
  const [grid, filtered] = await Promise.all([
    db.select({ kind: leadCounts.kind, status: leadCounts.status, n: leadCounts.leads }).from(leadCounts).where(gt(leadCounts.leads, 0)),
    narrowed ? countLeadsByStatus(db, filters) : null,
  ]);
  const byKind: Record<string, number> = {};
  const byStatus: Record<string, number> = {};
  for (const { kind, status, n } of grid) {
    byKind[kind] = (byKind[kind] ?? 0) + n;
    if (!filters.kind || filters.kind === kind) byStatus[status] = (byStatus[status] ?? 0) + n;
  }
  return { byKind, byStatus: filtered ?? byStatus };
}

/** How many leads the list holds, from the status counts. */
export const matchingLeads = (statusCounts: Record<string, number>, filters: Partial<LeadFilters>) =>
  filters.status ? (statusCounts[filters.status] ?? 0) : sumCounts(statusCounts);

/** Every lead the filters match, in the list's order, a batch at a time (the CSV export streams these). */
export const exportLeadBatches = (db: Database, filters: Partial<LeadFilters> & Pick<LeadFilters, "sort">, batchRows?: number) =>
  keysetBatches(leadKeyset({ sort: filters.sort, q: filters.q ?? null }), leadPageQuery(db, filters), batchRows);

/** A details or UTM record as leadCsvRow writes it, "key=value; key=value", in the stored (and parsed) order. */
const csvPairs = (record: AnyPgColumn) =>
  sql`(select string_agg(pair.key || '=' || coalesce(pair.value, 'null'), '; ' order by pair.n) from jsonb_each_text(${record}) with ordinality as pair(key, value, n))`;

/** Each column of the CSV as PostgreSQL writes it: the text leadCsvRow gives (times to the millisecond, the meeting in Eastern time). */
const leadCsvCells: Record<(typeof LEADS_CSV_HEADER)[number], SQL | AnyPgColumn> = {
  received_at: isoText(leads.createdAt),
  kind: leads.kind,
  form: leads.functionName,
  first_name: leads.firstName,
  last_name: leads.lastName,
  email: leads.email,
  phone: leads.phone,
  company: leads.company,
  message: leads.message,
  meeting_type: bookings.meetingType,
  meeting_starts_at: isoText(bookings.startsAt),
  // formatEastern: "Oct 13, 2025, 11:00 AM ET".
  meeting_time_et: sql`to_char(${bookings.startsAt} at time zone ${meetings.timeZone}, 'Mon FMDD, YYYY, FMHH12:MI AM') || ' ET'`,
  meeting_minutes: bookings.durationMinutes,
  meeting_status: bookings.status,
  meeting_outcome: bookings.outcome,
  visitor_time_zone: bookings.visitorTimeZone,
  details: csvPairs(leads.details),
  source_page: leads.sourcePage,
  utm: csvPairs(leads.utm),
  referrer: leads.referrer,
  status: leads.status,
  owner: owner.email,
  lead_id: leads.id,
};

/** The leads CSV (those the filters match, in the list's order), streamed by the database's own way (csvExport). */
export function exportLeadsCsv(db: Database, filters: Partial<LeadFilters> & Pick<LeadFilters, "sort">, hooks?: CsvHooks) {
  const keyset = leadKeyset({ sort: filters.sort, q: filters.q ?? null });
  return csvExport(
    db,
    {
      header: LEADS_CSV_HEADER,
      batches: () => exportLeadBatches(db, filters),
      toRow: leadCsvRow,
      cells: () =>
        db
          .select(csvColumns(LEADS_CSV_HEADER.map((column) => leadCsvCells[column])))
          .from(leads)
          .leftJoin(bookings, eq(bookings.leadId, leads.id))
          .leftJoin(owner, eq(owner.id, leads.ownerId))
          .where(leadConditions(filters))
          .orderBy(...keysetOrder(keyset))
          .toSQL(),
    },
    hooks,
  );
}

/** A lead's notes, oldest first. */
export async function listLeadNotes(db: Database, leadId: string): Promise<LeadNoteView[]> {
  const rows = await db.select().from(leadNotes).where(eq(leadNotes.leadId, leadId)).orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
  return rows.map((row) => ({ id: row.id, authorEmail: row.authorEmail, body: row.body, createdAt: row.createdAt.toISOString() }));
}

/** One lead with its booking, its notes and the e-mails written for it. */
export async function getLeadDetail(db: Database, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await selectLeads(db, { inviteUid: bookings.inviteUid, inviteSequence: bookings.inviteSequence })
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

/** No meeting lasts longer: a meeting that started before this may no longer be in progress. */
const LONGEST_MEETING_MS = 24 * 60 * 60 * 1000;

/** Confirmed meetings that have not ended at `now`; the first bound is the one the index serves. */
const stillToCome = (now: Date) =>
  and(
    eq(bookings.status, "confirmed"),
    gt(bookings.startsAt, new Date(now.getTime() - LONGEST_MEETING_MS)),
    gt(sql`${bookings.startsAt} + make_interval(mins => ${bookings.durationMinutes})`, now),
  );

/** The meetings' order: soonest first (bookings_confirmed_starts_idx). */
export const meetingKeyset = byTime(bookings.startsAt, bookings.id, "asc");

/**
 * Confirmed meetings that have not ended, soonest first, a page at a time: what sales prepare for.
 * A meeting in progress stays listed until its end.
 */
export function listUpcomingMeetings(
  db: Database,
  now: Date,
  { request = { from: "start" }, size = 50, total }: { request?: PageRequest; size?: number; total?: ListTotal } = {},
): Promise<KeysetPage<UpcomingMeeting>> {
  return readKeysetPage<UpcomingMeeting>(
    meetingKeyset,
    request,
    size,
    async (page, limit) => {
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
          cursorKeys: page.cursorKeys,
        })
        .from(bookings)
        .innerJoin(leads, eq(leads.id, bookings.leadId))
        .leftJoin(owner, eq(owner.id, leads.ownerId))
        .where(and(stillToCome(now), page.where))
        .orderBy(...page.orderBy)
        .limit(limit);
      return rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() }));
    },
    total,
  );
}

/** How many meetings are still to come (the tab's count). */
export async function countUpcomingMeetings(db: Database, now: Date): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(stillToCome(now));
  return row?.n ?? 0;
}
