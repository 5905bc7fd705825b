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

export type CollectionKey = "announcement" | "news" | "press";

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
   * editors' order among entries of one day.
   */
  order: "manual" | "date";
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
  press: {
    key: "press",
    label: "Press releases",
    singular: "press release",
    shownOn: "Each on its own page (/newsroom/…), listed in the newsroom",
    fields: [
      { name: "title", label: "Title", kind: "text", max: 200, required: true },
      { name: "slug", label: "Address", kind: "slug", max: 100, required: true, hint: "The page's address: /newsroom/ followed by this, e.g. “series-b-funding”." },
      { name: "summary", label: "Summary", kind: "textarea", max: 300, required: true, hint: "The lead in the newsroom's list and the page's description for search engines." },
      { name: "date", label: "Date", kind: "date", max: 10, required: true },
      { name: "location", label: "Location line", kind: "text", max: 80, hint: "Where the release is issued from, e.g. “BOSTON, MA”." },
      { name: "body", label: "Body", kind: "markdown", max: 50_000, required: true, hint: "Markdown, as in blog posts: ## headings, lists, links." },
    ],
    titleField: "title",
    order: "date",
    dateField: "date",
  },
};

export const COLLECTION_KEYS = Object.keys(collections) as CollectionKey[];
export const isCollectionKey = (value: unknown): value is CollectionKey => typeof value === "string" && Object.hasOwn(collections, value);

/** The items of a `lines` field: each non-empty line, trimmed. */
export const linesOf = (value: string | undefined) =>
  (value ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** A link leaves the site when it is a full address. */
export const isExternalLink = (link: string) => /^https?:\/\//i.test(link);
