// The site's content entries (app/features/site-content/collections.ts) in the database, with the
// blog's guarantees: every save keeps a revision, a save based on an older version is refused
// (optimistic concurrency), every change is audited in its transaction and announced to every
// process's page cache (`contentChanged`) as it commits.
import { and, asc, desc, eq, getTableColumns, gt, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { isUuid } from "#app/lib/uuid.ts";
import { isUniqueViolation } from "#app/features/blog/db-errors.server.ts";
import { recordAudit, type AuditActor } from "#app/features/audit/audit.server.ts";
import type { AuditAction } from "#app/features/audit/audit.ts";
import type { ContentSchedule } from "#app/lib/scheduled-changes.server.ts";
import { contentChanged } from "#db/content-changes.ts";
import type { Database } from "#db/index.ts";
import { siteEntries, siteEntryAutosaves, siteEntryRevisions, type SiteEntry, type SiteEntryData, type SiteEntryPublication } from "#db/schema.ts";
import { compareInCollection, inOneOrderPlace, type CollectionDef, type CollectionKey } from "./collections.ts";
import type { EntryInput, EntryValues } from "./entry-form.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** How many revisions the editor lists. */
export const LISTED_ENTRY_REVISIONS = 20;

/** An entry the public sees at `now`: published, and inside its window. */
export function isLive(now: Date): SQL {
  return and(
    eq(siteEntries.published, true),
    or(isNull(siteEntries.showFrom), lte(siteEntries.showFrom, now)),
    or(isNull(siteEntries.showUntil), gt(siteEntries.showUntil, now)),
  )!;
}

/** The collection's order in the database: newest first by its date field, then the editors' own (titles are sorted by inCollectionOrder). */
function collectionOrder(def: CollectionDef): SQL[] {
  const byPosition = [asc(siteEntries.position), asc(siteEntries.createdAt), asc(siteEntries.id)];
  return def.order === "date" ? [desc(sql`${siteEntries.data}->>${def.dateField!}`), ...byPosition] : byPosition;
}

/** Rows read in collectionOrder, in a title-ordered collection put in dictionary order (compareTitles; the sort is stable, so the editors' order breaks ties). */
function inCollectionOrder<T extends { data: Record<string, string> }>(def: CollectionDef, rows: T[]): T[] {
  return def.order === "title" ? rows.sort((a, b) => compareInCollection(def, a, b)) : rows;
}

/**
 * What the public sees of a collection at `now`, in its order. With `fields`, each entry's data holds
 * only those (a list that shows titles need not read every body).
 */
export async function listLiveEntries(db: Database, def: CollectionDef, now = new Date(), { fields }: { fields?: readonly string[] } = {}): Promise<SiteEntry[]> {
  const data = fields
    ? sql<SiteEntryData>`jsonb_strip_nulls(jsonb_build_object(${sql.join(
        fields.map((field) => sql`${field}::text, ${siteEntries.data}->${field}`),
        sql`, `,
      )}))`
    : siteEntries.data;
  const rows = await db
    .select({ ...getTableColumns(siteEntries), data })
    .from(siteEntries)
    .where(and(eq(siteEntries.collection, def.key), isLive(now)))
    // One at a time: the entry whose showing began last (its Show from, or else its last save).
    .orderBy(...(def.oneAtATime ? [sql`coalesce(${siteEntries.showFrom}, ${siteEntries.updatedAt}) desc`] : []), ...collectionOrder(def));
  return def.oneAtATime ? rows.slice(0, 1) : inCollectionOrder(def, rows);
}

/** The entry of a collection at an address (its slug field); with `liveAt`, only when the public sees it then. */
export async function findEntryBySlug(db: Database, def: CollectionDef, slug: string, { liveAt }: { liveAt?: Date } = {}): Promise<SiteEntry | undefined> {
  const [row] = await db
    .select()
    .from(siteEntries)
    .where(and(eq(siteEntries.collection, def.key), sql`${siteEntries.data}->>'slug' = ${slug}`, liveAt ? isLive(liveAt) : undefined))
    .limit(1);
  return row;
}

/** Every entry of a collection, as the admin lists them. */
export async function listEntries(db: Database, def: CollectionDef): Promise<SiteEntry[]> {
  return inCollectionOrder(def, await db.select().from(siteEntries).where(eq(siteEntries.collection, def.key)).orderBy(...collectionOrder(def)));
}

export async function countEntries(db: Database): Promise<Partial<Record<CollectionKey, number>>> {
  const rows = await db
    .select({ collection: siteEntries.collection, n: sql<number>`count(*)::int` })
    .from(siteEntries)
    .groupBy(siteEntries.collection);
  return Object.fromEntries(rows.map((row) => [row.collection, row.n]));
}

export async function getEntry(db: Database, def: CollectionDef, id: string): Promise<SiteEntry | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(siteEntries)
    .where(and(eq(siteEntries.id, id), eq(siteEntries.collection, def.key)))
    .limit(1);
  return row;
}

/** An entry by its id alone, whatever its collection (the autosave names only the entry). */
export async function findEntry(db: Database, id: string): Promise<SiteEntry | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(siteEntries).where(eq(siteEntries.id, id)).limit(1);
  return row;
}

/** A save the database refused for one field's value: an address another entry of the collection has. */
export class EntrySaveError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Runs a save; a second entry at one address becomes an EntrySaveError on its slug field. */
async function saving<T>(def: CollectionDef, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const slug = def.fields.find((field) => field.kind === "slug");
    if (slug && isUniqueViolation(error)) throw new EntrySaveError(slug.name, `Another ${def.singular} already has this ${slug.label.toLowerCase()}.`);
    throw error;
  }
}

export class EntryConflictError extends Error {
  constructor(
    readonly current: SiteEntry,
    readonly savedBy: string | null,
  ) {
    super("Someone saved this entry after you opened it. Their version is shown below; your text is kept in the form.");
  }
}

const publicationOf = (entry: SiteEntry): SiteEntryPublication => ({
  published: entry.published,
  showFrom: entry.showFrom?.toISOString() ?? null,
  showUntil: entry.showUntil?.toISOString() ?? null,
});

async function keepRevision(tx: Tx, entry: SiteEntry, editor: AuditActor) {
  await tx.insert(siteEntryRevisions).values({
    entryId: entry.id,
    version: entry.version,
    data: entry.data,
    publication: publicationOf(entry),
    adminId: editor.adminId,
    editorEmail: editor.email,
    createdAt: entry.updatedAt,
  });
}

async function audit(tx: Tx, editor: AuditActor, action: AuditAction, entry: SiteEntry) {
  await recordAudit(tx, { actor: editor, action, subject: "site_entry", subjectId: entry.id, details: { collection: entry.collection, version: entry.version } });
}

/** The audit entries a save makes: saved (or restored), and published or unpublished when that changed. */
function saveActions(before: SiteEntry | null, after: SiteEntry, restored: boolean): AuditAction[] {
  const actions: AuditAction[] = [before ? (restored ? "content.restored" : "content.updated") : "content.created"];
  if (after.published && !before?.published) actions.push("content.published");
  if (!after.published && before?.published) actions.push("content.unpublished");
  return actions;
}

export async function createEntry(db: Database, def: CollectionDef, input: EntryInput, editor: AuditActor, now = new Date()): Promise<SiteEntry> {
  return saving(def, () => db.transaction(async (tx) => {
    // A new entry goes last in the editors' order.
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${siteEntries.position}), -1)::int` })
      .from(siteEntries)
      .where(eq(siteEntries.collection, def.key));
    const [entry] = await tx
      .insert(siteEntries)
      .values({ collection: def.key, ...input, position: (last?.position ?? -1) + 1, createdAt: now, updatedAt: now })
      .returning();
    await keepRevision(tx, entry!, editor);
    for (const action of saveActions(null, entry!, false)) await audit(tx, editor, action, entry!);
    await contentChanged(tx);
    return entry!;
  }));
}

/**
 * Saves an entry based on `expectedVersion`; throws EntryConflictError when someone saved it since.
 * Returns undefined when the entry no longer exists.
 */
export async function updateEntry(
  db: Database,
  def: CollectionDef,
  id: string,
  input: EntryInput,
  { editor, expectedVersion, restored = false, now = new Date() }: { editor: AuditActor; expectedVersion: number; restored?: boolean; now?: Date },
): Promise<SiteEntry | undefined> {
  if (!isUuid(id)) return undefined;
  return saving(def, () => db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(siteEntries)
      .where(and(eq(siteEntries.id, id), eq(siteEntries.collection, def.key)))
      .for("update");
    if (!before) return undefined;
    if (before.version !== expectedVersion) throw new EntryConflictError(before, await lastSavedBy(tx, id));
    const [entry] = await tx
      .update(siteEntries)
      .set({ ...input, version: before.version + 1, updatedAt: now })
      .where(eq(siteEntries.id, id))
      .returning();
    await keepRevision(tx, entry!, editor);
    if (editor.adminId) await tx.delete(siteEntryAutosaves).where(and(eq(siteEntryAutosaves.adminId, editor.adminId), eq(siteEntryAutosaves.entryId, id)));
    for (const action of saveActions(before, entry!, restored)) await audit(tx, editor, action, entry!);
    await contentChanged(tx);
    return entry;
  }));
}

export async function deleteEntry(db: Database, def: CollectionDef, id: string, editor: AuditActor): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .delete(siteEntries)
      .where(and(eq(siteEntries.id, id), eq(siteEntries.collection, def.key)))
      .returning();
    if (!entry) return false;
    await audit(tx, editor, "content.deleted", entry);
    await contentChanged(tx);
    return true;
  });
}

/**
 * Moves an entry one place up or down in the editors' order (among entries of the same date, in a
 * collection ordered by date; of the same title, in one ordered by title). False when it is already first or last, or gone.
 */
export async function moveEntry(db: Database, def: CollectionDef, id: string, direction: "up" | "down", editor: AuditActor): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    // Every move renumbers the collection (small by nature) under a lock, so positions stay distinct.
    const rows = inCollectionOrder(def, await tx.select().from(siteEntries).where(eq(siteEntries.collection, def.key)).orderBy(...collectionOrder(def)).for("update"));
    const index = rows.findIndex((row) => row.id === id);
    const other = index + (direction === "up" ? -1 : 1);
    if (index < 0 || other < 0 || other >= rows.length || !inOneOrderPlace(def, rows[index]!, rows[other]!)) return false;
    [rows[index], rows[other]] = [rows[other]!, rows[index]!];
    for (const [position, row] of rows.entries()) {
      if (row.position !== position) await tx.update(siteEntries).set({ position }).where(eq(siteEntries.id, row.id));
    }
    await audit(tx, editor, "content.reordered", rows[other]!);
    await contentChanged(tx);
    return true;
  });
}

export type EntryRevision = { id: string; version: number; editorEmail: string; createdAt: string; data: Record<string, string>; publication: SiteEntryPublication };

/** The entry's newest revisions, newest first. */
export async function listEntryRevisions(db: Database, entryId: string, limit = LISTED_ENTRY_REVISIONS): Promise<EntryRevision[]> {
  const rows = await db
    .select()
    .from(siteEntryRevisions)
    .where(eq(siteEntryRevisions.entryId, entryId))
    .orderBy(desc(siteEntryRevisions.createdAt), desc(siteEntryRevisions.version))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, version: row.version, editorEmail: row.editorEmail, createdAt: row.createdAt.toISOString(), data: row.data, publication: row.publication }));
}

/** Who made the entry's latest save (what a refused stale save, or the autosave's warning, names). */
export async function lastSavedBy(db: Pick<Database, "select">, entryId: string): Promise<string | null> {
  const [last] = await db
    .select({ editorEmail: siteEntryRevisions.editorEmail })
    .from(siteEntryRevisions)
    .where(eq(siteEntryRevisions.entryId, entryId))
    .orderBy(desc(siteEntryRevisions.createdAt), desc(siteEntryRevisions.version))
    .limit(1);
  return last?.editorEmail ?? null;
}

export type EntryDraft = { values: EntryValues; baseVersion: number; savedAt: string };

/** Keeps this editor's unsaved text of an entry (replacing any earlier one). */
export async function saveEntryAutosave(
  db: Database,
  { adminId, entryId, baseVersion, values, now = new Date() }: { adminId: string; entryId: string; baseVersion: number; values: EntryValues; now?: Date },
): Promise<Date> {
  await db
    .insert(siteEntryAutosaves)
    .values({ adminId, entryId, baseVersion, values, savedAt: now })
    .onConflictDoUpdate({ target: [siteEntryAutosaves.adminId, siteEntryAutosaves.entryId], set: { baseVersion, values, savedAt: now } });
  return now;
}

export async function getEntryAutosave(db: Database, adminId: string, entryId: string): Promise<EntryDraft | undefined> {
  const [row] = await db
    .select()
    .from(siteEntryAutosaves)
    .where(and(eq(siteEntryAutosaves.adminId, adminId), eq(siteEntryAutosaves.entryId, entryId)))
    .limit(1);
  return row && { values: row.values, baseVersion: row.baseVersion, savedAt: row.savedAt.toISOString() };
}

export async function discardEntryAutosave(db: Database, adminId: string, entryId: string): Promise<void> {
  await db.delete(siteEntryAutosaves).where(and(eq(siteEntryAutosaves.adminId, adminId), eq(siteEntryAutosaves.entryId, entryId)));
}

/** Entries whose showing starts or ends at a set time: the page cache hears of each moment as it comes. */
export const siteContentSchedule: ContentSchedule = {
  describe: "a site entry's showing started or ended",
  dueBetween: async (db, since, at) => {
    const within = (column: typeof siteEntries.showFrom | typeof siteEntries.showUntil) => and(gt(column, since), lte(column, at));
    const rows = await db
      .select({ entryId: siteEntries.id, collection: siteEntries.collection })
      .from(siteEntries)
      .where(and(eq(siteEntries.published, true), or(within(siteEntries.showFrom), within(siteEntries.showUntil))));
    return rows;
  },
  next: async (db, at) => {
    const [row] = await db
      .select({
        at: sql<string | null>`least(min(${siteEntries.showFrom}) filter (where ${siteEntries.showFrom} > ${at}), min(${siteEntries.showUntil}) filter (where ${siteEntries.showUntil} > ${at}))`,
      })
      .from(siteEntries)
      .where(eq(siteEntries.published, true));
    return row?.at ? new Date(row.at) : null;
  },
};
