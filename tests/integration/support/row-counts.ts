import { count, sql } from "drizzle-orm";
import { schema, type Database } from "#db/index.ts";

/**
 * Rows in every table a visitor's request could write to, in one query: property tests compare
 * them before and after each request.
 */
export async function rowCounts(db: Database) {
  const [counts] = await db
    .select({
      leads: count(),
      bookings: sql<number>`(select count(*) from ${schema.bookings})::int`,
      outbox: sql<number>`(select count(*) from ${schema.outbox})::int`,
      posts: sql<number>`(select count(*) from ${schema.blogPosts})::int`,
      sessions: sql<number>`(select count(*) from ${schema.adminSessions})::int`,
      revisions: sql<number>`(select count(*) from ${schema.blogPostRevisions})::int`,
      autosaves: sql<number>`(select count(*) from ${schema.blogPostAutosaves})::int`,
      images: sql<number>`(select count(*) from ${schema.images})::int`,
      siteEntries: sql<number>`(select count(*) from ${schema.siteEntries})::int`,
      /** Every save or move of a site entry shows here (its version and place). */
      siteEntryState: sql<string>`(select coalesce(sum(version), 0) || ':' || coalesce(sum(position), 0) from ${schema.siteEntries})`,
      siteEntryRevisions: sql<number>`(select count(*) from ${schema.siteEntryRevisions})::int`,
      siteEntryAutosaves: sql<number>`(select count(*) from ${schema.siteEntryAutosaves})::int`,
      subscribers: sql<number>`(select count(*) from ${schema.newsletterSubscribers})::int`,
      /** Subscribers in each state, as "pending:1,active:0,unsubscribed:2": a change of state shows here. */
      /** Page views counted (app/features/insights), the day's visitor hashes, and the views counted under a campaign. */
      pageViews: sql<number>`(select coalesce(sum(views), 0) from ${schema.visitPages})::int`,
      visitorHashes: sql<number>`(select count(*) from ${schema.visitSeen})::int`,
      campaignViews: sql<number>`(select coalesce(sum(views), 0) from ${schema.visitCampaigns})::int`,
      subscriberStates: sql<string>`(select count(*) filter (where status = 'pending') || ':' || count(*) filter (where status = 'active') || ':' || count(*) filter (where status = 'unsubscribed') from ${schema.newsletterSubscribers})`,
    })
    .from(schema.leads);
  return counts!;
}

export type RowCounts = Awaited<ReturnType<typeof rowCounts>>;
