// Which social card (og:image) a page shows. Every page of the route table without parameters has
// its own card, drawn at build from app/content/social-cards.ts into public/social/; any other page
// (and a blog post without a picture of its own) falls back to the site's card.
import { pages } from "#app/config/pages.ts";

export const SOCIAL_DIR = "/social";
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/** The paths that get a card of their own: the route table's pages without parameters, outside the admin. */
export const socialCardPaths: readonly string[] = pages
  .filter(({ path }) => !/[:*]/.test(path) && path !== "admin" && !path.startsWith("admin/"))
  .map(({ path }) => `/${path}`);

const withCards = new Set(socialCardPaths);

/** The file a page's card is drawn to: "/" → home.png, "/solutions/red-teaming" → solutions-red-teaming.png. */
export const socialCardFile = (path: string) => `${path === "/" ? "home" : path.slice(1).replace(/\//g, "-")}.png`;

export const DEFAULT_SOCIAL_CARD = `${SOCIAL_DIR}/default.png`;

/** The card for a page's canonical path. */
export function socialCardFor(path: string): string {
  return withCards.has(path) ? `${SOCIAL_DIR}/${socialCardFile(path)}` : DEFAULT_SOCIAL_CARD;
}
