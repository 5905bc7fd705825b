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
    // An unpublished post at its real layout: for anyone with a signed link, and for signed-in staff by
    // id under /admin (where the session cookie is sent), both in the public site's chrome.
    route("blog/preview/:token", "routes/blog.preview.tsx", { id: "blog-preview" }),
    route("admin/blog/preview/:token", "routes/blog.preview.tsx", { id: "admin-blog-preview" }),
    route("*", "routes/not-found.tsx"),
  ]),
  // The admin in its own shell: its bar, its error page, no marketing chrome.
  layout("routes/admin.layout.tsx", [
    ...pages.filter(isAdminPage).map(register),
    route("admin/leads/export.csv", "routes/admin.leads.export.ts"),
    route("admin/subscribers/export.csv", "routes/admin.subscribers.export.ts"),
    route("admin/audit/export.csv", "routes/admin.audit.export.ts"),
    route("admin/insights/export.csv", "routes/admin.insights.export.ts"),
    route("admin/session", "routes/admin.session.ts"),
    // Passkeys' JSON endpoints: adding one to one's account, signing in with one.
    route("admin/account/passkeys/registration", "routes/admin.account.passkeys.registration.ts"),
    route("admin/login/passkey/options", "routes/admin.login.passkey-options.ts"),
    route("admin/login/passkey", "routes/admin.login.passkey.ts"),
    // Single sign-on's start and the provider's way back: routes, not pages, since without OIDC_* they
    // answer 404 (a page of the site is there whatever the configuration).
    route("admin/login/sso", "routes/admin.login.sso.tsx"),
    route("admin/login/sso/callback", "routes/admin.login.sso.callback.tsx"),
    // The post editor's JSON endpoints (autosave, live preview, images, preview links, revisions);
    // the live preview renders press releases' Markdown for the site content editor too.
    route("admin/blog/autosave", "routes/admin.blog.autosave.ts"),
    route("admin/blog/render", "routes/admin.blog.render.ts"),
    route("admin/blog/images", "routes/admin.blog.images.ts"),
    route("admin/blog/preview-link", "routes/admin.blog.preview-link.ts"),
    route("admin/blog/revisions/:id", "routes/admin.blog.revision.ts"),
    // The site content editor's autosave (a static segment, so it ranks above /admin/content/:collection).
    route("admin/content/autosave", "routes/admin.content.autosave.ts"),
  ]),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  // Its parts (/sitemap/1.xml…), which exist once the URLs outgrow one file.
  route("sitemap/:file", "routes/sitemap.part.ts"),
  // A static segment, so it ranks above /blog/:slug.
  route("blog/rss.xml", "routes/blog.rss.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  // The API reference's OpenAPI document, behind the docs password; a static segment, so it ranks
  // above the operations' pages (/docs/api/:operation).
  route("docs/api/openapi.yaml", "routes/docs.api.openapi.yaml.ts"),
  // The docs search box's index, behind the docs gate (a file, so no page chrome around it).
  route("docs/search-index.json", "routes/docs.search-index.ts"),
  // The docs' index for language models (a static segment, so it ranks above /docs/*).
  route("docs/llms.txt", "routes/docs.llms.txt.ts"),
  // Uploaded images and posts' social cards, from the database, under content-hashed addresses.
  route("images/:file", "routes/images.ts"),
  route("social/cards/:file", "routes/social.cards.ts"),
  ...redirectRoutes,
] satisfies RouteConfig;
