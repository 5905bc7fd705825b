// What the docs search specs (docs-search.spec.ts and the cross-browser smoke) look for: a phrase
// from a deep docs section and where its result opens, and an endpoint's name and its address.

/**
 * A phrase that only one section of a deep page holds (content/docs/deployment/upgrading.md), and
 * that section's address.
 */
export const DEEP_SECTION = { phrase: "helm rollback", href: "/docs/deployment/upgrading#rolling-back-an-upgrade" } as const;

/** An API operation's name and where its result opens in the reference. */
export const ENDPOINT = { phrase: "Disconnect Wiz", href: "/docs/api/disconnect-wiz" } as const;

/** The password playwright.config.ts gives the e2e server. */
export const DOCS_PASSWORD = "trust but verify";

/** The URL as a pattern that must match to its end (a `?` or `#` in it taken literally). */
export const exactly = (href: string) => new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
