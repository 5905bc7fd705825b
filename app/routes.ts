import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { pages, type PageEntry } from "#app/config/pages.ts";
import { externalRedirects, redirects } from "#app/config/redirects.ts";

const register = ({ path, file, id }: PageEntry) =>
  path === "" ? index(`routes/${file}`) : route(path, `routes/${file}`, id ? { id } : {});

// Everything under /admin is the admin application; every other page is the public site.
const isAdminPage = ({ path }: PageEntry) => path === "admin" || path.startsWith("admin/");

// One module answers every redirect; the id keeps each registration distinct.
const redirectRoutes = [...Object.keys(redirects), ...Object.keys(externalRedirects)].map((from) =>
  route(from, "routes/redirect.ts", { id: `redirect${from}` }),
);

export default [
  // The public site in its chrome (header, footer, cookie bar); the catch-all not-found page too.
  layout("routes/marketing.layout.tsx", [
    ...pages.filter((page) => !isAdminPage(page)).map(register),
    route("*", "routes/not-found.tsx"),
  ]),
  // The admin in its own shell: its bar, its error page, no marketing chrome.
  layout("routes/admin.layout.tsx", [
    ...pages.filter(isAdminPage).map(register),
    route("admin/leads/export.csv", "routes/admin.leads.export.ts"),
    route("admin/session", "routes/admin.session.ts"),
  ]),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  // A static segment, so it ranks above /blog/:slug.
  route("blog/rss.xml", "routes/blog.rss.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  ...redirectRoutes,
] satisfies RouteConfig;
