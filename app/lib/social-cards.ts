// Which social card (og:image) a page shows: its own, drawn at build into public/social/ from
// app/content/social-cards.ts (every page of the route table without parameters has one), or the
// site's card for pages that are not indexed. Nothing here reads the route table, so the browser
// bundle, which runs every page's meta, stays small.

export const SOCIAL_DIR = "/social";
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/** The file a page's card is drawn to: "/" → home.png, "/solutions/red-teaming" → solutions-red-teaming.png. */
export const socialCardFile = (path: string) => `${path === "/" ? "home" : path.slice(1).replace(/\//g, "-")}.png`;

export const DEFAULT_SOCIAL_CARD = `${SOCIAL_DIR}/default.png`;

/** The card for a page's canonical path; a page kept out of search shows the site's card. */
export function socialCardFor(path: string, { indexed = true } = {}): string {
  return indexed ? `${SOCIAL_DIR}/${socialCardFile(path)}` : DEFAULT_SOCIAL_CARD;
}
