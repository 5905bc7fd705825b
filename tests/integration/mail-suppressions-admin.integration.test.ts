// /admin/suppressions through the whole site: only admins see it (sales and editors get 403 on
// the page and on clearing), the list pages newest first and searches by address, and clearing is
// a same-origin POST with the session's CSRF token, audited without the address.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "#db/index.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { createSession, SESSION_COOKIE } from "#app/features/admin/session.server.ts";
import { hashPassword } from "#app/features/admin/password.server.ts";
import type { StaffRole } from "#app/features/admin/roles.ts";
import { suppressMailbox } from "#app/features/mail/suppressions.server.ts";
import { testEnv } from "#tests/integration/support/lead-api-harness.ts";
import { closeServerBuild, startSite, type Site } from "#tests/integration/support/site-harness.ts";

describe.each(testDatabaseTargets())("admin suppressions on $name", { timeout: 90_000 }, ({ open }) => {
  let handle: TestDatabaseHandle;
  let site: Site;
  const accounts = {} as Record<StaffRole, string>;

  beforeAll(async () => {
    handle = await open();
    const passwordHash = await hashPassword("a long and careful passphrase");
    for (const role of ["admin", "sales", "editor"] as const) {
      const [row] = await handle.db.insert(schema.admins).values({ email: `${role}-suppressions@lumenguard.example`, passwordHash, role }).returning();
      accounts[role] = row!.id;
    }
    // 105 mailboxes, a second apart: more than one page of 100.
    const start = Date.parse("2026-03-01T12:00:00Z");
    for (let i = 0; i < 105; i++) {
      const reason = i % 2 === 0 ? "bounce" : "unsubscribe";
      await suppressMailbox(handle.db, `reader${String(i).padStart(3, "0")}@list.example`, { reason, response: reason === "bounce" ? "EENVELOPE 550 5.1.1 User unknown" : null, now: new Date(start + i * 1000) });
    }
    await suppressMailbox(handle.db, "gone@acme.example", { reason: "bounce", response: "EENVELOPE 550 5.1.1 <gone@acme.example>: User unknown", now: new Date(start + 200_000) });
    site = await startSite({ env: testEnv(), db: handle.db });
    await (await fetch(`${site.url}/admin/login`)).arrayBuffer();
  }, 240_000);
  afterAll(async () => {
    await site.close();
    await handle.close();
    await closeServerBuild();
  });

  async function as(role: StaffRole) {
    const session = await createSession(handle.db, accounts[role]);
    return { cookie: `${SESSION_COOKIE}=${session.token}`, csrf: session.csrfToken };
  }
  const get = async (role: StaffRole, query = "") => {
    const response = await fetch(`${site.url}/admin/suppressions${query}`, { headers: { Cookie: (await as(role)).cookie }, redirect: "manual" });
    return { status: response.status, html: await response.text() };
  };
  const clear = async (role: StaffRole, mailbox: string, options: { csrf?: string; origin?: string } = {}) => {
    const { cookie, csrf } = await as(role);
    const response = await fetch(`${site.url}/admin/suppressions`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: options.origin ?? site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: options.csrf ?? csrf, intent: "clear", mailbox }).toString(),
    });
    return { status: response.status, location: response.headers.get("Location") };
  };
  const isSuppressed = async (key: string) =>
    (await handle.db.select().from(schema.mailSuppressions).where(eq(schema.mailSuppressions.mailboxKey, key))).length === 1;

  it("is the admins' alone: sales and editors get 403 reading it and clearing", async () => {
    for (const role of ["sales", "editor"] as const) {
      expect((await get(role)).status).toBe(403);
      expect((await clear(role, "gone@acme.example")).status).toBe(403);
    }
    expect(await isSuppressed("gone@acme.example")).toBe(true);
    const signedOut = await fetch(`${site.url}/admin/suppressions`, { redirect: "manual" });
    expect(signedOut.headers.get("Location")).toMatch(/^\/admin\/login\?next=/);
  });

  it("lists the newest first a page at a time, and searches by address", async () => {
    const first = await get("admin");
    expect(first.status).toBe(200);
    expect(first.html).toContain("Suppressions");
    expect(first.html.indexOf("gone@acme.example")).toBeLessThan(first.html.indexOf("reader104@list.example"));
    expect(first.html).toContain("1–100 of 106 mailboxes");
    expect(first.html).not.toContain("reader004@list.example");
    const next = /href="(\/admin\/suppressions\?after=[^"]+)"/.exec(first.html)![1]!.replaceAll("&amp;", "&");
    const second = await get("admin", next.slice("/admin/suppressions".length));
    expect(second.html).toContain("101–106 of 106 mailboxes");
    expect(second.html).toContain("reader000@list.example");

    const found = await get("admin", "?q=ACME.example");
    expect(found.html).toContain("gone@acme.example");
    expect(found.html).toContain("550 5.1.1");
    expect(found.html).not.toContain("reader");
    // A LIKE wildcard is matched as itself, not as "anything".
    expect((await get("admin", "?q=%25")).html).toContain("No suppressed mailbox matches.");
  });

  it("clears with the session's CSRF token from the site's origin only, and audits it without the address", async () => {
    expect((await clear("admin", "gone@acme.example", { csrf: "forged" })).status).toBe(403);
    // React Router refuses a cross-origin action before the route's own check (400; the guard's is 403).
    expect([400, 403]).toContain((await clear("admin", "gone@acme.example", { origin: "https://evil.example" })).status);
    expect(await isSuppressed("gone@acme.example")).toBe(true);

    const done = await clear("admin", "gone@acme.example");
    expect(done.status).toBe(302);
    expect(done.location).toBe("/admin/suppressions?notice=cleared");
    expect(await isSuppressed("gone@acme.example")).toBe(false);
    expect((await clear("admin", "gone@acme.example")).status).toBe(404);

    const [entry] = await handle.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "mail.suppression_cleared"));
    expect(entry).toMatchObject({ actorId: accounts.admin, subjectType: "suppression", subjectId: null, details: { reason: "bounce" } });
    expect(JSON.stringify(entry)).not.toContain("gone@acme.example");
  });
});
