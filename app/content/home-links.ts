// The home page's calls to action. Kept apart from the home copy (home.ts), which travels as loader
// data, because the components import these directly.
import { files } from "#app/config/site.ts";

export const homeCtas = {
  platform: { label: "Get the AI Trust Score Platform", href: "/pricing" },
  seeInAction: { label: "See it in Action", href: "/book-demo" },
  seeForYourself: { label: "See it for yourself", href: "/book-demo" },
  report: { label: "Get AI Trust Score", href: files.report },
  contactSales: { label: "Contact Sales", href: "/contact-us" },
  blog: { label: "Read compliance insights on our blog", href: "/blog" },
} as const;
