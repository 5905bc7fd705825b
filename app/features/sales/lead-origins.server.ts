// Where a lead came from, as SQL over `leads`: the form that took it, its UTM values, the
// referrer's domain and the landing page. One definition for the Insights page, which groups leads
// by these, and the inbox, which filters by the value a report's row links to, so both agree. The
// Insights page's daily counts repeat them in SQL (lead_day_values, as migration 0021 last wrote
// it): change both, in a new migration that replaces the function.
import { and, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { leads } from "#db/schema.ts";
import type { LeadOrigin } from "./lead-pipeline.ts";

/**
 * The host of a referrer in lower case, without a leading "www."; null for anything else, a host of
 * other characters than a host name's included (browsers send international names as punycode): a
 * crafted one thousands of bytes long would not fit the daily counts' index, and its lead be lost.
 */
const referrerDomain = sql<string | null>`regexp_replace(lower(substring(${leads.referrer} from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([A-Za-z0-9.-]{1,253})(?:[/?#:]|$)')), '^www\\.', '')`;

export const leadOriginColumns: Record<LeadOrigin, SQL<string | null> | AnyPgColumn> = {
  form: leads.functionName,
  utm_source: sql<string | null>`(${leads.utm} ->> 'utm_source')`,
  utm_medium: sql<string | null>`(${leads.utm} ->> 'utm_medium')`,
  utm_campaign: sql<string | null>`(${leads.utm} ->> 'utm_campaign')`,
  referrer: referrerDomain,
  landing: leads.sourcePage,
};

/** The leads from every origin asked for; undefined without one. */
export function originConditions(origin: Partial<Record<LeadOrigin, string>>): SQL | undefined {
  const conditions = Object.entries(origin).map(([key, value]) => sql`${leadOriginColumns[key as LeadOrigin]} = ${value}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}
