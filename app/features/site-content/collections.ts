// The site's content collections besides the blog: what each entry holds (its fields, with the
// labels the admin's form shows and the limits the server checks), how the collection is ordered,
// and where the site shows it. Pure data, shared by the admin's pages and the public ones.

/**
 * - `text`: one line; `textarea`: plain paragraphs; `markdown`: a body rendered as posts are (no raw HTML).
 * - `lines`: a list, one item per line (bullet points, related terms).
 * - `link`: a path on this site or a full https:// address.
 * - `slug`: the entry's address segment (a–z, 0–9 and hyphens), unique in its collection.
 * - `date`: a calendar day; `choice`: one of `options`.
 */
export type FieldKind = "text" | "textarea" | "markdown" | "lines" | "link" | "slug" | "date" | "choice";

export type FieldDef = {
  name: string;
  label: string;
  kind: FieldKind;
  /** Longest accepted value, in characters. */
  max: number;
  required?: boolean;
  /** Shown under the field. */
  hint?: string;
  /** A choice's values and their labels. */
  options?: ReadonlyArray<{ value: string; label: string }>;
};

export type CollectionKey = "announcement" | "news" | "glossary" | "testimonials";

export type CollectionDef = {
  key: CollectionKey;
  /** The collection's name in the admin ("Announcement bar"). */
  label: string;
  /** One entry, in a sentence ("announcement"). */
  singular: string;
  /** Where the site shows it, for the admin's page. */
  shownOn: string;
  fields: readonly FieldDef[];
  /** The field that names an entry in lists and the audit log. */
  titleField: string;
  /**
   * `manual`: the editors' order (Move up, Move down). `date`: newest first by the date field, the
   * editors' order among entries of one day. `title`: alphabetical by the title field.
   */
  order: "manual" | "date" | "title";
  dateField?: string;
  /** At most one entry on show: of those live, the one whose showing began last. */
  oneAtATime?: boolean;
};

const LINK_HINT = "An address on this site (/blog/…) or a full https:// address.";

export const NEWS_PLACES = [
  { value: "ticker", label: "Home page news ticker" },
  { value: "newsroom", label: "Newsroom" },
  { value: "both", label: "Both" },
] as const;
export type NewsPlace = (typeof NEWS_PLACES)[number]["value"];

export const TESTIMONIAL_PLACES = [
  { value: "home", label: "Home page" },
  { value: "about", label: "About page" },
  { value: "both", label: "Both" },
] as const;
export type TestimonialPlace = (typeof TESTIMONIAL_PLACES)[number]["value"];

export const collections: Record<CollectionKey, CollectionDef> = {
  announcement: {
    key: "announcement",
    label: "Announcement bar",
    singular: "announcement",
    shownOn: "Above the header of every public page",
    fields: [
      { name: "text", label: "Text", kind: "text", max: 160, required: true },
      { name: "link", label: "Link", kind: "link", max: 500, required: true, hint: LINK_HINT },
      { name: "linkText", label: "Link text", kind: "text", max: 40, required: true },
      {
        name: "linkContext",
        label: "What the link is about (for screen readers)",
        kind: "text",
        max: 120,
        hint: "Read after the link text by screen readers, e.g. “about the Cool Vendor recognition”.",
      },
    ],
    titleField: "text",
    order: "manual",
    oneAtATime: true,
  },
  news: {
    key: "news",
    label: "News",
    singular: "news item",
    shownOn: "The home page's news ticker and the newsroom",
    fields: [
      { name: "headline", label: "Headline", kind: "text", max: 200, required: true },
      { name: "label", label: "Label", kind: "text", max: 60, required: true, hint: "The source or kind, e.g. “Press release” or the publication’s name." },
      { name: "link", label: "Link", kind: "link", max: 500, required: true, hint: LINK_HINT },
      { name: "date", label: "Date", kind: "date", max: 10, required: true },
      { name: "place", label: "Shown in", kind: "choice", max: 20, required: true, options: NEWS_PLACES },
    ],
    titleField: "headline",
    order: "date",
    dateField: "date",
  },
  glossary: {
    key: "glossary",
    label: "Glossary",
    singular: "glossary term",
    shownOn: "The AI security glossary (/glossary)",
    fields: [
      { name: "term", label: "Term", kind: "text", max: 100, required: true },
      {
        name: "anchor",
        label: "Anchor",
        kind: "slug",
        max: 100,
        required: true,
        hint: "The term’s address on the page (/glossary#prompt-injection). Links elsewhere use it: keep it once published.",
      },
      { name: "definition", label: "Definition", kind: "textarea", max: 1500, required: true },
      {
        name: "related",
        label: "Related terms",
        kind: "lines",
        max: 1000,
        hint: "One per line, by its name or its anchor. A line naming no term in the glossary is left out.",
      },
    ],
    titleField: "term",
    order: "title",
  },
  testimonials: {
    key: "testimonials",
    label: "Testimonials",
    singular: "testimonial",
    shownOn: "The home page and the about page",
    fields: [
      { name: "quote", label: "Quote", kind: "textarea", max: 800, required: true },
      { name: "person", label: "Person", kind: "text", max: 80, required: true },
      { name: "role", label: "Role", kind: "text", max: 120, required: true },
      { name: "company", label: "Company", kind: "text", max: 120, hint: "Or the sector, e.g. “regional bank”. Shown after the role." },
      { name: "place", label: "Shown on", kind: "choice", max: 20, required: true, options: TESTIMONIAL_PLACES },
    ],
    titleField: "person",
    order: "manual",
  },
};

export const COLLECTION_KEYS = Object.keys(collections) as CollectionKey[];
export const isCollectionKey = (value: unknown): value is CollectionKey => typeof value === "string" && Object.hasOwn(collections, value);

/** The field whose value orders a collection before the editors' order does, if any. */
export const orderingField = (def: CollectionDef): string | undefined =>
  def.order === "date" ? def.dateField : def.order === "title" ? def.titleField : undefined;

/** A value as the collection's order compares it: titles by their letters and digits alone, without case (as the database sorts them). */
const sortKey = (def: CollectionDef, value: string | undefined) => (def.order === "title" ? (value ?? "").toLowerCase().replace(/[\s\p{P}\p{S}]/gu, "") : (value ?? ""));

/** Whether the editors may swap two neighbouring entries: nothing but their order tells them apart. */
export const inOneOrderPlace = (def: CollectionDef, a: { data: Record<string, string> }, b: { data: Record<string, string> }) => {
  const field = orderingField(def);
  return !field || sortKey(def, a.data[field]) === sortKey(def, b.data[field]);
};

/** The items of a `lines` field: each non-empty line, trimmed. */
export const linesOf = (value: string | undefined) =>
  (value ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** A link leaves the site when it is a full address. */
export const isExternalLink = (link: string) => /^https?:\/\//i.test(link);
