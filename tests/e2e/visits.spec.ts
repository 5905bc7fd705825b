// Page views as a browser reports them (issue 36, decision 048), on a production server of its own
// over PostgreSQL with two processes: each view counted once, from the page cache too, a visitor
// once a day whichever process answers, the linking site kept, the landing address's UTM campaign
// counted once per visit; and a visitor who chose Decline All
// or whose browser sends Global Privacy Control sends nothing at all.
import type { Page, Request } from "@playwright/test";
import { openDatabase, type DatabaseHandle } from "#db/index.ts";
import { createEmptyPostgresDatabase } from "#db/test-databases.ts";
import { storageKeys, visitBeacon } from "#app/config/site.ts";
import { visitDayOf } from "#app/features/insights/visit-counter.server.ts";
import { visitsByCampaign, visitsByDay, visitsByPath, visitsBySource } from "#app/features/insights/visits.server.ts";
import { freePort } from "#scripts/lib/free-port.ts";
import { startProductionServer, type ProductionServer } from "#scripts/lib/production-server.ts";
import { acceptCookies, enhanced, expect, test } from "./fixtures.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;

/** The beacons a page sends, as they are sent. */
function beaconsOf(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => new URL(request.url()).pathname === visitBeacon.endpoint && sent.push(request));
  return sent;
}

test.describe("visits", () => {
  test.skip(!postgresUrl, "runs two processes on PostgreSQL: set TEST_DATABASE_URL");
  test.describe.configure({ mode: "serial" });

  let server: ProductionServer;
  let database: { url: string; drop: () => Promise<void> };
  let handle: DatabaseHandle;
  const today = () => ({ from: visitDayOf(new Date()), to: visitDayOf(new Date()) });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    database = await createEmptyPostgresDatabase(postgresUrl!);
    server = await startProductionServer({ port: await freePort(), env: { DATABASE_URL: database.url, WEB_CONCURRENCY: "2", LOG_LEVEL: "warn" } });
    handle = await openDatabase({ databaseUrl: database.url });
  });
  test.afterAll(async () => {
    await handle?.close();
    await server?.stop();
    await database?.drop();
  });

  test("each view is counted once, a stored page's too, with one visitor and the linking site", async ({ page }) => {
    await acceptCookies(page);
    const beacons = beaconsOf(page);
    const counted = () => page.waitForResponse((response) => new URL(response.url()).pathname === visitBeacon.endpoint && response.status() === 204);

    // From another site; then again (certainly the stored page), then a link within the site.
    let answered = counted();
    await page.goto(`${server.baseUrl}/pricing`, { referer: "https://news.example/thread/1" });
    await answered;
    answered = counted();
    await page.goto(`${server.baseUrl}/pricing`);
    await answered;
    answered = counted();
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await answered;
    await enhanced(page);

    expect(beacons.map((request) => request.postDataJSON())).toEqual([
      { path: "/pricing", referrer: "news.example" },
      { path: "/pricing", referrer: "" },
      { path: "/about-us", referrer: "" },
    ]);
    expect(await visitsByPath(handle.db, today())).toEqual([
      { path: "/pricing", views: 2, visitors: 1 },
      { path: "/about-us", views: 1, visitors: 1 },
    ]);
    expect(await visitsByDay(handle.db, today())).toEqual([{ day: today().from, views: 3, visitors: 1 }]);
    expect(await visitsBySource(handle.db, today())).toEqual([{ source: "news.example", views: 1 }]);
  });

  for (const [choice, optOut] of [
    ["Decline All in the cookie bar", (key: string) => localStorage.setItem(key, "declined")],
    ["Global Privacy Control", () => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true })],
  ] as const) {
    test(`with ${choice}, no view is reported`, async ({ page }) => {
      await page.addInitScript(optOut, storageKeys.cookieConsent);
      const beacons = beaconsOf(page);
      const before = await visitsByDay(handle.db, today());
      for (const path of ["/", "/blog", "/privacy-policy"]) {
        await page.goto(`${server.baseUrl}${path}`);
        await enhanced(page);
      }
      // A beacon is sent as the enhancer starts; give a late one time to show.
      await page.waitForTimeout(500);
      expect(beacons.map((request) => request.url())).toEqual([]);
      expect(await visitsByDay(handle.db, today())).toEqual(before);
    });
  }

  test("a visit that arrives with a UTM campaign counts one visitor of the campaign, on its first page only", async ({ page }) => {
    await acceptCookies(page);
    const beacons = beaconsOf(page);
    const counted = () => page.waitForResponse((response) => new URL(response.url()).pathname === visitBeacon.endpoint && response.status() === 204);

    let answered = counted();
    await page.goto(`${server.baseUrl}/pricing?utm_source=newsletter&utm_campaign=%20spring%20`);
    await answered;
    // The next page of the visit, reached by a link, is not the campaign's again.
    answered = counted();
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await answered;

    expect(beacons.map((request) => request.postDataJSON())).toEqual([
      { path: "/pricing", referrer: "", campaign: "spring" },
      { path: "/about-us", referrer: "" },
    ]);
    expect(await visitsByCampaign(handle.db, today())).toEqual([{ campaign: "spring", views: 1, visitors: 1 }]);
  });
});
