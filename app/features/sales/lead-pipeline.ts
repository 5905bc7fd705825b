// The lead pipeline's vocabulary and the inbox's URL state, shared by the page and the server.
import { isWorkingYear } from "#app/lib/dates.ts";
import { isLeadKind, type LeadKind } from "./inbox.ts";

export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const isLeadStatus = (value: unknown): value is LeadStatus => LEAD_STATUSES.includes(value as LeadStatus);
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

export const LEAD_SORTS = ["relevance", "newest", "oldest", "name", "company", "status"] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
export const leadSortLabels: Record<LeadSort, string> = {
  relevance: "Best match",
  newest: "Newest first",
  oldest: "Oldest first",
  name: "Name (A–Z)",
  company: "Company (A–Z)",
  status: "Status",
};

/** The owner filter: a staff member's id, or leads nobody owns. */
export const UNASSIGNED = "none";

export const SEARCH_MAX_LENGTH = 200;
export const NOTE_MAX_LENGTH = 5000;

/**
 * Where leads came from, as the Insights page links to them (no field of the filter form sets
 * these): the form that took them, a UTM value, the referrer's domain or the landing page. The key
 * is the query parameter's name; each matches its value exactly (lead-origins.server.ts).
 */
export const LEAD_ORIGINS = ["form", "utm_source", "utm_medium", "utm_campaign", "referrer", "landing"] as const;
export type LeadOrigin = (typeof LEAD_ORIGINS)[number];
export const leadOriginLabels: Record<LeadOrigin, string> = {
  form: "Form",
  utm_source: "UTM source",
  utm_medium: "UTM medium",
  utm_campaign: "UTM campaign",
  referrer: "Referrer domain",
  landing: "Landing page",
};
export const ORIGIN_MAX_LENGTH = 500;

/** Everything the inbox's list shows is in its URL, so a filtered view can be bookmarked and shared. */
export type LeadFilters = {
  q: string | null;
  kind: LeadKind | null;
  status: LeadStatus | null;
  owner: string | null;
  /** YYYY-MM-DD, Eastern time, both ends included. */
  from: string | null;
  to: string | null;
  /** The origins asked for, each an exact value; empty without one. */
  origin: Partial<Record<LeadOrigin, string>>;
  sort: LeadSort;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isoDate(value: string | null): string | null {
  if (!value || !ISO_DATE.test(value)) return null;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day && isWorkingYear(year)
    ? value
    : null;
}

function readOrigin(params: URLSearchParams): Partial<Record<LeadOrigin, string>> {
  return Object.fromEntries(
    LEAD_ORIGINS.flatMap((key) => {
      const value = params.get(key)?.trim();
      return value && value.length <= ORIGIN_MAX_LENGTH ? [[key, value]] : [];
    }),
  );
}

/** The filters a URL asks for; anything malformed is read as no filter, never an error. */
export function readLeadFilters(params: URLSearchParams): LeadFilters {
  const q = (params.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const kind = params.get("kind");
  const status = params.get("status");
  const owner = params.get("owner");
  const sort = params.get("sort");
  let from = isoDate(params.get("from"));
  let to = isoDate(params.get("to"));
  if (from && to && from > to) [from, to] = [to, from];
  return {
    q: q || null,
    kind: isLeadKind(kind) ? kind : null,
    status: isLeadStatus(status) ? status : null,
    owner: owner === UNASSIGNED || (owner && UUID.test(owner)) ? owner : null,
    from,
    to,
    origin: readOrigin(params),
    sort: LEAD_SORTS.includes(sort as LeadSort) && (sort !== "relevance" || q) ? (sort as LeadSort) : defaultSort(q),
  };
}

/** A search lists the best matches first; without one, the newest leads come first. */
export const defaultSort = (q: string | null): LeadSort => (q ? "relevance" : "newest");

/** The filters as query values (the default sort left out, so plain links stay plain). */
export const filterQuery = (filters: LeadFilters) => ({
  q: filters.q,
  kind: filters.kind,
  status: filters.status,
  owner: filters.owner,
  from: filters.from,
  to: filters.to,
  ...filters.origin,
  sort: filters.sort === defaultSort(filters.q) ? null : filters.sort,
});

export const hasFilters = (filters: LeadFilters) =>
  Boolean(filters.q || filters.kind || filters.status || filters.owner || filters.from || filters.to || Object.keys(filters.origin).length > 0);

export const leadMessages = {
  noteEmpty: "Write the note first.",
  noteLong: `A note can be at most ${NOTE_MAX_LENGTH} characters.`,
  status: "Choose a status.",
  owner: "Choose a staff member, or nobody.",
  confirmErase: "Type ERASE to confirm.",
} as const;

/** What the erase form asks to be typed, so a lead is never erased by a stray click. */
export const ERASE_CONFIRMATION = "ERASE";
