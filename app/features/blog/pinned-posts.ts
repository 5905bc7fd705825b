import { analystArticleSlug, brand } from "#app/config/site.ts";
import type { BlogListEntry } from "./entry.ts";

/** The analyst-recognition news: always the first, featured entry of the blog list. */
export const analystRecognitionEntry: BlogListEntry = {
  slug: analystArticleSlug,
  title: `${brand.name} Named a 2025 Cool Vendor in AI Cybersecurity Governance`,
  excerpt: `${brand.name} is recognised in the 2025 Cool Vendors in AI Cybersecurity Governance report for scoring, guarding and monitoring AI models and agents in real time. What the recognition means for security and compliance teams, and where we go next.`,
  author: brand.teamAuthor,
  category: "Company News",
  tags: ["Analyst Recognition", "AI Governance", "Company News"],
  readTime: "8 min read",
  // Noon in New York, so the date reads September 24 in every time zone we render in.
  publishedAt: "2025-09-24T16:00:00.000Z",
  featuredImageUrl: null,
};

/** The long-form Copilot article, prepended after the analyst news. */
const copilotArticleEntry: BlogListEntry = {
  slug: "copilot-security-gap",
  title: "The Copilot Security Gap: Why Enterprises Are Replacing Their Office Assistant",
  excerpt: `Mainstream office assistants see everything an employee can see. How over-permissioned co-pilots expose regulated data, and how a governed ${brand.name} co-pilot closes the gap without slowing people down.`,
  author: brand.teamAuthor,
  category: "AI Security",
  tags: ["Copilot", "Data Protection", "MCP", "Enterprise AI"],
  readTime: "12 min read",
  publishedAt: "2025-08-12T16:00:00.000Z",
  featuredImageUrl: null,
};

/** Both pinned articles, in the order they lead the list. */
export const pinnedBlogEntries: readonly BlogListEntry[] = [analystRecognitionEntry, copilotArticleEntry];

/** The analyst news leads the list as its featured card, whenever the filter keeps it. */
export const isFeatured = (entry: BlogListEntry | undefined) => entry?.slug === analystRecognitionEntry.slug;
