// The site's content collections besides the blog: what each entry holds (its fields, with the
// labels the admin's form shows and the limits the server checks), how the collection is ordered,
// and where the site shows it. Pure data, shared by the admin's pages and the public ones.
import { compareTitles } from "#app/lib/title-order.ts";
import type { PartnerMark } from "#app/content/partners.ts";
import type { AvatarTone } from "#app/content/team.ts";
import { cardLineShape, CARD_ICONS, MAX_CARDS, type CardBody } from "./cards.ts";

/**
 * - `text`: one line; `textarea`: plain paragraphs; `markdown`: a body rendered as posts are (no raw HTML).
 * - `lines`: a list, one item per line (bullet points, related terms).
 * - `link`: a path on this site or a full https:// address.
 * - `slug`: the entry's address segment (a–z, 0–9 and hyphens), unique in its collection.
 * - `date`: a calendar day; `choice`: one of `options`.
 * - `image`: an image uploaded through the site's image pipeline (its /images/… address).
 * - `cards`: one card a line, "icon | Title | …" (./cards.ts), each followed by `cardBody`.
 */
export type FieldKind = "text" | "textarea" | "markdown" | "lines" | "link" | "slug" | "date" | "choice" | "image" | "cards";

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
  /** A shape the whole value must have (a regular expression's source), and what to say otherwise. */
  pattern?: { source: string; message: string };
  /** A `cards` field's cards: a text after the title, or a list of features. */
  cardBody?: CardBody;
};

export type CollectionKey = "announcement" | "news" | "team" | "partners" | "glossary" | "testimonials" | "landing" | "press";

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
  /** At most one entry on show: of those live, the one whose showing began last (its Show from, or else its last save). */
  oneAtATime?: boolean;
};

const LINK_HINT = "An address on this site (/blog/…) or a full https:// address.";

export const NEWS_PLACES = [
  { value: "ticker", label: "Home page news ticker" },
  { value: "newsroom", label: "Newsroom" },
  { value: "both", label: "Both" },
] as const;
export type NewsPlace = (typeof NEWS_PLACES)[number]["value"];

export const TEAM_GROUPS = [
  { value: "leadership", label: "Leadership team" },
  { value: "advisor", label: "Board advisors" },
] as const;

export const PARTNER_CATEGORIES = [
  { value: "technology", label: "Technology" },
  { value: "cloud", label: "Cloud" },
  { value: "security", label: "Security" },
  { value: "services", label: "Services" },
] as const;

/** The shapes a drawn partner logo can take (app/features/company/partner-wordmark.tsx). */
export const PARTNER_MARKS = (
  ["hexagon", "orbit", "wave", "prism", "leaf", "grid", "spark", "arcs", "stack", "ring", "diamond", "chevrons", "dots", "bolt", "peak"] as const satisfies readonly PartnerMark[]
).map((mark) => ({ value: mark, label: mark.charAt(0).toUpperCase() + mark.slice(1) }));

const PARTNER_WEIGHTS = [
  { value: "500", label: "Medium" },
  { value: "600", label: "Semibold" },
  { value: "700", label: "Bold" },
  { value: "800", label: "Extra bold" },
] as const;

const PARTNER_LETTERS = [
  { value: "as-typed", label: "As typed" },
  { value: "capitals", label: "Capitals" },
] as const;

const PARTNER_TRACKING = [
  { value: "", label: "Normal" },
  { value: "1", label: "Wide" },
  { value: "1.5", label: "Wider" },
  { value: "2", label: "Widest" },
] as const;

/** The monogram's colours (app/features/company/monogram-avatar.tsx), for a person without a photo. */
export const MONOGRAM_TONES = [
  { value: "indigo", label: "Indigo" },
  { value: "violet", label: "Violet" },
  { value: "sky", label: "Sky" },
  { value: "teal", label: "Teal" },
  { value: "emerald", label: "Emerald" },
  { value: "amber", label: "Amber" },
  { value: "rose", label: "Rose" },
  { value: "slate", label: "Slate" },
] as const satisfies ReadonlyArray<{ value: AvatarTone; label: string }>;

export const TESTIMONIAL_PLACES = [
  { value: "home", label: "Home page" },
  { value: "about", label: "About page" },
  { value: "both", label: "Both" },
] as const;
export type TestimonialPlace = (typeof TESTIMONIAL_PLACES)[number]["value"];

/** The lead forms a landing page may carry. */
export const LANDING_FORMS = [
  { value: "demo", label: "Demo booking" },
  { value: "discovery", label: "Discovery call" },
  { value: "contact", label: "Contact" },
  { value: "datasheet", label: "Datasheet request" },
] as const;
export type LandingForm = (typeof LANDING_FORMS)[number]["value"];

const UTM_HINT = "Recorded with each lead when the page's address carries no value of its own.";

/** The campaign page kept at its first address, /demo/redport, rather than under /lp/. */
export const REDPORT_SLUG = "redport";

const SETTINGS_HINT = "{demo-minutes} and {audit-value} show the demo's length and the audit's value as the site's settings give them.";

const cardsHint = (body: CardBody) =>
  `One card a line, up to ${MAX_CARDS}: “${cardLineShape(body)}”. Icons: ${CARD_ICONS.join(", ")}.`;

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
  team: {
    key: "team",
    label: "Team",
    singular: "team member",
    shownOn: "The about page: the leadership team and the board advisors",
    fields: [
      { name: "name", label: "Name", kind: "text", max: 80, required: true },
      { name: "group", label: "Shown among", kind: "choice", max: 20, required: true, options: TEAM_GROUPS },
      { name: "role", label: "Role", kind: "text", max: 120, required: true, hint: "The title; for an advisor, what they bring." },
      { name: "photo", label: "Photo", kind: "image", max: 200, hint: "A square portrait works best. Without one, the page draws the person's initials." },
      { name: "tone", label: "Monogram colour", kind: "choice", max: 20, required: true, options: MONOGRAM_TONES, hint: "The initials' background when there is no photo." },
      { name: "bio", label: "Biography", kind: "textarea", max: 3000, hint: "Paragraphs separated by a blank line; shown for the leadership team." },
      { name: "profileUrl", label: "Profile link", kind: "link", max: 500, hint: "A public profile, such as LinkedIn (opens in a new tab)." },
    ],
    titleField: "name",
    order: "manual",
  },
  partners: {
    key: "partners",
    label: "Partners and logos",
    singular: "partner",
    shownOn: "The logo grid on the home, about and partners pages",
    fields: [
      { name: "name", label: "Name", kind: "text", max: 60, required: true },
      { name: "category", label: "Category", kind: "choice", max: 20, required: true, options: PARTNER_CATEGORIES },
      { name: "logo", label: "Logo", kind: "image", max: 200, hint: "A wide logo on a transparent or white background. Without one, the page draws the name with the mark below." },
      { name: "link", label: "Link", kind: "link", max: 500, hint: "The partner's site (the logo opens it in a new tab); leave empty for none." },
      { name: "mark", label: "Drawn mark", kind: "choice", max: 20, required: true, options: PARTNER_MARKS, hint: "Used when there is no logo image." },
      { name: "color", label: "Drawn logo colour", kind: "text", max: 7, required: true, pattern: { source: "^#[0-9a-fA-F]{6}$", message: "Enter a colour as #rrggbb, e.g. #0e7490." } },
      { name: "weight", label: "Drawn name weight", kind: "choice", max: 3, required: true, options: PARTNER_WEIGHTS },
      { name: "letters", label: "Drawn name letters", kind: "choice", max: 10, required: true, options: PARTNER_LETTERS },
      { name: "tracking", label: "Drawn name letter spacing", kind: "choice", max: 3, options: PARTNER_TRACKING },
    ],
    titleField: "name",
    order: "manual",
  },
  glossary: {
    key: "glossary",
    label: "Glossary",
    singular: "glossary term",
    shownOn: "The AI security glossary (/glossary)",
    fields: [
      { name: "term", label: "Term", kind: "text", max: 100, required: true },
      {
        name: "slug",
        label: "Anchor",
        kind: "slug",
        max: 100,
        required: true,
        hint: "The term’s address on the page (/glossary#prompt-injection). Links elsewhere use it: keep it once published.",
        // Ids the page itself uses (the main region, the menu, the letter bar).
        pattern: { source: "^(?!(?:main|mobile-menu|glossary-letter-bar)$)", message: "The page already uses this anchor for itself: choose another." },
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
      { name: "logo", label: "Logo", kind: "image", max: 200, hint: "The customer's logo beside the name, when they agree to be named." },
      { name: "place", label: "Shown on", kind: "choice", max: 20, required: true, options: TESTIMONIAL_PLACES },
    ],
    titleField: "person",
    order: "manual",
  },
  landing: {
    key: "landing",
    label: "Landing pages",
    singular: "landing page",
    shownOn: "Campaign pages at /lp/<address>, and the demo page at /demo/redport",
    fields: [
      { name: "headline", label: "Headline", kind: "text", max: 120, required: true },
      { name: "subheading", label: "Subheading", kind: "textarea", max: 400, required: true, hint: `A line break shows as a space. ${SETTINGS_HINT}` },
      {
        name: "badge",
        label: "Badge",
        kind: "text",
        // The badge keeps to one line: longer, it would not fit a phone's width.
        max: 36,
        hint: "A short offer above the headline, shown with a gift icon on one line (up to 36 characters); leave empty for none.",
      },
      { name: "heroImage", label: "Hero image", kind: "image", max: 200, hint: "Shown under the headline; a wide image (16:9) works best." },
      {
        name: "heroImageAlt",
        label: "Hero image description",
        kind: "text",
        max: 200,
        hint: "What the image shows, for screen readers; leave empty for a decorative image.",
      },
      {
        name: "slug",
        label: "Address",
        kind: "slug",
        max: 80,
        required: true,
        hint: `The page is at /lp/ followed by this, e.g. winter-webinar; the page with the address “${REDPORT_SLUG}” is at /demo/${REDPORT_SLUG}. Unpublished, deleted or outside its dates, the page's address answers “Page not found”.`,
      },
      { name: "bullets", label: "Bullet points", kind: "lines", max: 2000, hint: "One per line: what the visitor gets." },
      { name: "proofPoints", label: "Proof points", kind: "lines", max: 2000, hint: "One per line: figures, customers or recognition." },
      { name: "benefitsTitle", label: "Benefit cards heading", kind: "text", max: 120, hint: "Above the benefit cards, e.g. “What you get from one meeting”." },
      { name: "benefits", label: "Benefit cards", kind: "cards", cardBody: "text", max: 2000, hint: cardsHint("text") },
      { name: "contentsTitle", label: "Feature cards heading", kind: "text", max: 120, hint: "Above the feature cards, e.g. “What the demo covers”." },
      { name: "contentsIntro", label: "Feature cards introduction", kind: "textarea", max: 400, hint: "A sentence under that heading." },
      { name: "contents", label: "Feature cards", kind: "cards", cardBody: "features", max: 3000, hint: cardsHint("features") },
      { name: "form", label: "Form", kind: "choice", max: 20, required: true, options: LANDING_FORMS },
      {
        name: "formAnchor",
        label: "Form section anchor",
        kind: "text",
        max: 40,
        hint: "The form section's name in links to it (#schedule); empty: #form.",
        // Ids the page itself uses: the main region, the menu, the sections' headings, the discovery
        // booking's section, and the forms' fields (each form's ids begin with its name and a hyphen).
        pattern: {
          source: "^(?!(?:main|mobile-menu|meeting|(?:highlights|benefits|contents)(?:-title)?)$)(?!(?:meeting|landing|contact)-)[a-z][a-z0-9]*(?:-[a-z0-9]+)*$",
          message: "Use lower-case letters, digits and single hyphens, starting with a letter, and not a name the page already uses.",
        },
      },
      { name: "formTitle", label: "Form section heading", kind: "text", max: 120, hint: "Beside the form; empty: the form's own (e.g. “Schedule your demo”). Not shown with the discovery call." },
      { name: "formText", label: "Form section text", kind: "textarea", max: 600, hint: "Under that heading; empty: the form's own." },
      { name: "agendaTitle", label: "Agenda heading", kind: "text", max: 120, hint: `Above the agenda, e.g. “Your {demo-minutes} minutes”. ${SETTINGS_HINT}` },
      { name: "agenda", label: "Agenda", kind: "lines", max: 2000, hint: "One step per line, shown numbered beside the form." },
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
      { name: "metaTitle", label: "Title for search engines", kind: "text", max: 120, hint: "The browser tab's and search results' title, before the brand; empty: the headline." },
      { name: "metaDescription", label: "Description for search engines", kind: "textarea", max: 300, hint: "Empty: the subheading." },
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

/** The field whose value orders a collection before the editors' order does, if any. */
export const orderingField = (def: CollectionDef): string | undefined =>
  def.order === "date" ? def.dateField : def.order === "title" ? def.titleField : undefined;

/** Two entries in the collection's own order (by title, or newest first by date); 0 when only the editors' order tells them apart. */
export const compareInCollection = (def: CollectionDef, a: { data: Record<string, string> }, b: { data: Record<string, string> }): number => {
  const field = orderingField(def);
  if (!field) return 0;
  const [first, second] = [a.data[field] ?? "", b.data[field] ?? ""];
  if (def.order === "title") return compareTitles(first, second);
  return first === second ? 0 : first > second ? -1 : 1;
};

/** Whether the editors may swap two neighbouring entries: nothing but their order tells them apart. */
export const inOneOrderPlace = (def: CollectionDef, a: { data: Record<string, string> }, b: { data: Record<string, string> }) => compareInCollection(def, a, b) === 0;

/** The items of a `lines` field: each non-empty line, trimmed. */
export const linesOf = (value: string | undefined) =>
  (value ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** A link leaves the site when it is a full address. */
export const isExternalLink = (link: string) => /^https?:\/\//i.test(link);
