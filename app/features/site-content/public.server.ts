// What the public pages show of the site's content, as each page's loader reads it.
import type { Logger } from "pino";
import type { GlossaryTerm } from "#app/content/glossary.ts";
import type { TickerItem } from "#app/content/home.ts";
import type { PressItem } from "#app/content/press.ts";
import type { Testimonial } from "#app/content/testimonials.ts";
import type { Database } from "#db/index.ts";
import type { SitemapEntry } from "#app/features/seo/sitemap.ts";
import type { UtmKey } from "#app/features/leads/lead-rules.ts";
import { collections, isExternalLink, linesOf, REDPORT_SLUG, type CollectionDef, type NewsPlace, type TestimonialPlace } from "./collections.ts";
import { findEntryBySlug, listLiveEntries } from "./entries.server.ts";
import type { LandingPageContent } from "#app/features/landing/landing-page.tsx";
import { landingText } from "#app/features/landing/landing-text.ts";
import { seedEntries } from "./seed.server.ts";
import { glossaryTermOf, landingContentOf, partnerOf, teamPersonOf, testimonialOf, type PartnerShown, type TeamPerson } from "./shown-as.ts";
import type { SiteEntry } from "#db/schema.ts";

/**
 * Where a public page reads the site's content: the database, the logger, and the mark a reader
 * sets when it answered from its fallback (a page loader passes its context).
 */
export type ContentSource = { db: Database; logger: Logger; servedFallback?: boolean };

/** Each read's last answer in this process, by collection and fields; and the reads failing now. */
const lastRead = new Map<string, SiteEntry[]>();
const failing = new Set<string>();

/**
 * A collection's live entries. When the database fails, the public page still goes out: with what
 * this process last read, or else the copy a fresh install starts with (no announcement); the error is logged once
 * per outage (until a read succeeds again), and the source is marked so the page is not stored.
 */
async function readLive(source: ContentSource, def: CollectionDef, now: Date, options: { fields?: readonly string[] } = {}): Promise<SiteEntry[]> {
  const key = `${def.key}:${options.fields?.join(",") ?? "*"}`;
  try {
    const entries = await listLiveEntries(source.db, def, now, options);
    lastRead.set(key, entries);
    failing.delete(key);
    return entries;
  } catch (error) {
    if (!failing.has(key)) source.logger.error({ err: error, collection: def.key }, "site content could not be read: the last copy read is shown");
    failing.add(key);
    source.servedFallback = true;
    // An announcement is of its moment: a fresh install's one, shown after editors replaced it, is worse than none.
    return lastRead.get(key) ?? (def.oneAtATime ? [] : seedEntries(def.key));
  }
}

export type Announcement = { text: string; link: string; linkText: string; linkContext: string };

/** The announcement on show now, or null. */
export async function liveAnnouncement(source: ContentSource, now = new Date()): Promise<Announcement | null> {
  const [entry] = await readLive(source, collections.announcement, now);
  if (!entry) return null;
  const { text = "", link = "", linkText = "", linkContext = "" } = entry.data;
  return { text, link, linkText, linkContext };
}

/** The leadership team and the board advisors, each in the editors' order. */
export async function teamMembers(source: ContentSource, now = new Date()): Promise<{ leaders: TeamPerson[]; advisors: TeamPerson[] }> {
  const people = (await readLive(source, collections.team, now)).map(({ data }) => ({ group: data.group, person: teamPersonOf(data) }));
  return {
    leaders: people.filter((entry) => entry.group === "leadership").map((entry) => entry.person),
    advisors: people.filter((entry) => entry.group === "advisor").map((entry) => entry.person),
  };
}

/** The partners' logos, in the editors' order. */
export async function partnerLogos(source: ContentSource, now = new Date()): Promise<PartnerShown[]> {
  return (await readLive(source, collections.partners, now)).map(({ data }) => partnerOf(data));
}

/** The live entries of a collection shown in two places (a `place` choice): those for `place` or both. */
async function liveIn(source: ContentSource, def: CollectionDef, place: string, now: Date) {
  const entries = await readLive(source, def, now);
  return entries.filter((entry) => entry.data.place === place || entry.data.place === "both").map((entry) => entry.data);
}

/** The home page's news ticker, newest first. */
export async function tickerNews(source: ContentSource, now = new Date()): Promise<TickerItem[]> {
  return (await liveIn(source, collections.news, "ticker" satisfies NewsPlace, now)).map((item) => ({
    label: item.headline ?? "",
    source: item.label ?? "",
    href: item.link ?? "",
    external: isExternalLink(item.link ?? ""),
  }));
}

/** The newsroom's stories, newest first. */
export async function newsroomNews(source: ContentSource, now = new Date()): Promise<PressItem[]> {
  return (await liveIn(source, collections.news, "newsroom" satisfies NewsPlace, now)).map((item) => ({
    title: item.headline ?? "",
    publication: item.label ?? "",
    url: item.link ?? "",
    date: item.date ?? "",
  }));
}

/** The customer quotes a page shows, in the editors' order. */
export async function liveTestimonials(source: ContentSource, page: Exclude<TestimonialPlace, "both">, now = new Date()): Promise<Testimonial[]> {
  return (await liveIn(source, collections.testimonials, page, now)).map(testimonialOf);
}

/**
 * The glossary's terms in dictionary order, each with its related terms: the lines naming a term of
 * the glossary (by anchor or by name, in any case), in the order typed; the others are left out.
 */
export async function liveGlossary(source: ContentSource, now = new Date()): Promise<GlossaryTerm[]> {
  const entries = await readLive(source, collections.glossary, now);
  const terms = entries.map((entry) => glossaryTermOf(entry.data));
  const byName = new Map<string, GlossaryTerm>();
  for (const term of terms) byName.set(term.term.toLowerCase(), term);
  for (const term of terms) byName.set(term.id, term);
  return entries.map((entry, index) => {
    const term = terms[index]!;
    const related = [...new Set(linesOf(entry.data.related).map((line) => byName.get(line.toLowerCase())))].filter(
      (other): other is GlossaryTerm => other !== undefined && other !== term,
    );
    return related.length > 0 ? { ...term, related: related.map(({ id, term: name }) => ({ id, term: name })) } : term;
  });
}

/** A campaign landing page as its address shows it. */
export type LandingPage = LandingPageContent & {
  path: string;
  /** Where a successful submission sends the visitor; empty: the form's own confirmation. */
  thankYou: string;
  /** The referral partner a demo booked here records: the demo form's own on /demo/redport (undefined), none elsewhere. */
  referralSource: string | undefined;
  /** The page's title before the brand, and its description, for search engines. */
  title: string;
  description: string;
  noindex: boolean;
};

/** A landing page's address: /lp/<slug>, but the Redport partner's page keeps its first one, /demo/redport. */
export const landingPath = (slug: string) => (slug === REDPORT_SLUG ? `/demo/${REDPORT_SLUG}` : `/lp/${slug}`);
const LANDING_PATH = /^\/(?:lp\/([a-z0-9]+(?:-[a-z0-9]+)*)|demo\/(redport))$/;

/** The slug of the landing page an address is, if it is one (/lp/redport is not: that page is at /demo/redport). */
function landingSlugAt(path: string | undefined): string | undefined {
  const match = path?.match(LANDING_PATH);
  const slug = match?.[1] ?? match?.[2];
  return slug && landingPath(slug) === path ? slug : undefined;
}

/** The landing page live at its address now, or null (none there, unpublished, or outside its window). */
export async function liveLandingPage(db: Database, slug: string, now = new Date()): Promise<LandingPage | null> {
  // Only an address an entry could have reaches the database.
  if (!landingSlugAt(landingPath(slug))) return null;
  const entry = await findEntryBySlug(db, collections.landing, slug, { liveAt: now });
  return entry ? landingPageOf(slug, entry.data) : null;
}

/**
 * The landing page at its address as a form posted from it finds it: a published page whose window
 * has begun, live or since ended. A visitor who loaded it while it was live keeps what they typed
 * (its campaign is recorded as landingAttribution says); a draft or a page yet to come takes none.
 */
export async function landingPageTakingPosts(db: Database, slug: string, now = new Date()): Promise<LandingPage | null> {
  if (!landingSlugAt(landingPath(slug))) return null;
  const entry = await findEntryBySlug(db, collections.landing, slug);
  if (!entry?.published || (entry.showFrom && entry.showFrom > now)) return null;
  return landingPageOf(slug, entry.data);
}

function landingPageOf(slug: string, data: Record<string, string>): LandingPage {
  const content = landingContentOf(data);
  return {
    ...content,
    path: landingPath(slug),
    thankYou: data.thankYou ?? "",
    referralSource: slug === REDPORT_SLUG ? undefined : "",
    title: landingText(data.metaTitle || content.headline),
    description: landingText(data.metaDescription || content.subheading),
    noindex: data.indexing === "noindex",
  };
}

/** The live landing pages search engines may list, for the sitemap. */
export async function indexedLandingPages(db: Database, now = new Date()): Promise<SitemapEntry[]> {
  const entries = await listLiveEntries(db, collections.landing, now, { fields: ["slug", "indexing"] });
  return entries
    .filter((entry) => entry.data.indexing !== "noindex" && entry.data.slug)
    .map((entry) => ({ path: landingPath(entry.data.slug!), lastModified: entry.updatedAt }));
}

/**
 * What a lead sent from a landing page records besides its form: the page's campaign name and its
 * default UTM values, each used where the page's own query string carried none. Null for any other page.
 */
export async function landingAttribution(
  db: Database,
  sourcePage: string | undefined,
): Promise<{ campaign: string; utmDefaults: Partial<Record<UtmKey, string>> } | null> {
  const slug = landingSlugAt(sourcePage);
  if (!slug) return null;
  // A published page, live or not: a visitor may send the form just after the page ends (a draft's
  // campaign is nobody's to claim).
  const entry = await findEntryBySlug(db, collections.landing, slug);
  if (!entry?.published) return null;
  const { campaign = "", utmSource, utmMedium, utmCampaign } = entry.data;
  const utmDefaults = Object.fromEntries(
    Object.entries({ utm_source: utmSource, utm_medium: utmMedium, utm_campaign: utmCampaign }).filter((pair): pair is [UtmKey, string] => Boolean(pair[1])),
  );
  return { campaign, utmDefaults };
}

export type PressRelease = { title: string; slug: string; summary: string; date: string; location: string; body: string; updatedAt: string };

/** A press release as the newsroom lists it and the sitemap names it: no body. */
export type ListedPressRelease = Pick<PressRelease, "title" | "slug" | "summary" | "date" | "updatedAt">;
const LISTED_PRESS_FIELDS = ["title", "slug", "summary", "date"] as const;

const listedPressReleaseOf = ({ data, updatedAt }: Pick<SiteEntry, "data" | "updatedAt">): ListedPressRelease => ({
  title: data.title ?? "",
  slug: data.slug ?? "",
  summary: data.summary ?? "",
  date: data.date ?? "",
  updatedAt: updatedAt.toISOString(),
});

const pressReleaseOf = (entry: SiteEntry): PressRelease => ({
  ...listedPressReleaseOf(entry),
  location: entry.data.location ?? "",
  body: entry.data.body ?? "",
});

/** The press releases on show, newest first, read without their bodies. */
export async function livePressReleases(source: ContentSource, now = new Date()): Promise<ListedPressRelease[]> {
  return (await readLive(source, collections.press, now, { fields: LISTED_PRESS_FIELDS })).map(listedPressReleaseOf);
}

/** The press release at /newsroom/<slug>, if it is on show. */
export async function livePressRelease(db: Database, slug: string, now = new Date()): Promise<PressRelease | null> {
  const entry = await findEntryBySlug(db, collections.press, slug, { liveAt: now });
  return entry ? pressReleaseOf(entry) : null;
}
