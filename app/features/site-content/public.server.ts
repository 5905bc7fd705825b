// What the public pages show of the site's content, as each page's loader reads it.
import type { Logger } from "pino";
import type { TickerItem } from "#app/content/home.ts";
import type { PressItem } from "#app/content/press.ts";
import type { Database } from "#db/index.ts";
import type { SitemapEntry } from "#app/features/seo/sitemap.ts";
import type { UtmKey } from "#app/features/leads/lead-rules.ts";
import { collections, isExternalLink, linesOf, type LandingForm, type NewsPlace } from "./collections.ts";
import { findEntryBySlug, listLiveEntries } from "./entries.server.ts";

export type Announcement = { text: string; link: string; linkText: string; linkContext: string };

/** The announcement on show now, or null (none live, or the database did not answer: the page goes out without it). */
export async function liveAnnouncement(db: Database, logger: Logger, now = new Date()): Promise<Announcement | null> {
  try {
    const [entry] = await listLiveEntries(db, collections.announcement, now);
    if (!entry) return null;
    const { text = "", link = "", linkText = "", linkContext = "" } = entry.data;
    return { text, link, linkText, linkContext };
  } catch (error) {
    logger.error({ err: error }, "the announcement bar could not be read");
    return null;
  }
}

async function liveNews(db: Database, place: Exclude<NewsPlace, "both">, now: Date) {
  const entries = await listLiveEntries(db, collections.news, now);
  return entries.filter((entry) => entry.data.place === place || entry.data.place === "both").map((entry) => entry.data);
}

/** The home page's news ticker, newest first. */
export async function tickerNews(db: Database, now = new Date()): Promise<TickerItem[]> {
  return (await liveNews(db, "ticker", now)).map((item) => ({
    label: item.headline ?? "",
    source: item.label ?? "",
    href: item.link ?? "",
    external: isExternalLink(item.link ?? ""),
  }));
}

/** The newsroom's stories, newest first. */
export async function newsroomNews(db: Database, now = new Date()): Promise<PressItem[]> {
  return (await liveNews(db, "newsroom", now)).map((item) => ({
    title: item.headline ?? "",
    publication: item.label ?? "",
    url: item.link ?? "",
    date: item.date ?? "",
  }));
}

/** A campaign landing page as /lp/<slug> shows it. */
export type LandingPage = {
  path: string;
  headline: string;
  subheading: string;
  bullets: string[];
  proofPoints: string[];
  form: LandingForm;
  /** Where a successful submission sends the visitor; empty: the form's own confirmation. */
  thankYou: string;
  noindex: boolean;
};

export const landingPath = (slug: string) => `/lp/${slug}`;
const LANDING_PATH = /^\/lp\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** The landing page live at /lp/<slug> now, or null (none there, unpublished, or outside its window). */
export async function liveLandingPage(db: Database, slug: string, now = new Date()): Promise<LandingPage | null> {
  // Only an address an entry could have reaches the database.
  if (!LANDING_PATH.test(landingPath(slug))) return null;
  const entry = await findEntryBySlug(db, collections.landing, slug, { liveAt: now });
  if (!entry) return null;
  const { data } = entry;
  return {
    path: landingPath(slug),
    headline: data.headline ?? "",
    subheading: data.subheading ?? "",
    bullets: linesOf(data.bullets),
    proofPoints: linesOf(data.proofPoints),
    form: (data.form ?? "demo") as LandingForm,
    thankYou: data.thankYou ?? "",
    noindex: data.indexing === "noindex",
  };
}

/** The live landing pages search engines may list, for the sitemap. */
export async function indexedLandingPages(db: Database, now = new Date()): Promise<SitemapEntry[]> {
  const entries = await listLiveEntries(db, collections.landing, now);
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
  const slug = sourcePage?.match(LANDING_PATH)?.[1];
  if (!slug) return null;
  // Any entry at the address, live or not: a visitor may send the form just after the page ends.
  const entry = await findEntryBySlug(db, collections.landing, slug);
  if (!entry) return null;
  const { campaign = "", utmSource, utmMedium, utmCampaign } = entry.data;
  const utmDefaults = Object.fromEntries(
    Object.entries({ utm_source: utmSource, utm_medium: utmMedium, utm_campaign: utmCampaign }).filter((pair): pair is [UtmKey, string] => Boolean(pair[1])),
  );
  return { campaign, utmDefaults };
}
