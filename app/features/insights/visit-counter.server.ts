// Counting a page view without cookies or stored personal data, as Plausible does (decision 048):
// a visitor is known within one day by a hash of the day's random salt, the site, the address and
// the browser; the address and browser are never stored, and the salt and the day's hashes are
// deleted once the day is over, after which no hash leads back to anyone.
import { createHash, randomBytes } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { visitCampaigns, visitDays, visitPages, visitSalts, visitSeen, visitSources } from "#db/schema.ts";
import { toIsoDate } from "#app/features/scheduling/calendar-date.ts";
import { wallClock } from "#app/lib/dates.ts";

/** How often each process deletes past days' salts and hashes. */
export const VISITOR_PRUNE_INTERVAL_MS = 15 * 60_000;

/** The reporting day of an instant: the calendar day in Eastern time, like the rest of the admin. */
export const visitDayOf = (instant: Date) => toIsoDate(wallClock(instant));

export type PageView = {
  /** A public page's path, as `visitPath` gives it. */
  path: string;
  /** The linking site's host name, "" for none (`visitSource`). */
  source: string;
  /** The address's UTM campaign as a lead keeps it (`utmValueOf`), "" for none. */
  campaign: string;
  /** The site's own host: two sites sharing a database never share a visitor. */
  siteHost: string;
  /** The client's address and user agent: hashed, never stored. */
  address: string;
  userAgent: string;
};

/** Each process keeps today's salt once read: it never changes within the day. */
const todaysSalt = new WeakMap<Database, { day: string; salt: string }>();

/** The day's salt: made by the first process to count that day, read by every other. */
async function saltFor(db: Database, day: string): Promise<string> {
  const known = todaysSalt.get(db);
  if (known?.day === day) return known.salt;
  await db.insert(visitSalts).values({ day, salt: randomBytes(32).toString("base64url") }).onConflictDoNothing();
  const [row] = await db.select({ salt: visitSalts.salt }).from(visitSalts).where(eq(visitSalts.day, day));
  todaysSalt.set(db, { day, salt: row!.salt });
  return row!.salt;
}

const hashOf = (...parts: string[]) => createHash("sha256").update(parts.join("\n")).digest("base64url");

/**
 * What the beacon's rate limit knows a client by: a hash of the address with the day's salt, so the
 * limiter's rows (kept a minute or two) do not hold the address either.
 */
export async function rateLimitKeyFor(db: Database, address: string, now: Date = new Date()): Promise<string> {
  return hashOf(await saltFor(db, visitDayOf(now)), "rate limit", address);
}

/**
 * Counts one view: the day's and the page's views, a visitor for each when the visitor's hash is
 * new that day, the referring site's views, and the campaign's views and visitor when it has one.
 * One statement, so every process counts the same visitor once however their requests interleave.
 */
export async function countPageView(db: Database, view: PageView, now: Date = new Date()): Promise<void> {
  const day = visitDayOf(now);
  const salt = await saltFor(db, day);
  const siteVisitor = hashOf(salt, view.siteHost, view.address, view.userAgent);
  const pageVisitor = hashOf(siteVisitor, view.path);
  const campaignVisitor = hashOf(siteVisitor, "campaign", view.campaign);
  await db.execute(sql`
    with new_site_visitor as (
      insert into ${visitSeen} (day, hash) values (${day}::date, ${siteVisitor}) on conflict do nothing returning 1
    ), new_page_visitor as (
      insert into ${visitSeen} (day, hash) values (${day}::date, ${pageVisitor}) on conflict do nothing returning 1
    ), new_campaign_visitor as (
      insert into ${visitSeen} (day, hash)
      select ${day}::date, ${campaignVisitor} where ${view.campaign}::text <> ''
      on conflict do nothing returning 1
    ), campaign as (
      insert into ${visitCampaigns} (day, campaign, views, visitors)
      select ${day}::date, ${view.campaign}::text, 1, (select count(*)::int from new_campaign_visitor) where ${view.campaign}::text <> ''
      on conflict (day, campaign) do update set views = ${visitCampaigns}.views + 1, visitors = ${visitCampaigns}.visitors + excluded.visitors
      returning 1
    ), site as (
      insert into ${visitDays} (day, views, visitors) values (${day}::date, 1, (select count(*)::int from new_site_visitor))
      on conflict (day) do update set views = ${visitDays}.views + 1, visitors = ${visitDays}.visitors + excluded.visitors
      returning 1
    ), source as (
      insert into ${visitSources} (day, path, source, views)
      select ${day}::date, ${view.path}, ${view.source}::text, 1 where ${view.source}::text <> ''
      on conflict (day, path, source) do update set views = ${visitSources}.views + 1
      returning 1
    )
    insert into ${visitPages} (day, path, views, visitors) values (${day}::date, ${view.path}, 1, (select count(*)::int from new_page_visitor))
    on conflict (day, path) do update set views = ${visitPages}.views + 1, visitors = ${visitPages}.visitors + excluded.visitors`);
}

/**
 * Deletes the salts and visitor hashes of every day before today: without its salt, a hash cannot
 * be recomputed from anyone's address, and without the hashes nothing of a visitor is left. Returns
 * the hashes deleted.
 */
export async function forgetPastVisitors(db: Database, now: Date = new Date()): Promise<number> {
  const today = visitDayOf(now);
  if ((todaysSalt.get(db)?.day ?? today) < today) todaysSalt.delete(db);
  return db.transaction(async (tx) => {
    await tx.delete(visitSalts).where(lt(visitSalts.day, today));
    // Counted in the database: a busy day leaves many hashes, and returning each would be the large part.
    const result = await tx.execute(sql`
      with gone as (delete from ${visitSeen} where ${lt(visitSeen.day, today)} returning 1)
      select count(*)::int as deleted from gone`);
    return Number((result as unknown as { rows: Array<{ deleted: number }> }).rows[0]?.deleted ?? 0);
  });
}
