import { brand } from "#app/config/site.ts";
import { slugify } from "./slug.ts";

/** The banking shadow-AI article: the spec gives it its own page title and description. */
export const bankingShadowAi = {
  title: "Shadow AI in Banking: Finding and Governing the Models Your Staff Already Use",
  pageTitle: `Shadow AI in Banking: A Governance Playbook for Financial Institutions | ${brand.name}`,
  description:
    "How banks discover unsanctioned generative AI, score its risk across 9 dimensions and offer a governed alternative: a 90-day playbook for CISOs, model risk and compliance teams.",
} as const;

const overrides: Record<string, { title: string; description: string }> = {
  [slugify(bankingShadowAi.title)]: { title: bankingShadowAi.pageTitle, description: bankingShadowAi.description },
};

/** A post page's title and description: '{title} | {brand} Blog' and its excerpt, unless fixed above. */
export function postPageSeo(post: { slug: string; title: string; excerpt: string }) {
  return (
    overrides[post.slug] ?? {
      title: `${post.title} | ${brand.name} Blog`,
      description: post.excerpt || `An article from the ${brand.name} blog.`,
    }
  );
}
