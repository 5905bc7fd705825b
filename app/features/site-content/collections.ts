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

export type CollectionKey = "announcement" | "news" | "landing";

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

/** The lead forms a landing page may carry. */
export const LANDING_FORMS = [
  { value: "demo", label: "Demo booking" },
  { value: "discovery", label: "Discovery call" },
  { value: "contact", label: "Contact" },
  { value: "datasheet", label: "Datasheet request" },
] as const;
export type LandingForm = (typeof LANDING_FORMS)[number]["value"];

const UTM_HINT = "Recorded with each lead when the page's address carries no value of its own.";

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
  landing: {
    key: "landing",
    label: "Landing pages",
    singular: "landing page",
    shownOn: "Campaign pages at /lp/<address>",
    fields: [
      { name: "headline", label: "Headline", kind: "text", max: 120, required: true },
      { name: "subheading", label: "Subheading", kind: "textarea", max: 400, required: true },
      { name: "slug", label: "Address", kind: "slug", max: 80, required: true, hint: "The page is at /lp/ followed by this, e.g. winter-webinar." },
      { name: "bullets", label: "Bullet points", kind: "lines", max: 2000, hint: "One per line: what the visitor gets." },
      { name: "proofPoints", label: "Proof points", kind: "lines", max: 2000, hint: "One per line: figures, customers or recognition." },
      { name: "form", label: "Form", kind: "choice", max: 20, required: true, options: LANDING_FORMS },
      { name: "campaign", label: "Campaign name", kind: "text", max: 120, required: true, hint: "Stored with each lead from this page." },
      {
        name: "thankYou",
        label: "Thank-you destination",
        kind: "link",
        max: 500,
        hint: "Where the visitor goes after sending the form. Empty: the form's own confirmation.",
      },
      { name: "utmSource", label: "Default utm_source", kind: "text", max: 200, hint: UTM_HINT },
      { name: "utmMedium", label: "Default utm_medium", kind: "text", max: 200, hint: UTM_HINT },
      { name: "utmCampaign", label: "Default utm_campaign", kind: "text", max: 200, hint: UTM_HINT },
      {
        name: "indexing",
        label: "Search engines",
        kind: "choice",
        max: 10,
        required: true,
        options: [
          { value: "index", label: "Index (listed in the sitemap)" },
          { value: "noindex", label: "Noindex (kept out of search and the sitemap)" },
        ],
      },
    ],
    titleField: "headline",
    order: "manual",
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
