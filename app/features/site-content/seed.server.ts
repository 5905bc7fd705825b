// The site's first content: on an empty database each collection is filled once with the copy the
// site was built with (app/content/, app/config/site.ts), so a fresh install shows what it always
// has. A collection seeded once is never filled again, even when its editors empty it; a page moved
// into a collection later (/demo/redport's landing page) is put in once of its own.
import { and, eq, sql } from "drizzle-orm";
import { announcement } from "#app/config/site.ts";
import { glossaryTerms } from "#app/content/glossary.ts";
import { homeTestimonials, newsTicker } from "#app/content/home.ts";
import * as redport from "#app/content/landing-demo.ts";
import { pressItems } from "#app/content/press.ts";
import { partners } from "#app/content/partners.ts";
import { advisors, leaders } from "#app/content/team.ts";
import { aboutTestimonials } from "#app/content/testimonials.ts";
import { contentChanged } from "#db/content-changes.ts";
import type { Database } from "#db/index.ts";
import { siteContentSeeds, siteEntries, type SiteEntry } from "#db/schema.ts";
import { COLLECTION_KEYS, REDPORT_SLUG, type CollectionKey, type LandingForm, type NewsPlace, type TestimonialPlace } from "./collections.ts";

/** The ticker's stories carry no date on the page; these keep them first in the news, newest first. */
const TICKER_DATES = ["2025-09-24", "2025-09-10", "2025-07-29"];

/** Today's quotes name the sector after the role ("…, regional bank"): it becomes the company field, shown as before. */
function splitRole(role: string) {
  const comma = role.indexOf(", ");
  return comma < 0 ? { role, company: "" } : { role: role.slice(0, comma), company: role.slice(comma + 2) };
}

const seedData: Record<CollectionKey, () => Array<Record<string, string>>> = {
  announcement: () => [{ text: announcement.text, link: announcement.href, linkText: announcement.linkText, linkContext: announcement.linkContext }],
  news: () => [
    ...newsTicker.map((item, index) => ({
      headline: item.label,
      label: item.source,
      link: item.href,
      date: TICKER_DATES[index] ?? TICKER_DATES.at(-1)!,
      place: "ticker" satisfies NewsPlace,
    })),
    ...pressItems.map((item) => ({ headline: item.title, label: item.publication, link: item.url, date: item.date, place: "newsroom" satisfies NewsPlace })),
  ],
  team: () => [
    ...leaders.map((leader) => ({ name: leader.name, group: "leadership", role: leader.role, tone: leader.photo, bio: leader.bio.join("\n\n"), profileUrl: leader.profileUrl })),
    ...advisors.map((advisor) => ({ name: advisor.name, group: "advisor", role: advisor.background, tone: advisor.photo })),
  ],
  partners: () =>
    partners.map(({ name, logo }) => ({
      name,
      category: "technology",
      mark: logo.mark,
      color: logo.color,
      weight: String(logo.weight),
      letters: logo.uppercase ? "capitals" : "as-typed",
      tracking: logo.tracking === undefined ? "" : String(logo.tracking),
    })),
  glossary: () => glossaryTerms.map((term) => ({ term: term.term, slug: term.id, definition: term.definition, related: "" })),
  // The home page shows the about page's quotes, in its order, then its own.
  testimonials: () =>
    homeTestimonials.map((quote) => ({
      quote: quote.quote,
      person: quote.author,
      ...splitRole(quote.role),
      place: (aboutTestimonials.some((about) => about.author === quote.author) ? "both" : "home") satisfies TestimonialPlace,
    })),
  // Campaign pages start empty: marketing makes each one (/demo/redport's page is seeded of its own, below).
  landing: () => [],
  // The site had no press release pages: the collection starts empty.
  press: () => [],
};

/** /demo/redport as it was built, a landing page with the address "redport" (its form records the Redport referral). */
const redportLandingPage = (): Record<string, string> => ({
  headline: redport.landingHeadline,
  subheading: redport.landingSubheading,
  badge: redport.landingBadge,
  slug: REDPORT_SLUG,
  benefitsTitle: redport.landingBenefitsTitle,
  benefits: redport.landingBenefits.map(({ icon, title, text }) => `${icon} | ${title} | ${text}`).join("\n"),
  contentsTitle: redport.landingContentsTitle,
  contentsIntro: redport.landingContentsIntro,
  contents: redport.landingDemoContents.map(({ icon, title, features }) => [icon, title, ...features].join(" | ")).join("\n"),
  form: "demo" satisfies LandingForm,
  formAnchor: "schedule",
  formTitle: "Schedule your demo",
  formText: redport.landingScheduleNote,
  agendaTitle: redport.landingAgendaTitle,
  agenda: redport.landingAgenda.join("\n"),
  campaign: "Redport partner demo",
  metaTitle: redport.landingMeta.title,
  metaDescription: redport.landingMeta.description,
  indexing: "index",
});

/** What is put in once: each collection's first content, then the pages moved into a collection since (by their own claim). */
const seeds: Array<{ claim: string; collection: CollectionKey; entries: () => Array<Record<string, string>> }> = [
  ...COLLECTION_KEYS.map((collection) => ({ claim: collection, collection, entries: seedData[collection] })),
  // Not over a page an editor already gave its address (no entry of a collection takes another's slug).
  { claim: "landing:redport", collection: "landing", entries: () => [redportLandingPage()] },
];

/** A collection's first content as the entries a fresh install shows (what a reader falls back to before it has read any). */
export function seedEntries(collection: CollectionKey): SiteEntry[] {
  const seededAt = new Date(0);
  return seedData[collection]().map((data, position) => ({
    id: `seed-${collection}-${position}`,
    collection,
    data,
    position,
    published: true,
    showFrom: null,
    showUntil: null,
    version: 1,
    createdAt: seededAt,
    updatedAt: seededAt,
  }));
}

/** Fills each collection not seeded yet; returns how many entries went in. Two processes starting together seed once. */
export async function seedSiteContent(db: Database, now = new Date()): Promise<number> {
  let inserted = 0;
  for (const { claim, collection, entries } of seeds) {
    inserted += await db.transaction(async (tx) => {
      const claimed = await tx.insert(siteContentSeeds).values({ collection: claim, seededAt: now }).onConflictDoNothing().returning();
      if (claimed.length === 0) return 0;
      // After the entries the editors may have made since the collection's first content.
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${siteEntries.position}), -1)::int` })
        .from(siteEntries)
        .where(eq(siteEntries.collection, collection));
      const taken = await tx
        .select({ slug: sql<string>`${siteEntries.data}->>'slug'` })
        .from(siteEntries)
        .where(and(eq(siteEntries.collection, collection), sql`${siteEntries.data}->>'slug' is not null`));
      const takenSlugs = new Set(taken.map((row) => row.slug));
      const rows = entries()
        .filter((data) => !data.slug || !takenSlugs.has(data.slug))
        .map((data, index) => ({ collection, data, position: (last?.position ?? -1) + 1 + index, published: true, createdAt: now, updatedAt: now }));
      if (rows.length === 0) return 0;
      await tx.insert(siteEntries).values(rows);
      await contentChanged(tx);
      return rows.length;
    });
  }
  return inserted;
}
