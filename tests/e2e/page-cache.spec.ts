// Stored pages (server/page-cache.ts) in the browser: their CSP allows scripts only by hash with
// 'strict-dynamic', and still the enhancer runs, React Router hydrates the pages that hydrate,
// loads routes and navigates on the client, without a single violation (the fixture fails the
// test on any).
import { acceptCookies, expect, test } from "./fixtures.ts";

const hydratedPages = ["/blog"];
const pagesWithoutHydration = ["/", "/about-us", "/solutions/red-teaming", "/privacy-policy", "/pricing", "/book-demo", "/copilot-security-gap", "/contact-us", "/thank-you"];

for (const path of [...hydratedPages, ...pagesWithoutHydration]) {
  const hydrates = hydratedPages.includes(path);
  test(`${path} is served stored, with a hash-only script policy, and ${hydrates ? "hydrates" : "is enhanced"}`, async ({ page }) => {
    // Twice: the first visit may render the page, the second is certainly the stored bytes.
    await page.goto(path);
    const response = await page.goto(path);
    const headers = response!.headers();
    expect(headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(headers.etag).toMatch(/^"[\w-]+"$/);
    const scriptSrc = headers["content-security-policy"]!.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ 'strict-dynamic'$/);
    // The enhancer shows the cookie bar to a visitor who has not chosen yet.
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(hydrates);
  });
}

test("a stored page navigates on the client and lazily loads the next route's modules", async ({ page }) => {
  await page.goto("/blog");
  await acceptCookies(page);
  await expect.poll(() => page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.locator('footer a[href="/about-us"]').first().click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.locator("h1")).toBeVisible();
  // The same document: React Router navigated without reloading it.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
