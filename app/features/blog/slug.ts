import { pages } from "#app/config/pages.ts";
import { redirects } from "#app/config/redirects.ts";

/**
 * The spec's slug rule: lowercase; keep letters, digits, spaces and hyphens; whitespace runs
 * become one hyphen; repeated hyphens collapse; trimmed. Accents are folded first ("Café" →
 * "cafe") so non-English titles keep their words, and hyphens are trimmed from both ends so
 * a title like "— Intro —" does not yield "-intro-".
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * Slugs a post may not take because a fixed route already answers /blog/{slug}: the analyst
 * article, the legacy Copilot redirect, the RSS feed. A post with one of them would be unreachable.
 */
export const reservedSlugs: ReadonlySet<string> = new Set([
  ...pages.map((page) => page.path).filter((path) => /^blog\/[^/:*]+$/.test(path)),
  ...Object.keys(redirects).filter((path) => /^\/blog\/[^/]+$/.test(path)),
  "copilot-security-gap",
  "rss.xml",
].map((path) => path.replace(/^\/?blog\//, "")));
