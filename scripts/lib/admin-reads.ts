// What the admin's views read from the database, as their loaders read it: shared by the query-plan
// test (tests/integration/query-plans.integration.test.ts) and the scale bench's statement timing,
// so both look at the same statements.
import type { Database } from "#db/index.ts";
import { listAudit } from "#app/features/audit/audit.server.ts";
import { countPostsByStatus, listAdminPosts } from "#app/features/blog/posts.server.ts";
import { countLeads, countUpcomingMeetings, exportLeadBatches, getLeadDetail, leadKeyset, listLeads, listUpcomingMeetings, matchingLeads, meetingKeyset } from "#app/features/sales/inbox.server.ts";
import { readLeadFilters } from "#app/features/sales/lead-pipeline.ts";
import { countOutboxByStatus, listOutbox, outboxKeyset } from "#app/features/mail/outbox.server.ts";
import { countSubscribersByStatus, listSubscribers } from "#app/features/newsletter/subscribers.server.ts";
import { readPageRequest, type Keyset } from "#app/lib/keyset.server.ts";

const start = { from: "start" } as const;
const after = (cursor: string | null, keyset: Keyset) => (cursor ? readPageRequest(new URLSearchParams({ after: cursor }), keyset) : start);

/** Inbox addresses' queries: every order, every kind of search (on the scale generator's names), every filter. */
export const INBOX_QUERIES = [
  "",
  "sort=oldest",
  "sort=name",
  "sort=company",
  "sort=status",
  "q=Lindqvist",
  "q=cobaltsystems",
  "q=7946",
  "q=li",
  "q=%C3%A1vila&sort=name",
  "kind=booking",
  "status=qualified",
  "owner=none",
  "kind=contact&sort=name",
  "from=2026-01-01&to=2026-03-31",
] as const;

/** An inbox address: its counts, its first page, the next one and the last one. */
export async function readInbox(db: Database, query: string): Promise<void> {
  const filters = readLeadFilters(new URLSearchParams(query));
  const { byStatus } = await countLeads(db, filters);
  const first = await listLeads(db, filters, start, 50);
  await listLeads(db, filters, after(first.next, leadKeyset(filters)), 50);
  await listLeads(db, filters, { from: "end" }, 50, matchingLeads(byStatus, filters));
}

/** The other views: a lead's detail, meetings, the outbox, subscribers, the audit log, the blog admin, the start of the CSV. */
export async function readOtherViews(db: Database, leadId: string): Promise<void> {
  await getLeadDetail(db, leadId);
  const now = new Date();
  await countUpcomingMeetings(db, now);
  const meetings = await listUpcomingMeetings(db, now, { size: 20 });
  await listUpcomingMeetings(db, now, { request: after(meetings.next, meetingKeyset), size: 20 });
  await countOutboxByStatus(db, { includeSent: false });
  const outbox = await listOutbox(db, { request: start, size: 100 });
  await listOutbox(db, { request: after(outbox.next, outboxKeyset), size: 100 });
  await listOutbox(db, { status: "dead", request: start, size: 100 });
  await countSubscribersByStatus(db);
  await listSubscribers(db, { request: start, size: 100 });
  await listAudit(db, { request: start, size: 100 });
  await countPostsByStatus(db);
  await listAdminPosts(db, { request: start, size: 50 });
  let batches = 0;
  for await (const _batch of exportLeadBatches(db, readLeadFilters(new URLSearchParams()))) if (++batches === 2) break;
}
