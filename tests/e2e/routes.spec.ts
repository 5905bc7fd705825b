import { externalRedirects, redirects } from "#app/config/redirects.ts";
import { acceptCookies, axeViolations, expect, test } from "./fixtures.ts";
import { samplePaths } from "./sample-paths.ts";

test.describe("every route", () => {
  test.beforeEach(({ page }) => acceptCookies(page));

  for (const path of samplePaths) {
    test(`${path} renders with its own metadata and no axe violations`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http/);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("redirects", () => {
  for (const [from, to] of Object.entries(redirects)) {
    test(`${from} answers one permanent hop to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
    });
  }

  for (const [from, to] of Object.entries(externalRedirects)) {
    test(`${from} leaves for ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect([301, 302, 307, 308]).toContain(response.status());
      expect(response.headers().location).toBe(to);
    });
  }

  test("the query string survives a redirect", async ({ request }) => {
    const response = await request.get("/book-a-demo?utm_source=news", { maxRedirects: 0 });
    expect(response.headers().location).toBe("/book-demo?utm_source=news");
  });

  test("client-side navigation to a redirected path leaves no entry for the old path", async ({ page }) => {
    await acceptCookies(page);
    await page.goto("/about-us");
    const before = await page.evaluate(() => history.length);
    await page.getByRole("contentinfo").getByRole("link", { name: "Secure Workforce Chatbot" }).click();
    await expect(page).toHaveURL(/\/solutions\/secure-workforce-chatbot$/);
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/about-us$/);
  });
});

test.describe("not found", () => {
  test.use({ allowConsole: [/status of 404/] });

  test("an unknown path answers 404 with the not-found page", async ({ page }) => {
    await acceptCookies(page);
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("crawler files", () => {
  test("robots.txt allows all and points to the sitemap", async ({ request, baseURL }) => {
    const body = await (await request.get("/robots.txt")).text();
    expect(body).toContain("User-agent: *\nAllow: /");
    expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("sitemap.xml lists absolute URLs of indexable pages only", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toContain("application/xml");
    const body = await response.text();
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${baseURL}/`);
    expect(locs).toContain(`${baseURL}/pricing`);
    expect(locs).toContain(`${baseURL}/demo/redport`);
    expect(locs.every((loc) => loc?.startsWith(`${baseURL}/`))).toBe(true);
    const paths = locs.map((loc) => new URL(loc ?? "").pathname);
    expect(paths.filter((path) => /admin|docs|logos|:|\*/.test(path))).toEqual([]);
  });
});
