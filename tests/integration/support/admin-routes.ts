// Every /admin route in the build (app/routes.ts and the page table), with what it exports and
// what its path needs: the role test, the landings test and the audit test read the same list, so a
// new /admin route is covered by all three the moment it exists.
import type { ServerBuild } from "react-router";
import type { StaffCapability } from "#app/features/admin/roles.ts";

/** What each admin path needs. Order matters: the first match decides. */
const NEEDS: Array<[RegExp, StaffCapability | "public"]> = [
  // Signing in (its second step and single sign-on too: the halfway and flow cookies are the
  // credential), and an invitation's link (its token is the credential).
  [/^admin\/login(\/|$)/, "public"],
  [/^admin\/invitation\/:token$/, "public"],
  // A forgotten password's form, and its link (the token is the credential).
  [/^admin\/(forgot-password|reset-password\/:token)$/, "public"],
  // One's own account: password, sessions, sign-in factors.
  [/^admin\/account(\/|$)/, "account"],
  [/^admin$/, "account"],
  [/^admin\/logout$/, "account"],
  [/^admin\/session$/, "account"],
  // One's own account (password, sessions, passkeys): every role.
  [/^admin\/account(\/|$)/, "account"],
  [/^admin\/blog(\/|$)/, "blog"],
  // The site's content besides posts (announcement bar, news).
  [/^admin\/content(\/|$)/, "content"],
  [/^admin\/leads(\/|$)/, "leads"],
  // The newsletter's subscribers are the sales team's, like leads.
  [/^admin\/subscribers(\/|$)/, "leads"],
  [/^admin\/staff(\/|$)/, "staff"],
  [/^admin\/audit(\/|$)/, "audit"],
  [/^admin\/system(\/|$)/, "system"],
  [/^admin\/suppressions(\/|$)/, "suppressions"],
  // Taking meetings: one's own availability (an admin's, everyone's) and the team's week.
  [/^admin\/availability(\/|$)/, "meetings"],
  // The Insights page and its CSV files: every role (each report's own need is checked inside).
  [/^admin\/insights(\/|$)/, "insights"],
];

export type AdminRoute = {
  /** The route module's id, e.g. routes/admin.blog. */
  id: string;
  path: string;
  need: StaffCapability | "public" | undefined;
  loader: boolean;
  action: boolean;
  page: boolean;
};

/** Every route under /admin in the build, with its full path and what it exports. */
export function adminRoutes(build: ServerBuild): AdminRoute[] {
  const pathOf = (id: string): string => {
    const route = build.routes[id]!;
    const parent = route.parentId ? pathOf(route.parentId) : "";
    return route.path ? [parent, route.path].filter(Boolean).join("/") : parent;
  };
  return Object.keys(build.routes)
    .map((id) => ({ id, path: pathOf(id), module: build.routes[id]!.module }))
    .filter(({ path }) => path === "admin" || path.startsWith("admin/"))
    .map(({ id, path, module }) => ({
      id,
      path,
      need: NEEDS.find(([pattern]) => pattern.test(path))?.[1],
      loader: Boolean(module.loader),
      action: Boolean(module.action),
      page: Boolean(module.default),
    }));
}

const SAMPLE_ID = "00000000-0000-4000-8000-000000000000";
/** A concrete URL for a route's path: a post id where an id or token goes (the staff preview reads ids). */
export const urlPath = (path: string) => `/${path.replace(/:[a-z]+/gi, SAMPLE_ID)}`;
