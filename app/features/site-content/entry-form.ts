// A site entry's form: the values as typed (every field of its collection, and when it shows) and
// the one check the server and the editor's page apply, with the messages the form shows.
import { parseImageRef } from "#app/features/images/image-ref.ts";
import type { SiteEntry } from "#db/schema.ts";
import { parseCards } from "./cards.ts";
import type { CollectionDef, FieldDef } from "./collections.ts";

/** The form as typed: the collection's fields, `published` ("on" or ""), `showFrom` and `showUntil` (ISO instants or ""). */
export type EntryValues = Record<string, string>;
export type EntryErrors = Record<string, string>;

export type EntryInput = { data: Record<string, string>; published: boolean; showFrom: Date | null; showUntil: Date | null };

// eslint-disable-next-line no-control-regex -- these are the characters refused
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LINE_BREAKS = /[\r\n]/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Kinds whose value may span lines. */
const MULTILINE = new Set(["textarea", "markdown", "lines", "cards"]);
/** Kinds kept one item a line. */
const LISTS = new Set(["lines", "cards"]);

/** The values a form posted, for this collection's fields and the publication (anything else is ignored). */
export function entryValuesFrom(def: CollectionDef, form: FormData): EntryValues {
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: EntryValues = {};
  for (const field of def.fields) values[field.name] = read(field.name);
  values.published = read("published") === "on" ? "on" : "";
  values.showFrom = read("showFrom");
  values.showUntil = read("showUntil");
  return values;
}

/** A saved entry as its form shows it. */
export function entryValuesOf(def: CollectionDef, entry: Pick<SiteEntry, "data" | "published" | "showFrom" | "showUntil">): EntryValues {
  const values: EntryValues = {};
  for (const field of def.fields) values[field.name] = entry.data[field.name] ?? "";
  values.published = entry.published ? "on" : "";
  values.showFrom = entry.showFrom?.toISOString() ?? "";
  values.showUntil = entry.showUntil?.toISOString() ?? "";
  return values;
}

export const emptyEntryValues = (def: CollectionDef): EntryValues => ({
  ...Object.fromEntries(def.fields.map((field) => [field.name, field.kind === "choice" ? (field.options?.[0]?.value ?? "") : ""])),
  published: "",
  showFrom: "",
  showUntil: "",
});

/** Whether a link is one the site may show: a path on this site, or a full https:// address. */
export function isAcceptedLink(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !/[\s\\]/.test(value);
  if (!/^https:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname.includes(".");
  } catch {
    return false;
  }
}

function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** What is wrong with one field's value, or null. */
function fieldProblem(field: FieldDef, value: string): string | null {
  if (!value) return field.required ? `${field.label} is required.` : null;
  if (value.length > field.max) return `${field.label} must be at most ${field.max.toLocaleString("en-US")} characters.`;
  if (CONTROL_CHARACTERS.test(value) || (!MULTILINE.has(field.kind) && LINE_BREAKS.test(value))) return `${field.label} contains characters that cannot be shown.`;
  if (field.kind === "slug" && !SLUG.test(value)) return `${field.label} may hold only lower-case letters, digits and single hyphens.`;
  if (field.kind === "link" && !isAcceptedLink(value)) return "Enter an address on this site (starting with /) or a full https:// address.";
  if (field.kind === "date" && !isCalendarDay(value)) return `${field.label} must be a date.`;
  if (field.kind === "image" && !parseImageRef(value)) return `${field.label} must be an image uploaded here.`;
  if (field.pattern && !new RegExp(field.pattern.source).test(value)) return field.pattern.message;
  if (field.kind === "choice" && !field.options?.some((option) => option.value === value)) return `Choose what ${field.label.toLowerCase()} is.`;
  if (field.kind === "cards") {
    const cards = parseCards(value, field.cardBody ?? "text", field.label);
    if (!cards.ok) return cards.message;
  }
  return null;
}

function instant(value: string): Date | null | undefined {
  if (!value) return null;
  const date = new Date(value);
  return /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(date.getTime()) ? date : undefined;
}

export function parseEntry(def: CollectionDef, values: EntryValues): { ok: true; input: EntryInput } | { ok: false; errors: EntryErrors } {
  const errors: EntryErrors = {};
  const data: Record<string, string> = {};
  for (const field of def.fields) {
    // Lines and cards are kept as typed, one item per line; every other value without its outer spaces.
    const typed = values[field.name] ?? "";
    const value = LISTS.has(field.kind) ? typed.replace(/\r\n?/g, "\n").split("\n").map((line) => line.trim()).filter(Boolean).join("\n") : typed.trim();
    const problem = fieldProblem(field, value);
    if (problem) errors[field.name] = problem;
    else data[field.name] = value;
  }
  const showFrom = instant(values.showFrom ?? "");
  const showUntil = instant(values.showUntil ?? "");
  if (showFrom === undefined) errors.showFrom = "Show from must be a date and time.";
  if (showUntil === undefined) errors.showUntil = "Show until must be a date and time.";
  if (showFrom && showUntil && showUntil <= showFrom) errors.showUntil = "Show until must be after Show from.";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: { data, published: values.published === "on", showFrom: showFrom ?? null, showUntil: showUntil ?? null } };
}

/** The first field over its limit, if any (an autosave keeps anything else as typed). */
export function fieldOverLimit(def: CollectionDef, values: EntryValues): FieldDef | undefined {
  return def.fields.find((field) => (values[field.name] ?? "").length > field.max);
}
