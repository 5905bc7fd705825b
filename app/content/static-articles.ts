import { analystArticlePath, analystArticleSlug, brand, copilotArticlePath } from "#app/config/site.ts";

// The two hard-coded articles. Their pages are static routes; the blog list prepends these
// entries to the posts from the database (spec §3 "Hard-coded posts").

export type StaticArticle = {
  slug: string;
  /** Where the article lives (not /blog/{slug} for the co-pilot article). */
  path: string;
  title: string;
  excerpt: string;
  author: string;
  category: "Company News" | "AI Security";
  tags: string[];
  readTime: string;
  /** ISO date of publication. */
  publishedAt: string;
};

export const analystArticle: StaticArticle = {
  slug: analystArticleSlug,
  path: analystArticlePath,
  title: `${brand.name} Named a 2025 Gartner® Cool Vendor™ in AI Cybersecurity Governance`,
  excerpt: `${brand.name} has been recognised in the 2025 Cool Vendors in AI Cybersecurity Governance report. Here is why we think it matters for every organization putting AI into production.`,
  author: `${brand.name} Team`,
  category: "Company News",
  tags: ["Gartner", "Cool Vendor", "AI Governance", "Company News"],
  readTime: "8 min read",
  publishedAt: "2025-09-24",
};

export const copilotArticle: StaticArticle = {
  slug: "copilot-security-gap",
  path: copilotArticlePath,
  title: "The Copilot Security Gap: Why Enterprises Are Replacing Their Default Office Assistant",
  excerpt:
    "Default office assistants inherit every permission mistake in your tenant and see every document a user can open. Here is where the risk concentrates by industry, and how a governed co-pilot closes the gap.",
  author: `${brand.name} Team`,
  category: "AI Security",
  tags: ["Copilot", "Data Loss Prevention", "MCP", "AI Governance"],
  readTime: "12 min read",
  publishedAt: "2025-08-12",
};

/** Newest first, as the blog list shows them ahead of the database posts. */
export const staticArticles: StaticArticle[] = [analystArticle, copilotArticle];
