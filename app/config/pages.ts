import { analystArticlePath } from "./site.ts";

export type PageEntry = {
  /** URL path without leading slash ("" is the home page). */
  path: string;
  /** Route module under app/routes. */
  file: string;
  /** Needed when one module serves two paths. */
  id?: string;
  /** Listed in /sitemap.xml (public, indexable, no parameters). */
  sitemap: boolean;
};

const indexed = (path: string, file: string, id?: string): PageEntry => ({ path, file, id, sitemap: true });
const unlisted = (path: string, file: string, id?: string): PageEntry => ({ path, file, id, sitemap: false });

/** The route table's pages; app/routes.ts registers them and the sitemap lists the indexable ones. */
export const pages: PageEntry[] = [
  indexed("", "home.tsx"),
  indexed("pricing", "pricing.tsx"),
  unlisted("pricing/*", "pricing.tsx", "pricing-subtree"),
  indexed("partners", "partners.tsx"),
  indexed("about-us", "about-us.tsx"),
  indexed("privacy-policy", "privacy-policy.tsx"),
  indexed("newsroom", "newsroom.tsx"),
  unlisted("newsroom/:slug", "newsroom.release.tsx"),
  indexed("glossary", "glossary.tsx"),
  indexed("aitrustscore-report", "aitrustscore-report.tsx"),
  indexed("platform-walkthrough", "platform-walkthrough.tsx"),
  unlisted("logos", "logos.tsx"),
  unlisted("newsletter", "newsletter.tsx"),
  unlisted("newsletter/confirm/:token", "newsletter.confirm.tsx"),
  unlisted("newsletter/unsubscribe/:token", "newsletter.unsubscribe.tsx"),

  indexed("ai-trust-score-guardrails", "ai-trust-score-guardrails.tsx"),
  indexed("ai-trust-score-observability", "ai-trust-score-observability.tsx"),
  indexed("solutions/red-teaming", "solutions.red-teaming.tsx"),
  indexed("solutions/developers", "solutions.developers.tsx"),
  indexed("solutions/secure-workforce-chatbot", "solutions.secure-workforce-chatbot.tsx"),
  indexed("solutions/open-source-model-risks", "solutions.open-source-model-risks.tsx"),
  indexed("solutions/managed-service-provider", "solutions.managed-service-provider.tsx"),
  indexed("solutions/legal-ai-governance", "solutions.legal-ai-governance.tsx"),
  indexed("solutions/telecom-ai-governance", "solutions.telecom-ai-governance.tsx"),
  indexed("solutions/financial-services-ai-governance", "solutions.financial-services-ai-governance.tsx"),

  indexed("book-demo", "book-demo.tsx"),
  unlisted("schedule", "book-demo.tsx", "schedule"),
  // The Redport partner's demo page, a landing page made in the admin: the sitemap lists it while it is live and indexed.
  unlisted("demo/redport", "demo.redport.tsx"),
  // Campaign landing pages made in the admin; the sitemap lists the live indexed ones itself.
  unlisted("lp/:slug", "lp.tsx"),
  indexed("contact-us", "contact-us.tsx"),
  unlisted("thank-you", "thank-you.tsx"),
  unlisted("thank-you-demo", "thank-you-demo.tsx"),
  unlisted("thank-you-discovery", "thank-you-discovery.tsx"),
  unlisted("bookings/:token", "bookings.tsx"),

  indexed("copilot-security-gap", "copilot-security-gap.tsx"),
  unlisted("copilot-replacement-blog", "copilot-security-gap.tsx", "copilot-replacement-blog"),
  indexed("blog", "blog.tsx"),
  indexed(analystArticlePath.slice(1), "analyst-recognition.tsx"),
  unlisted("blog/author/:author", "blog.author.tsx"),
  unlisted("blog/tag/:tag", "blog.tag.tsx"),
  unlisted("blog/:slug", "blog.post.tsx"),

  unlisted("docs", "docs.tsx"),
  unlisted("docs/api", "docs.api.tsx"),
  unlisted("docs/api/:operation", "docs.api.operation.tsx"),
  unlisted("docs/search", "docs.search.tsx"),
  // Every other docs page (content/docs/), and each page's Markdown at /docs/<its file>.md.
  unlisted("docs/*", "docs.tsx", "docs-page"),

  unlisted("admin", "admin.tsx"),
  unlisted("admin/login", "admin.login.tsx"),
  unlisted("admin/login/verify", "admin.login.verify.tsx"),
  unlisted("admin/login/enrol", "admin.login.enrol.tsx"),
  unlisted("admin/account/security", "admin.account.security.tsx"),
  unlisted("admin/logout", "admin.logout.ts"),
  unlisted("admin/blog", "admin.blog.tsx"),
  unlisted("admin/content", "admin.content.tsx"),
  unlisted("admin/content/:collection", "admin.content.collection.tsx"),
  unlisted("admin/content/:collection/:id", "admin.content.entry.tsx"),
  unlisted("admin/leads", "admin.leads.tsx"),
  unlisted("admin/staff", "admin.staff.tsx"),
  unlisted("admin/account/passkeys", "admin.account.passkeys.tsx"),
  unlisted("admin/audit", "admin.audit.tsx"),
  unlisted("admin/invitation/:token", "admin.invitation.tsx"),
  unlisted("admin/account", "admin.account.tsx"),
  unlisted("admin/account/sessions", "admin.account.sessions.tsx"),
  unlisted("admin/forgot-password", "admin.forgot-password.tsx"),
  unlisted("admin/reset-password/:token", "admin.reset-password.tsx"),
  unlisted("admin/subscribers", "admin.subscribers.tsx"),
  unlisted("admin/system", "admin.system.tsx"),
  unlisted("admin/suppressions", "admin.suppressions.tsx"),
  unlisted("admin/availability", "admin.availability.tsx"),
  unlisted("admin/availability/:adminId", "admin.availability.host.tsx"),
  unlisted("admin/insights", "admin.insights.tsx"),
];
