// Every admin route against every role, through the whole site (Express, React Router, the route
// modules): the list of routes comes from the build's route tree (app/routes.ts and the page
// table), so a new /admin route is covered the moment it exists. Each route's need is read from
// its path below; a path no rule covers fails the test until someone says what it needs. Then, for
// each loader (page and .data request) and action: a role without the capability gets 403, a role
// with it gets past the guard, and nobody signed in is sent to sign in (reads) or gets 401 (writes).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { admins } from "#db/schema.ts";
import { roleAllows, STAFF_ROLES, type StaffCapability, type StaffRole } from "#app/features/admin/roles.ts";
import { createSession, SESSION_COOKIE } from "#app/features/admin/session.server.ts";
import { hashPassword } from "#app/features/admin/password.server.ts";
import { testEnv } from "#tests/integration/support/lead-api-harness.ts";
import { adminRoutes, urlPath, type AdminRoute } from "#tests/integration/support/admin-routes.ts";
import { closeServerBuild, loadServerBuild, startSite, type Site } from "#tests/integration/support/site-harness.ts";

type Who = StaffRole | "nobody";

describe.each(testDatabaseTargets())("admin routes and roles on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  let site: Site;
  let routes: AdminRoute[];
  const accounts = {} as Record<StaffRole, string>;

  beforeAll(async () => {
    handle = await open();
    const passwordHash = await hashPassword("a long and careful passphrase");
    for (const role of STAFF_ROLES) {
      const [row] = await handle.db.insert(admins).values({ email: `${role}@lumenguard.example`, passwordHash, role }).returning();
      accounts[role] = row!.id;
    }
    site = await startSite({ env: testEnv(), db: handle.db });
    routes = adminRoutes(await loadServerBuild());
  }, 120_000);
  afterAll(async () => {
    await site.close();
    await handle.close();
    await closeServerBuild();
  });

  /** A fresh session per request: a probe of the sign-out action must not end the next one's. */
  async function credentials(who: Who) {
    if (who === "nobody") return { headers: {} as Record<string, string>, csrf: "none" };
    const session = await createSession(handle.db, accounts[who]);
    return { headers: { Cookie: `${SESSION_COOKIE}=${session.token}` }, csrf: session.csrfToken };
  }

  async function probe(who: Who, method: "GET" | "POST", url: string) {
    const { headers, csrf } = await credentials(who);
    const init: RequestInit =
      method === "GET"
        ? { headers, redirect: "manual" }
        : {
            method,
            redirect: "manual",
            headers: { ...headers, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ csrf, intent: "role-probe" }).toString(),
          };
    const response = await fetch(`${site.url}${url}`, init);
    const body = await response.text();
    return { status: response.status, location: response.headers.get("Location") ?? "", body };
  }

  it("knows what every admin route needs", () => {
    expect(routes.length).toBeGreaterThan(10);
    const unknown = routes.filter((route) => !route.need).map((route) => route.path);
    expect(unknown, "admin routes no rule in NEEDS covers: say which capability each needs").toEqual([]);
  });

  it("lists the routes this test must reach", () => {
    const paths = routes.map((route) => route.path);
    for (const path of ["admin/leads", "admin/leads/export.csv", "admin/blog", "admin/staff", "admin/audit", "admin/blog/autosave", "admin/suppressions", "admin/availability", "admin/availability/:adminId", "admin/insights", "admin/insights/export.csv"]) {
      expect(paths).toContain(path);
    }
  });

  const whos: Who[] = [...STAFF_ROLES, "nobody"];

  it.each(whos)("as %s, every loader and action answers as the role allows", async (who) => {
    const failures: string[] = [];
    for (const route of routes) {
      if (route.need === "public" || !route.need) continue;
      const need = route.need;
      const allowed = who !== "nobody" && roleAllows(who, need);
      const requests: Array<["GET" | "POST", string]> = [];
      if (route.loader) {
        requests.push(["GET", urlPath(route.path)]);
        if (route.page) requests.push(["GET", `${urlPath(route.path)}.data`]);
      }
      if (route.action) requests.push(["POST", urlPath(route.path)]);
      for (const [method, url] of requests) {
        const answer = await probe(who, method, url);
        const label = `${who} ${method} ${url} (needs ${need}) → ${answer.status} ${answer.location}`;
        // A .data request carries a redirect or a refusal in its body (React Router's single fetch).
        const toSignIn = answer.location.startsWith("/admin/login") || (url.endsWith(".data") && answer.body.includes("/admin/login"));
        // Signing out does what it says: on to the sign-in page.
        const signedOut = route.path === "admin/logout" && method === "POST" && answer.status === 302;
        if (answer.status >= 500) failures.push(`${label}: server error`);
        else if (who === "nobody") {
          // Signing out without a session has nothing to end: on to the sign-in page as well.
          const refused = method === "GET" || route.path === "admin/logout" ? toSignIn || answer.status === 401 : answer.status === 401;
          if (!refused) failures.push(`${label}: not refused without a session`);
        } else if (allowed) {
          if (answer.status === 401 || answer.status === 403 || (toSignIn && !signedOut)) failures.push(`${label}: refused a role that may`);
        } else if (answer.status !== 403) failures.push(`${label}: expected 403`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("as an admin, no admin page answers a hostile query with a server error", async () => {
    // Dates the JavaScript Date takes and the database refuses, numbers past any page, a long run.
    const values = ["0000-01-01", "10000-01-01", "-000001-01-01T00:00:00Z", "2024-02-30", "9".repeat(400), "-1", "[]", "ä€😀"];
    const names = ["before", "from", "to", "page", "q", "sort", "status", "owner", "kind", "action", "lead", "view", "week", "zone"];
    const failures: string[] = [];
    for (const route of routes.filter((candidate) => candidate.loader && candidate.need !== "public")) {
      for (const value of values) {
        const query = new URLSearchParams(names.map((name) => [name, value])).toString();
        for (const url of [`${urlPath(route.path)}?${query}`, ...(route.page ? [`${urlPath(route.path)}.data?${query}`] : [])]) {
          const answer = await probe("admin", "GET", url);
          if (answer.status >= 500) failures.push(`GET ${url} → ${answer.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("shows each role only the sections it may use", async () => {
    const sections: Record<string, StaffCapability> = { "Blog posts": "blog", Leads: "leads", Staff: "staff", "Audit log": "audit", Availability: "meetings", Insights: "insights" };
    for (const role of STAFF_ROLES) {
      const home = role === "sales" ? "/admin/leads" : "/admin/blog";
      const { body, status } = await probe(role, "GET", home);
      expect(status, `${role} at ${home}`).toBe(200);
      const nav = body.match(/<nav aria-label="Admin">([\s\S]*?)<\/nav>/)?.[1] ?? "";
      for (const [label, capability] of Object.entries(sections)) {
        expect(nav.includes(`>${label}</a>`), `${role} sees ${label}`).toBe(roleAllows(role, capability));
      }
    }
  });

  it("shows each role on the Insights page, and in its CSV files, only the reports it may see", async () => {
    const csv = (who: Who, report: string) => probe(who, "GET", `/admin/insights/export.csv?report=${report}&range=30d`);
    for (const role of STAFF_ROLES) {
      const page = await probe(role, "GET", "/admin/insights");
      expect(page.status, role).toBe(200);
      const seesLeads = roleAllows(role, "leads");
      expect(page.body.includes(">Lead sources</h2>"), `${role} sees the lead sources`).toBe(seesLeads);
      expect(page.body.includes(">Newsletter</h2>"), `${role} sees the newsletter`).toBe(true);
      expect(page.body.includes(">Content</h2>"), `${role} sees the content report`).toBe(true);
      expect(page.body.includes(">Conversion</h2>"), `${role} sees the conversion report`).toBe(seesLeads);
      expect((await csv(role, "meetings")).status, `${role}'s meetings CSV`).toBe(seesLeads ? 200 : 403);
      expect((await csv(role, "conversion")).status, `${role}'s conversion CSV`).toBe(seesLeads ? 200 : 403);
      const content = await csv(role, "content");
      expect(content.status, `${role}'s content CSV`).toBe(200);
      expect(content.body).toContain("Totals,Page views,This range,0");
      const newsletter = await csv(role, "newsletter");
      expect(newsletter.status).toBe(200);
      expect(newsletter.body).toContain("Totals,Confirmations,This range,0");
    }
    expect((await csv("admin", "nonsense")).status).toBe(404);
    expect((await csv("nobody", "newsletter")).location).toMatch(/^\/admin\/login/);
  });

  it("sends each role to its own home from /admin", async () => {
    expect((await probe("sales", "GET", "/admin")).location).toBe("/admin/leads");
    expect((await probe("editor", "GET", "/admin")).location).toBe("/admin/blog");
    expect((await probe("admin", "GET", "/admin")).location).toBe("/admin/blog");
  });
});
