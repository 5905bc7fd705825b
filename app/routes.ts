import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { pages } from "#app/config/pages.ts";
import { externalRedirects, redirects } from "#app/config/redirects.ts";

const pageRoutes = pages.map(({ path, file, id }) =>
  path === "" ? index(`routes/${file}`) : route(path, `routes/${file}`, id ? { id } : {}),
);

// One module answers every redirect; the id keeps each registration distinct.
const redirectRoutes = [...Object.keys(redirects), ...Object.keys(externalRedirects)].map((from) =>
  route(from, "routes/redirect.ts", { id: `redirect${from}` }),
);

export default [
  ...pageRoutes,
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  // A static segment, so it ranks above /blog/:slug.
  route("blog/rss.xml", "routes/blog.rss.xml.ts"),
  route("admin/leads/export.csv", "routes/admin.leads.export.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  ...redirectRoutes,
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
