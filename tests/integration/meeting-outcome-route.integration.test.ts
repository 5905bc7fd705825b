// The lead page's outcome through the whole site (Express, React Router, admin.leads' loader and
// action): the form is offered to the meeting's host and to admins only, and the action checks the
// role itself: another sales member posting it is refused, nothing changes.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { admins, bookings, leads } from "#db/schema.ts";
import { createSession, SESSION_COOKIE } from "#app/features/admin/session.server.ts";
import { testEnv } from "#tests/integration/support/lead-api-harness.ts";
import { closeServerBuild, startSite, type Site } from "#tests/integration/support/site-harness.ts";

describe.each(testDatabaseTargets())("the outcome on the lead's page on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  let site: Site;
  const ids = {} as Record<"host" | "other" | "admin", string>;
  let leadId: string;

  beforeAll(async () => {
    handle = await open();
    for (const [who, role] of [["host", "sales"], ["other", "sales"], ["admin", "admin"]] as const) {
      const [row] = await handle.db.insert(admins).values({ email: `${who}@lumenguard.example`, passwordHash: "x", role }).returning();
      ids[who] = row!.id;
    }
    const [lead] = await handle.db
      .insert(leads)
      .values({ kind: "booking", functionName: "send-demo-confirmation", firstName: "Ada", lastName: "Lovelace", email: `${randomUUID()}@acme.example` })
      .returning();
    leadId = lead!.id;
    await handle.db.insert(bookings).values({ leadId, meetingType: "demo", startsAt: new Date(Date.now() - 2 * 60 * 60_000), durationMinutes: 30, inviteUid: `${leadId}@lumenguard.example`, hostId: ids.host });
    site = await startSite({ env: testEnv(), db: handle.db });
  }, 120_000);
  afterAll(async () => {
    await site.close();
    await handle.close();
    await closeServerBuild();
  });

  async function as(who: keyof typeof ids) {
    const session = await createSession(handle.db, ids[who]);
    return { cookie: `${SESSION_COOKIE}=${session.token}`, csrf: session.csrfToken };
  }
  const page = async (who: keyof typeof ids) => (await fetch(`${site.url}/admin/leads?id=${leadId}`, { headers: { Cookie: (await as(who)).cookie } })).text();
  async function mark(who: keyof typeof ids, outcome: string) {
    const { cookie, csrf } = await as(who);
    return fetch(`${site.url}/admin/leads?id=${leadId}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf, intent: "record-outcome", id: leadId, outcome }).toString(),
    });
  }
  const stored = async () => (await handle.db.select({ outcome: bookings.outcome }).from(bookings).where(eq(bookings.leadId, leadId)))[0]!.outcome;

  it("offers the form to the host and to admins, not to another sales member", async () => {
    expect(await page("host")).toContain("Save the outcome");
    expect(await page("admin")).toContain("Save the outcome");
    const other = await page("other");
    expect(other).toContain("Did the meeting take place?");
    expect(other).not.toContain("Save the outcome");
  });

  it("refuses another sales member's post, takes the host's, and an admin's correction", async () => {
    const refused = await mark("other", "held");
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Only the meeting&#x27;s host or an admin can mark whether it took place.");
    expect(await stored()).toBeNull();

    const taken = await mark("host", "held");
    expect(taken.status).toBe(302);
    expect(taken.headers.get("location")).toContain("notice=outcome");
    expect(await stored()).toBe("held");
    expect(await page("other")).toMatch(/<strong>Held<\/strong>, marked (<!-- -->)?by host@lumenguard\.example/);

    expect((await mark("admin", "no-show")).status).toBe(302);
    expect(await stored()).toBe("no-show");
    expect((await mark("admin", "maybe")).status).toBe(422);
  });
});
