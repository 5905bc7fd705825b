// Where each role lands, through the whole site: signing out, a refused sign-out, a visit to the
// sign-out address, a sign-in sent on to any admin page, and every refusal of a page its role
// cannot use all end on a page that role can open (the review found a sales member's sign-out
// landing on /admin/blog, which answered them 403).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { admins } from "#db/schema.ts";
import { roleAllows, STAFF_ROLES, type StaffRole } from "#app/features/admin/roles.ts";
import { createSession, SESSION_COOKIE } from "#app/features/admin/session.server.ts";
import { hashPassword } from "#app/features/admin/password.server.ts";
import { testEnv } from "#tests/integration/support/lead-api-harness.ts";
import { adminRoutes, urlPath, type AdminRoute } from "#tests/integration/support/admin-routes.ts";
import { closeServerBuild, loadServerBuild, startSite, type Site } from "#tests/integration/support/site-harness.ts";

const PASSWORD = "a long and careful passphrase";

describe.each(testDatabaseTargets())("where each role lands on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  let site: Site;
  let routes: AdminRoute[];
  const accounts = {} as Record<StaffRole, string>;

  beforeAll(async () => {
    handle = await open();
    const passwordHash = await hashPassword(PASSWORD);
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

  async function signedIn(role: StaffRole) {
    const session = await createSession(handle.db, accounts[role]);
    return { cookie: `${SESSION_COOKIE}=${session.token}`, csrf: session.csrfToken };
  }

  const get = (path: string, cookie?: string) => fetch(`${site.url}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
  const post = (path: string, fields: Record<string, string>, cookie?: string) =>
    fetch(`${site.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams(fields).toString(),
    });

  /** The page at `path` as the role sees it, after redirects: where it ends, and its status. */
  async function landing(path: string, cookie?: string): Promise<{ path: string; status: number }> {
    let at = path;
    for (let hop = 0; hop < 5; hop++) {
      const response = await get(at, cookie);
      await response.arrayBuffer();
      const location = response.headers.get("Location");
      if (!location || response.status < 300 || response.status >= 400) return { path: at, status: response.status };
      at = new URL(location, site.url).pathname + new URL(location, site.url).search;
    }
    throw new Error(`too many redirects from ${path}`);
  }

  it.each(STAFF_ROLES)("as %s, signing out and a refused sign-out land on pages the role can open", async (role) => {
    const { cookie, csrf } = await signedIn(role);
    // A refused sign-out (a stale page's token): its Reload is a visit to /admin/logout, which goes home.
    const refused = await post("/admin/logout", { csrf: "stale" }, cookie);
    expect(refused.status).toBe(403);
    const reload = await landing("/admin/logout", cookie);
    expect(reload.status, `${role} reloads at ${reload.path}`).toBe(200);
    expect(reload.path).not.toBe("/admin/login");

    const signedOut = await post("/admin/logout", { csrf }, cookie);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe("/admin/login");
    expect((await landing("/admin/login")).status).toBe(200);
    // The session is over; signing out again has nothing to end, and lands on the sign-in page too.
    const again = await post("/admin/logout", { csrf }, cookie);
    expect([again.status, again.headers.get("Location")]).toEqual([302, "/admin/login"]);
  });

  it.each(STAFF_ROLES)("as %s, every page the role may not use refuses with a way home the role can open", async (role) => {
    const { cookie } = await signedIn(role);
    const failures: string[] = [];
    for (const route of routes.filter((candidate) => candidate.page && candidate.loader && candidate.need && candidate.need !== "public")) {
      if (roleAllows(role, route.need as Exclude<AdminRoute["need"], "public" | undefined>)) continue;
      const refused = await get(urlPath(route.path), cookie);
      const body = await refused.text();
      const home = /<a[^>]*href="([^"]+)"[^>]*>Go to your admin home<\/a>/.exec(body)?.[1];
      if (refused.status !== 403 || !home) {
        failures.push(`${route.path}: ${refused.status}, ${home ? `home ${home}` : "no way home"}`);
        continue;
      }
      const arrived = await landing(home, cookie);
      if (arrived.status !== 200) failures.push(`${route.path}: its way home ${home} → ${arrived.path} ${arrived.status}`);
    }
    expect(failures).toEqual([]);
  });

  it.each(STAFF_ROLES)("as %s, a sign-in sent on to any admin page lands on one the role can open", async (role) => {
    const failures: string[] = [];
    // Pages of one thing (a post's preview by id) are left out: the sample id names nothing.
    for (const route of routes.filter((candidate) => candidate.page && candidate.need !== "public" && !candidate.path.includes(":"))) {
      const next = urlPath(route.path);
      const signIn = await post("/admin/login", { email: `${role}@lumenguard.example`, password: PASSWORD, next });
      const cookie = signIn.headers.get("Set-Cookie")?.split(";")[0];
      const location = signIn.headers.get("Location");
      if (signIn.status !== 302 || !cookie || !location) {
        failures.push(`next=${next}: sign-in answered ${signIn.status}`);
        continue;
      }
      const arrived = await landing(location, cookie);
      if (arrived.status !== 200) failures.push(`next=${next}: landed on ${arrived.path} ${arrived.status}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
