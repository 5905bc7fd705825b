// What the public pages show of the site's content, as each page's loader reads it.
import type { Logger } from "pino";
import type { TickerItem } from "#app/content/home.ts";
import type { PressItem } from "#app/content/press.ts";
import type { Database } from "#db/index.ts";
import type { SiteEntry } from "#db/schema.ts";
import { collections, isExternalLink, type NewsPlace } from "./collections.ts";
import { findLiveEntryBySlug, listLiveEntries } from "./entries.server.ts";

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

export type PressRelease = { title: string; slug: string; summary: string; date: string; location: string; body: string; updatedAt: string };

const pressReleaseOf = ({ data, updatedAt }: SiteEntry): PressRelease => ({
  title: data.title ?? "",
  slug: data.slug ?? "",
  summary: data.summary ?? "",
  date: data.date ?? "",
  location: data.location ?? "",
  body: data.body ?? "",
  updatedAt: updatedAt.toISOString(),
});

/** The press releases on show, newest first. */
export async function livePressReleases(db: Database, now = new Date()): Promise<PressRelease[]> {
  return (await listLiveEntries(db, collections.press, now)).map(pressReleaseOf);
}

/** The press release at /newsroom/<slug>, if it is on show. */
export async function livePressRelease(db: Database, slug: string, now = new Date()): Promise<PressRelease | null> {
  const entry = await findLiveEntryBySlug(db, collections.press, slug, now);
  return entry ? pressReleaseOf(entry) : null;
}
