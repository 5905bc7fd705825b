// Keyset paging (the "seek method"): a page is the rows after, or before, the row its cursor names,
// read through an index in the list's own order. Page 2,000 costs what page 1 costs: fifty index
// entries, where OFFSET would sort and skip every row before it. Every list that can grow with the
// years (the inbox, the outbox, subscribers, the audit log, the blog admin) pages this way.
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { isUuid } from "./uuid.ts";

export type KeyType = "timestamptz" | "text" | "integer" | "uuid";
export type SortKey = { value: AnyPgColumn | SQL; type: KeyType };

/**
 * A list's order: its keys compared left to right, all in one direction (so one row comparison
 * and one index serve it), the last one unique (the id), so no two rows tie and no row is skipped
 * or shown twice at a page boundary.
 */
export type Keyset = { keys: readonly SortKey[]; direction: "asc" | "desc" };

/** The commonest order: by a time, then the id (one index on both serves it). */
export const byTime = (time: AnyPgColumn, id: AnyPgColumn, direction: Keyset["direction"]): Keyset => ({
  keys: [
    { value: time, type: "timestamptz" },
    { value: id, type: "uuid" },
  ],
  direction,
});

/** Which page: the first, the last, or the one just after or just before a row of the list. */
export type PageRequest =
  | { from: "start" }
  | { from: "end" }
  | { from: "after" | "before"; keys: string[]; position: number };

export type KeysetPage<T> = {
  rows: T[];
  /** The list's position (1-based) of the first row shown; null when the last page is asked without a total. */
  position: number | null;
  /** Cursors for the neighbouring pages; null at either end. */
  previous: string | null;
  next: string | null;
};

const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const INTEGER_TEXT = /^-?\d{1,9}$/;
const MAX_KEY_LENGTH = 2000;

/** Whether a key read back from a URL is one the database can take for its type: a bad link never becomes a failed query. */
function isKeyOfType(text: string, type: KeyType): boolean {
  switch (type) {
    case "timestamptz": {
      if (!TIMESTAMP_TEXT.test(text)) return false;
      const instant = new Date(text);
      // Round trip: 2026-02-30 is not a day, and the year must be one the database stores.
      return !Number.isNaN(instant.getTime()) && instant.toISOString().slice(0, 23) === text.slice(0, 23) && instant.getUTCFullYear() >= 1970;
    }
    case "integer":
      return INTEGER_TEXT.test(text);
    case "uuid":
      return isUuid(text);
    case "text":
      return text.length <= MAX_KEY_LENGTH && !text.includes("\u0000");
  }
}

/** A cursor: the row's position and its keys, as text, in one URL-safe token. */
function encodeCursor(position: number, keys: readonly string[]): string {
  return Buffer.from(JSON.stringify([position, ...keys]), "utf8").toString("base64url");
}

function decodeCursor(token: string, keyset: Keyset): { keys: string[]; position: number } | null {
  if (token.length > 4 * MAX_KEY_LENGTH) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== keyset.keys.length + 1) return null;
  const [position, ...keys] = parsed as unknown[];
  if (typeof position !== "number" || !Number.isSafeInteger(position) || position < 1) return null;
  if (!keys.every((key, index): key is string => typeof key === "string" && isKeyOfType(key, keyset.keys[index]!.type))) return null;
  return { keys, position };
}

/** The page a URL asks for; a malformed or foreign cursor is read as the first page, never an error. */
export function readPageRequest(params: URLSearchParams, keyset: Keyset): PageRequest {
  if (params.get("last") === "1") return { from: "end" };
  for (const from of ["after", "before"] as const) {
    const token = params.get(from);
    const cursor = token ? decodeCursor(token, keyset) : null;
    if (cursor) return { from, ...cursor };
  }
  return { from: "start" };
}

/** A key as text that casts back to the same value: timestamps to the microsecond, in UTC. */
const keyText = ({ value, type }: SortKey): SQL =>
  type === "timestamptz" ? sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : sql`${value}::text`;

const keyParameter = (text: string, type: KeyType): SQL => sql`cast(${text} as ${sql.raw(type)})`;

const direction = (ascending: boolean) => sql.raw(ascending ? "asc" : "desc");

/**
 * What a paged query adds to its own select, WHERE and ORDER BY. `cursorKeys` is selected with the
 * row, so each page's cursors name its first and last rows exactly.
 */
function keysetQuery(keyset: Keyset, request: PageRequest) {
  // The last page and a page before a row are read backwards, then turned round.
  const backwards = request.from === "end" || request.from === "before";
  const ascending = (keyset.direction === "asc") !== backwards;
  let where: SQL | undefined;
  if (request.from === "after" || request.from === "before") {
    const columns = sql.join(
      keyset.keys.map((key) => key.value),
      sql`, `,
    );
    const values = sql.join(
      keyset.keys.map((key, index) => keyParameter(request.keys[index]!, key.type)),
      sql`, `,
    );
    where = sql`(${columns}) ${sql.raw(ascending ? ">" : "<")} (${values})`;
  }
  return {
    cursorKeys: sql<string[]>`json_build_array(${sql.join(keyset.keys.map(keyText), sql`, `)})`,
    where,
    orderBy: keyset.keys.map((key) => sql`${key.value} ${direction(ascending)}`),
    backwards,
  };
}

/**
 * How many rows the list holds, which places its last page: a number, or how to find it, asked for
 * only when the last page is read (a count a loader has started is then never left unawaited).
 */
export type ListTotal = number | (() => Promise<number | undefined>);

/** How a list reads one page: its own select, with the keyset's additions, LIMIT `limit`. */
export type PageQuery<T> = (page: ReturnType<typeof keysetQuery>, limit: number) => Promise<Array<T & { cursorKeys: string[] }>>;

/**
 * Runs a page's query for `size` rows (it asks for one more, to know whether the list goes on) and
 * makes the cursors of the pages around it. `total`, when known, places the last page.
 */
export async function readKeysetPage<T>(
  keyset: Keyset,
  request: PageRequest,
  size: number,
  query: PageQuery<T>,
  total?: ListTotal,
): Promise<KeysetPage<T>> {
  const page = keysetQuery(keyset, request);
  const fetched = await query(page, size + 1);
  const more = fetched.length > size;
  const rows = fetched.slice(0, size);
  if (page.backwards) rows.reverse();

  const neighbours = {
    start: { previous: false, next: more },
    after: { previous: true, next: more },
    before: { previous: more, next: true },
    end: { previous: more, next: false },
  }[request.from];
  let position: number | null;
  if (request.from === "start") position = 1;
  else if (request.from === "after") position = request.position + 1;
  else if (request.from === "before") position = more ? Math.max(1, request.position - rows.length) : 1;
  else {
    const known = typeof total === "function" ? await total() : total;
    position = known === undefined ? null : Math.max(1, known - rows.length + 1);
  }

  const firstRow = rows[0];
  const lastRow = rows.at(-1);
  const at = position ?? 1;
  return {
    rows: rows.map(({ cursorKeys: _keys, ...row }) => row as T),
    position,
    previous: neighbours.previous && firstRow ? encodeCursor(at, firstRow.cursorKeys) : null,
    next: neighbours.next && lastRow ? encodeCursor(at + rows.length - 1, lastRow.cursorKeys) : null,
  };
}

/** The list's order as ORDER BY terms, first row first (a whole export in one query). */
export const keysetOrder = (keyset: Keyset): SQL[] => keysetQuery(keyset, { from: "start" }).orderBy;

/**
 * Rows an export reads at a time. Each batch is a statement of its own, and on the embedded
 * database every statement holds the whole site: 500 leads with their meetings took up to 32 ms at
 * 20,000 leads (a stored page waited 66 ms behind an export), 250 keep it near half that.
 */
const BATCH_ROWS = 250;

/**
 * The whole list, a batch at a time, each a short statement of its own (an export never holds the
 * embedded database for long, nor a snapshot open on PostgreSQL).
 */
export async function* keysetBatches<T>(keyset: Keyset, query: PageQuery<T>, size = BATCH_ROWS): AsyncGenerator<T[]> {
  let request: PageRequest = { from: "start" };
  for (;;) {
    const rows = await query(keysetQuery(keyset, request), size);
    if (rows.length > 0) yield rows.map(({ cursorKeys: _keys, ...row }) => row as T);
    if (rows.length < size) return;
    request = { from: "after", keys: rows.at(-1)!.cursorKeys, position: 1 };
  }
}
