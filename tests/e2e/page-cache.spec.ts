// Stored pages (server/page-cache.ts) in the browser: their CSP allows scripts only by hash with
// 'strict-dynamic', and still the enhancer runs (and loads the islands runtime when a form is
// used, see without-hydration.spec.ts), without a single violation (the fixture fails the test on
// any). No stored public page hydrates any more (decision 032).
import { expect, test } from "./fixtures.ts";

const storedPages = ["/", "/about-us", "/solutions/red-teaming", "/privacy-policy", "/pricing", "/book-demo", "/blog", "/copilot-security-gap", "/contact-us", "/thank-you"];

for (const path of storedPages) {
  test(`${path} is served stored, with a hash-only script policy, and is enhanced`, async ({ page }) => {
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
    await expect(page.locator("html[data-enhanced]")).toHaveCount(1);
    expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
  });
}
