// The leads behind the site's pages, for the content and conversion reports: how many leads of
// this range and of the previous one each page brought, where "brought" is an SQL expression over
// `leads` (the landing page, or the blog post the lead came from). One read of leads_created_idx.
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "#db/index.ts";
import { leads } from "#db/schema.ts";
import { inBothRanges, rangeInstants } from "./insights-sql.server.ts";
import type { InsightRange } from "./range.ts";

export type PathLeads = { current: number; previous: number };

/** A blog post's address, as visit-paths.ts counts it ("/blog/:slug"; not the blog's index, tags or authors). */
const POST_PATH = "/blog/[a-z0-9][a-z0-9._~-]*";
export const isPostPath = (path: string) => new RegExp(`^${POST_PATH}$`).test(path);

/**
 * The post a lead came from: the page its form was on when that is a post, else the post its
 * referrer names (a reader who went from a post to a form). Browsers send a page's full address as
 * the referrer within a site, and only the origin to other sites by default, so a referrer's
 * "/blog/…" path is in practice this site's post.
 */
export const leadPostPath = sql<string | null>`coalesce(
  substring(${leads.sourcePage} from ${`^(${POST_PATH})/?$`}),
  substring(${leads.referrer} from ${`^https?://[^/?#]+(${POST_PATH})/?(?:[?#].*)?$`}))`;

/** Leads per value of `pathOf` (leads without one left out), in this range and the previous one. */
export async function leadsPerPath(db: Database, pathOf: SQL<string | null> | AnyPgColumn, range: InsightRange): Promise<Map<string, PathLeads>> {
  const at = rangeInstants(range);
  const start = sql`${at.start.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    select p.path,
           (count(*) filter (where p.created_at >= ${start}))::int as current,
           (count(*) filter (where p.created_at < ${start}))::int as previous
    from (select ${pathOf} as path, ${leads.createdAt} as created_at from ${leads} where ${inBothRanges(leads.createdAt, at)}) as p
    where p.path is not null
    group by p.path`);
  const rows = (result as unknown as { rows: Array<{ path: string; current: number; previous: number }> }).rows;
  return new Map(rows.map((row) => [row.path, { current: Number(row.current), previous: Number(row.previous) }]));
}
