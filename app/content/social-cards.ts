// What each page's social card (og:image) says: an eyebrow and a headline, drawn at build by
// scripts/assets/social-cards.ts. Product, solution and article pages take theirs from their own
// content; every page of `socialCardPaths` needs an entry (a test checks).
import { pages } from "#app/config/pages.ts";
import { brand, meetings } from "#app/config/site.ts";
import { products } from "./products.ts";
import { reportEdition } from "./report.ts";
import { finservSolution } from "./solutions/financial-services-ai-governance.ts";
import { legalSolution } from "./solutions/legal-ai-governance.ts";
import { mspSolution } from "./solutions/managed-service-provider.ts";
import { telecomSolution } from "./solutions/telecom-ai-governance.ts";
import { analystArticle, copilotArticle, type StaticArticle } from "./static-articles.ts";

export type CardText = { eyebrow: string; title: string };

/** The paths that get a card of their own: the route table's pages without parameters, outside the admin. */
export const socialCardPaths: readonly string[] = pages
  .filter(({ path }) => !/[:*]/.test(path) && path !== "admin" && !path.startsWith("admin/"))
  .map(({ path }) => `/${path}`);

/** The site's own card, for pages without one (and posts without a picture, until theirs is drawn). */
export const defaultSocialCard: CardText = { eyebrow: `${brand.name} ${brand.platformName}`, title: brand.tagline };

const article = (entry: StaticArticle): CardText => ({ eyebrow: `Blog · ${entry.category}`, title: entry.title });

export const socialCardTexts: Record<string, CardText> = {
  "/": { eyebrow: brand.platformName, title: "Measure and manage the risk of every AI model and agent" },
  "/pricing": { eyebrow: "Pricing", title: `${brand.product} ${brand.platformName}: plans for every stage of AI adoption` },
  "/partners": { eyebrow: "Partner Program", title: "Grow with the AI trust leader" },
  "/about-us": { eyebrow: `About ${brand.name}`, title: "Quantifying the risk of generative AI, so teams can ship it with confidence" },
  "/privacy-policy": { eyebrow: "Legal", title: "Privacy Policy" },
  "/newsroom": { eyebrow: "Newsroom", title: `${brand.name} in the News` },
  "/glossary": { eyebrow: "Resources", title: "AI Security Glossary" },
  "/aitrustscore-report": { eyebrow: `Report · ${reportEdition.quarter}`, title: "The 2025 AI Trust Score Report: how foundation models hold up under attack" },
  "/platform-walkthrough": { eyebrow: "Video", title: "Platform Walkthrough: score, guard and observe your AI" },
  "/logos": { eyebrow: "Brand", title: "Logo Assets" },
  "/newsletter": { eyebrow: "Monthly newsletter", title: "AI Circle of Trust: one e-mail a month on AI trust and security" },
  ...Object.fromEntries(Object.values(products).map((product) => [product.path, { eyebrow: product.eyebrow, title: product.headline }])),
  ...Object.fromEntries(
    [mspSolution, legalSolution, telecomSolution, finservSolution].map((solution) => [
      solution.path,
      { eyebrow: solution.hero.eyebrow, title: solution.hero.title },
    ]),
  ),
  "/book-demo": { eyebrow: "Book a Demo", title: `See your AI Trust Score in a ${meetings.demoMinutes}-minute demo` },
  "/schedule": { eyebrow: "Book a Meeting", title: "Book a demo or a discovery call" },
  "/demo/redport": { eyebrow: "Free AI Security Audit", title: `Book a demo and get an AI security risk audit worth ${meetings.auditValue}` },
  "/contact-us": { eyebrow: "Contact", title: `Talk to the ${brand.name} team` },
  "/thank-you": { eyebrow: "Thank you", title: "We've Locked In Your Time!" },
  "/thank-you-demo": { eyebrow: "Thank you", title: "Demo Scheduled Successfully!" },
  "/thank-you-discovery": { eyebrow: "Thank you", title: "Discovery Call Scheduled!" },
  [copilotArticle.path]: article(copilotArticle),
  "/copilot-replacement-blog": article(copilotArticle),
  "/blog": { eyebrow: `${brand.name} Blog`, title: "Research and field notes on AI security, governance and compliance" },
  [analystArticle.path]: article(analystArticle),
  "/docs": { eyebrow: "Documentation", title: `Deploy and operate the ${brand.name} platform` },
  "/docs/api": { eyebrow: "Documentation", title: "API Reference" },
  "/docs/search": { eyebrow: "Documentation", title: "Search the documentation" },
};
